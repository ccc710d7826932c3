import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useBrand } from '../../../lib/brand';
import type { PrivacyDraft } from '../api/draft';
import { privacySchema } from '../api/schemas';

export interface PrivacyFormProps {
  defaults: PrivacyDraft;
  /** Keeps the choices as they change (going back keeps them). */
  onChange: (privacy: PrivacyDraft) => void;
  /** Sends the registration; resolves when done, whatever the outcome. */
  onSubmit: (privacy: PrivacyDraft) => Promise<void>;
  submitting: boolean;
  /** The failure of the last attempt, shown above the button. */
  error?: ReactNode;
}

/**
 * The consents of a registration: the processing of personal data (mandatory, spec section 5),
 * the company's commercial communications and the third parties' (optional).
 */
export function PrivacyForm({ defaults, onChange, onSubmit, submitting, error }: PrivacyFormProps) {
  const brand = useBrand();
  const [privacy, setPrivacy] = useState<PrivacyDraft>(defaults);
  const [tried, setTried] = useState(false);
  const ids = { personal: useId(), personalError: useId(), noticeId: useId() };
  const check = privacySchema.safeParse(privacy);
  const problem = check.success ? null : (check.error.issues[0]?.message ?? null);
  const missing = tried && problem !== null;

  const set = (patch: Partial<PrivacyDraft>) => {
    const next = { ...privacy, ...patch };
    setPrivacy(next);
    onChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem) {
      document.getElementById(ids.personal)?.focus();
      return;
    }
    await onSubmit(privacy);
  }

  return (
    <form className="form registration-form" noValidate onSubmit={submit}>
      <p id={ids.noticeId} className="registration__notice">
        Prima di continuare leggi l’
        <a href={brand.legal.privacyUrl} target="_blank" rel="noopener noreferrer">
          informativa sulla privacy di {brand.legal.name}
          <span className="visually-hidden"> (si apre in una nuova finestra)</span>
        </a>
        .
      </p>
      <div className="registration-consent">
        <input
          id={ids.personal}
          type="checkbox"
          checked={privacy.personalData}
          onChange={(e) => set({ personalData: e.target.checked })}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? ids.personalError : undefined}
        />
        <label htmlFor={ids.personal}>
          Acconsento al trattamento dei dati personali per la registrazione e la gestione dell’area clienti
          (obbligatorio)
        </label>
      </div>
      {missing && (
        <p id={ids.personalError} className="field__error">
          {problem}
        </p>
      )}
      <Consent
        checked={privacy.marketing}
        onChange={(marketing) => set({ marketing })}
        label={`Acconsento a ricevere comunicazioni commerciali e offerte di ${brand.name} (facoltativo)`}
      />
      <Consent
        checked={privacy.others}
        onChange={(others) => set({ others })}
        label="Acconsento alla comunicazione dei miei dati a società partner per le loro offerte (facoltativo)"
      />
      {error && (
        <div role="alert" className="alert alert--error" data-testid="registration-error">
          {error}
        </div>
      )}
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Invio in corso…' : 'Completa la registrazione'}
      </button>
    </form>
  );
}

function Consent({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="registration-consent">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
