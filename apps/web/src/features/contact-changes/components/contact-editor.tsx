import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Customer } from '@sportello/contract';
import {
  MESSAGES,
  homePhoneNeedsOtp,
  isContactChanged,
  normalizeContact,
  type ContactField,
} from '@sportello/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import {
  checkKindOf,
  errorMessage,
  requestContactChange,
  savePending,
  startCheck,
  useCustomer,
  useRegistryChange,
} from '../api/contact-api';
import { ChangeDone } from './change-done';
import { CONTACT_TEXTS, SAME_VALUE_MESSAGE } from './contact-labels';
import './contact.css';

function currentValue(customer: Customer, field: ContactField): string | null {
  return customer.account[field];
}

function EditForm({
  customer,
  field,
  onDone,
}: {
  customer: Customer;
  field: ContactField;
  onDone: () => void;
}) {
  const texts = CONTACT_TEXTS[field];
  const { company } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const current = currentValue(customer, field);

  const problem = (v: string) =>
    v.trim() === ''
      ? MESSAGES.required
      : (texts.validate(v) ?? (isContactChanged(field, v, current) ? null : SAME_VALUE_MESSAGE));
  const fieldError = submitted ? problem(value) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (problem(value)) return;
    const newValue = normalizeContact(field, value);
    setPending(true);
    try {
      if (field === 'phoneHome' && !homePhoneNeedsOtp(newValue)) {
        // A landline cannot receive a code: the change request goes at once.
        await requestContactChange({ customerKey: customer.key, field, value: newValue });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['customers'] }),
          queryClient.invalidateQueries({ queryKey: ['requests'] }),
        ]);
        onDone();
        return;
      }
      const kind = checkKindOf(field);
      const sentAt = new Date().toISOString();
      const started = await startCheck({ kind, value: newValue, company, accountNumber: customer.key });
      savePending({
        workflowId: started.workflowId,
        expiresAt: started.expiresAt,
        sentAt,
        field,
        value: newValue,
        customerKey: customer.key,
      });
      navigate(kind === 'email' ? '/check-email' : '/check-phone');
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form contact-change" noValidate onSubmit={submit} aria-label={`Modifica ${texts.noun}`}>
      <p className="contact-change__current">
        {texts.currentLabel}: <strong data-testid="current-value">{current ?? 'non indicato'}</strong>
      </p>
      <div className="field">
        <label htmlFor={ids.input}>{texts.newLabel}</label>
        <p id={ids.hint} className="muted">
          {texts.hint}
        </p>
        <input
          id={ids.input}
          type={texts.inputType}
          inputMode={texts.inputType}
          autoComplete={texts.autoComplete}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        {fieldError && (
          <p id={ids.error} className="field__error" data-testid="field-error">
            {fieldError}
          </p>
        )}
      </div>
      {serverError && (
        <p role="alert" className="alert alert--error" data-testid="server-error">
          {serverError}
        </p>
      )}
      <div className="contact-change__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Invio in corso…' : field === 'phoneHome' ? 'Continua' : 'Invia il codice'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}

/** /edit-email, /edit-phone and /edit-phone-home: the new value, checked, then its code sent. */
export function ContactEditor({ field }: { field: ContactField }) {
  const { customerId } = useSession();
  const customer = useCustomer(customerId);
  const registry = useRegistryChange(customer.data?.key);
  const [done, setDone] = useState(false);
  if (done) return <ChangeDone text={CONTACT_TEXTS[field].inProgress} />;
  if (customer.isPending || (customer.data && registry.isPending)) {
    return (
      <p role="status" className="muted">
        Caricamento dei tuoi dati…
      </p>
    );
  }
  if (customer.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare i tuoi dati. {errorMessage(customer.error)}
      </p>
    );
  }
  if (registry.inProgress) {
    return (
      <div className="contact-change">
        <p className="contact-change__notice" role="status" data-testid="registry-in-progress">
          {MESSAGES.registryChangeInProgress}
        </p>
        <Link className="button" to="/profile">
          Torna al profilo
        </Link>
      </div>
    );
  }
  return <EditForm customer={customer.data} field={field} onDone={() => setDone(true)} />;
}
