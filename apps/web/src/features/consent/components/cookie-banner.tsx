import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useBrand } from '../../../lib/brand';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  acceptAll,
  acceptedCategory,
  acceptSome,
  CATEGORIES,
  hasValidConsent,
  rejectAll,
  startConsentEngine,
  type OptionalCategory,
} from '../utils/consent-engine';
import { hasConsentCookie } from '../utils/consent-cookie';

type View = 'hidden' | 'banner' | 'preferences';

const PURPOSES: { category: OptionalCategory; title: string; text: string }[] = [
  {
    category: CATEGORIES.analytics,
    title: 'Statistiche',
    text: 'Ci aiutano a capire come viene usato il portale, in forma aggregata, per migliorarlo.',
  },
  {
    category: CATEGORIES.marketing,
    title: 'Marketing',
    text: "Misurano l'efficacia delle nostre campagne sui social network e ti propongono offerte pertinenti.",
  },
];

export interface CookieBannerProps {
  /** Grows each time someone asks to reopen the preferences ("Preferenze cookie"). */
  preferencesRequest: number;
}

/**
 * The cookie banner and its preferences (spec section 1): Italian, "Accetta" and
 * "Personalizza", per-purpose choice, the "x" rejects. Loaded with the first screen while the
 * visitor has not chosen, after the first paint once they have.
 */
export function CookieBanner({ preferencesRequest }: CookieBannerProps) {
  const brand = useBrand();
  // Without a recorded choice the banner shows at once (and comes prerendered with the login
  // page); with one, the engine decides once started (an expired or outdated choice asks again).
  const [view, setView] = useState<View>(() => (hasConsentCookie() ? 'hidden' : 'banner'));
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    analytics: false,
    marketing: false,
  });
  const titleId = useId();
  const textId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  // In the HTML prerendered with the login page the buttons stay disabled until the app has
  // taken the page over, as the login button does: a click before that would be lost.
  const hydrated = useHydrated();

  useEffect(() => {
    let cancelled = false;
    startConsentEngine()
      .then(() => {
        if (!cancelled && !hasValidConsent()) setView('banner');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (preferencesRequest > 0) openPreferences();
  }, [preferencesRequest]);

  function openPreferences() {
    void startConsentEngine().then(() => {
      setChoice({ analytics: acceptedCategory('analytics'), marketing: acceptedCategory('marketing') });
      setView('preferences');
    });
  }

  function done(action: () => void) {
    setView('hidden');
    // The banner can show before the engine has started: the choice waits for it.
    void startConsentEngine()
      .then(action)
      .catch(() => undefined);
  }

  const privacyLink = (
    <a href={brand.legal.privacyUrl} target="_blank" rel="noopener noreferrer">
      Informativa privacy e cookie
      <span className="visually-hidden"> (si apre in una nuova finestra)</span>
    </a>
  );

  return (
    <>
      {view === 'banner' && (
        <section
          ref={bannerRef}
          className="cookie-banner"
          aria-labelledby={titleId}
          aria-describedby={textId}
          data-testid="cookie-banner"
        >
          <button
            type="button"
            className="cookie-banner__close"
            aria-label="Chiudi e rifiuta i cookie non necessari"
            disabled={!hydrated}
            onClick={() => done(rejectAll)}
          >
            <span aria-hidden="true">×</span>
          </button>
          <h2 className="cookie-banner__title" id={titleId}>
            Usiamo i cookie
          </h2>
          <p className="cookie-banner__text" id={textId}>
            {brand.name} usa cookie tecnici necessari al funzionamento del portale e, solo con il tuo
            consenso, cookie statistici e di marketing. Puoi accettarli tutti, sceglierli con «Personalizza»
            oppure chiudere questo avviso con la X: in quel caso useremo solo i cookie necessari.
          </p>
          <p className="cookie-banner__text">{privacyLink}</p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!hydrated}
              onClick={() => done(acceptAll)}
            >
              Accetta
            </button>
            <button type="button" className="button" disabled={!hydrated} onClick={openPreferences}>
              Personalizza
            </button>
          </div>
        </section>
      )}
      <Modal
        open={view === 'preferences'}
        title="Preferenze sui cookie"
        className="cookie-preferences"
        onClose={() => setView(hasValidConsent() ? 'hidden' : 'banner')}
        footer={
          <>
            <button type="button" className="button" onClick={() => done(rejectAll)}>
              Rifiuta tutti
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                done(() => acceptSome(PURPOSES.filter((p) => choice[p.category]).map((p) => p.category)))
              }
            >
              Salva le preferenze
            </button>
            <button type="button" className="button button--primary" onClick={() => done(acceptAll)}>
              Accetta tutti
            </button>
          </>
        }
      >
        <p>Scegli per quali finalità ci autorizzi a usare i cookie. Puoi cambiare idea in ogni momento.</p>
        <ul className="cookie-purposes">
          <li className="cookie-purpose">
            <label className="cookie-purpose__head">
              <input
                type="checkbox"
                role="switch"
                checked
                disabled
                aria-describedby={`${titleId}-necessary`}
              />
              <span className="cookie-purpose__title">Cookie necessari</span>
              <span className="cookie-purpose__badge">Sempre attivi</span>
            </label>
            <p className="cookie-purpose__text" id={`${titleId}-necessary`}>
              Servono al funzionamento del portale (sessione, sicurezza, preferenze) e non si possono
              disattivare.
            </p>
          </li>
          {PURPOSES.map((purpose) => (
            <li className="cookie-purpose" key={purpose.category}>
              <label className="cookie-purpose__head">
                <input
                  type="checkbox"
                  role="switch"
                  name={purpose.category}
                  checked={choice[purpose.category]}
                  aria-describedby={`${titleId}-${purpose.category}`}
                  onChange={(event) => setChoice((c) => ({ ...c, [purpose.category]: event.target.checked }))}
                />
                <span className="cookie-purpose__title">{purpose.title}</span>
              </label>
              <p className="cookie-purpose__text" id={`${titleId}-${purpose.category}`}>
                {purpose.text}
              </p>
            </li>
          ))}
        </ul>
        <p className="muted">
          Titolare del trattamento: {brand.legal.name}. {privacyLink}
        </p>
      </Modal>
    </>
  );
}

export default CookieBanner;
