import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useBrand } from '../../../lib/brand';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasConsentCookie } from '../utils/consent-cookie';
import type * as EngineModule from '../utils/consent-engine';
import type { OptionalCategory } from '../utils/consent-engine';

type Engine = typeof EngineModule;
type View = 'hidden' | 'banner' | 'preferences';

let engineImport: Promise<Engine> | null = null;

/**
 * The consent engine (vanilla-cookieconsent), loaded and started when first needed: at once for
 * a visitor with a recorded choice (to check it and apply it), at the first click for one who
 * has not chosen, whose banner needs nothing from it until then. So the library stays off the
 * login page's first load (budget 128 KB gzip).
 */
function importConsentEngine(): Promise<Engine> {
  engineImport ??= import('../utils/consent-engine').catch((error: unknown) => {
    // A failed download may succeed at the next click.
    engineImport = null;
    throw error;
  });
  return engineImport;
}

async function loadConsentEngine(): Promise<Engine> {
  const engine = await importConsentEngine();
  await engine.startConsentEngine(); // once: the engine keeps its start
  return engine;
}

const PURPOSES: { category: OptionalCategory; title: string; text: string }[] = [
  {
    category: 'analytics',
    title: 'Statistiche',
    text: 'Ci aiutano a capire come viene usato il portale, in forma aggregata, per migliorarlo.',
  },
  {
    category: 'marketing',
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

  // The engine answers whether the choice is still valid; without a choice it waits for a click.
  const [engine, setEngine] = useState<Engine | null>(null);
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    if (!hasConsentCookie()) return;
    let cancelled = false;
    loadConsentEngine()
      .then((loaded) => {
        if (cancelled) return;
        setEngine(loaded);
        if (!loaded.hasValidConsent()) setView('banner');
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
    loadConsentEngine()
      .then((loaded) => {
        setEngine(loaded);
        setChoice({
          analytics: loaded.acceptedCategory('analytics'),
          marketing: loaded.acceptedCategory('marketing'),
        });
        setView('preferences');
      })
      .catch(() => undefined);
  }

  /**
   * Records a choice, then closes: the banner (or the dialog) stays, its buttons busy, until the
   * engine has written the choice, so that a page opened right after the click already knows it
   * (closing first, a quick navigation found no choice and asked again). If the engine cannot be
   * downloaded (offline), nothing was stored: the banner stays to ask again.
   */
  function done(action: (loaded: Engine) => void) {
    setRecording(true);
    loadConsentEngine()
      .then((loaded) => {
        action(loaded);
        setView('hidden');
      })
      .catch(() => setView('banner'))
      .finally(() => setRecording(false));
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
            disabled={!hydrated || recording}
            onClick={() => done((e) => e.rejectAll())}
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
              disabled={!hydrated || recording}
              onClick={() => done((e) => e.acceptAll())}
            >
              Accetta
            </button>
            <button
              type="button"
              className="button"
              disabled={!hydrated || recording}
              onClick={openPreferences}
            >
              Personalizza
            </button>
          </div>
        </section>
      )}
      <Modal
        open={view === 'preferences'}
        title="Preferenze sui cookie"
        className="cookie-preferences"
        onClose={() => setView(engine?.hasValidConsent() ? 'hidden' : 'banner')}
        footer={
          <>
            <button
              type="button"
              className="button"
              disabled={recording}
              onClick={() => done((e) => e.rejectAll())}
            >
              Rifiuta tutti
            </button>
            <button
              type="button"
              className="button"
              disabled={recording}
              onClick={() =>
                done((e) => e.acceptSome(PURPOSES.filter((p) => choice[p.category]).map((p) => p.category)))
              }
            >
              Salva le preferenze
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={recording}
              onClick={() => done((e) => e.acceptAll())}
            >
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
