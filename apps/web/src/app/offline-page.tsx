import { useNavigate } from 'react-router';
import { useBrand } from '../lib/brand';
import { usePageTitle } from '../lib/use-page-title';

/**
 * MESSAGES.offlineTitle and offlineText of the domain package, spelled here: offline, no chunk
 * can load, so this page is part of the first bundle (a unit test keeps the texts equal).
 */
export const OFFLINE_TEXTS = {
  title: 'Sei offline',
  text: 'Controlla la connessione a internet e riprova.',
} as const;

/** /errore/offline: where going offline leads (spec section 4). */
export function OfflinePage() {
  const brand = useBrand();
  const navigate = useNavigate();
  usePageTitle(OFFLINE_TEXTS.title);
  return (
    <main className="fullscreen status-page status-page--offline" id="contenuto" data-testid="error-page">
      <div className="status-page__card">
        <img src={brand.logo} alt={brand.name} className="status-page__logo" width="200" height="44" />
        <h1>{OFFLINE_TEXTS.title}</h1>
        <p>{OFFLINE_TEXTS.text}</p>
        <div className="status-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (navigator.onLine) navigate('/', { replace: true });
            }}
          >
            Riprova
          </button>
        </div>
      </div>
    </main>
  );
}
