import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { useZodForm } from '../../../components/ui/form';
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
  // The missing consent is said at the first attempt, then follows the box as it is ticked.
  const form = useZodForm(privacySchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const ids = { personal: useId(), personalError: useId(), noticeId: useId() };
  const problem = form.formState.errors.personalData?.message;
  // Each choice is kept in the draft as it changes, so going back and forth keeps it.
  const consent = (name: keyof PrivacyDraft) =>
    form.register(name, { onChange: () => onChange(form.getValues()) });
  const submit = form.submit((values) => onSubmit(values));

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
        {/* The kit's Field puts the label first; a consent box comes before its label. */}
        <input
          id={ids.personal}
          type="checkbox"
          {...consent('personalData')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.personalError : undefined}
        />
        <label htmlFor={ids.personal}>
          Acconsento al trattamento dei dati personali per la registrazione e la gestione dell’area clienti
          (obbligatorio)
        </label>
      </div>
      {problem && (
        <p id={ids.personalError} className="field__error">
          {problem}
        </p>
      )}
      <Consent
        registration={consent('marketing')}
        label={`Acconsento a ricevere comunicazioni commerciali e offerte di ${brand.name} (facoltativo)`}
      />
      <Consent
        registration={consent('others')}
        label="Acconsento alla comunicazione dei miei dati a società partner per le loro offerte (facoltativo)"
      />
      {error && (
        <Alert tone="error" data-testid="registration-error">
          {error}
        </Alert>
      )}
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Invio in corso…' : 'Completa la registrazione'}
      </button>
    </form>
  );
}

function Consent({ registration, label }: { registration: UseFormRegisterReturn; label: string }) {
  const id = useId();
  return (
    <div className="registration-consent">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
