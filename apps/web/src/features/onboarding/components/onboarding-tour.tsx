import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useSaveOnboardingSeen } from '../api/save-onboarding';
import './onboarding.css';

interface Step {
  icon: string;
  title: string;
  text: string;
}

/** The main areas of the portal (spec: supplies, bills, readings, messages). */
export const TOUR_STEPS: readonly Step[] = [
  {
    icon: '💡',
    title: 'Le tue forniture',
    text: 'In Forniture trovi le tue utenze di luce, gas e teleriscaldamento: indirizzo, offerta, dati del contatore e consumi. Puoi dare a ciascuna un nome per riconoscerla subito.',
  },
  {
    icon: '🧾',
    title: 'Le bollette',
    text: 'In Bollette consulti e scarichi le tue bollette, vedi quali sono da pagare e le paghi online, anche a rate quando è possibile.',
  },
  {
    icon: '🔢',
    title: 'Le letture',
    text: 'Dalla pagina della fornitura invii l’autolettura del contatore quando la finestra di lettura è aperta, e ritrovi tutte le letture nell’archivio.',
  },
  {
    icon: '✉️',
    title: 'I messaggi',
    text: 'In Messaggi arrivano gli avvisi e le comunicazioni che ti riguardano. Quelli importanti ti chiedono una conferma di lettura.',
  },
];

/**
 * The onboarding tour: one area per step, with "Avanti"/"Indietro", the arrow keys, and "Salta il
 * tour" or Esc to leave at any time. The step's title takes the focus at each change. Leaving or
 * finishing records the tour as seen in the user's userOptions, then `onClose` runs.
 */
export function OnboardingTour({ onClose }: { onClose: () => void }) {
  const { session, loggedIn, refresh } = useSession();
  const save = useSaveOnboardingSeen();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const ids = { title: useId(), keys: useId() };
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;

  const close = useCallback(async () => {
    const user = session?.user;
    if (loggedIn && user) {
      try {
        await save.mutateAsync({ userId: user.id, userOptions: user.userOptions });
        await refresh();
      } catch {
        // Not remembered this time: the tour shows again at the next login.
      }
    }
    onClose();
  }, [session, loggedIn, save, refresh, onClose]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        void close();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((i) => Math.min(i + 1, TOUR_STEPS.length - 1));
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        setIndex((i) => Math.max(i - 1, 0));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <section
      className="tour"
      aria-labelledby={ids.title}
      aria-describedby={ids.keys}
      data-testid="onboarding-tour"
    >
      <p className="tour__progress" aria-live="polite">
        Passo {index + 1} di {TOUR_STEPS.length}
      </p>
      <div className="tour__step">
        <p className="tour__icon" aria-hidden="true">
          {step.icon}
        </p>
        <h2 id={ids.title} ref={heading} tabIndex={-1}>
          {step.title}
        </h2>
        <p>{step.text}</p>
      </div>
      <ol className="tour__dots" aria-label="Passi del tour">
        {TOUR_STEPS.map((s, i) => (
          <li key={s.title} className="tour__dot" aria-current={i === index ? 'step' : undefined}>
            <span className="visually-hidden">{s.title}</span>
          </li>
        ))}
      </ol>
      <div className="tour__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void close()}
          disabled={save.isPending}
        >
          Salta il tour
        </button>
        <div className="tour__nav">
          {index > 0 && (
            <button type="button" className="button" onClick={() => setIndex(index - 1)}>
              Indietro
            </button>
          )}
          {last ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void close()}
              disabled={save.isPending}
            >
              Inizia
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setIndex(index + 1)}>
              Avanti
            </button>
          )}
        </div>
      </div>
      <p id={ids.keys} className="tour__keys">
        Puoi usare le frecce sinistra e destra per spostarti tra i passi ed Esc per saltare il tour.
      </p>
    </section>
  );
}
