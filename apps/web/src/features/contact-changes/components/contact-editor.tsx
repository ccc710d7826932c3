import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Customer } from '@sportello/contract';
import { MESSAGES, homePhoneNeedsOtp, normalizeContact, type ContactField } from '@sportello/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  checkKindOf,
  requestContactChange,
  savePending,
  startCheck,
  useCustomer,
  useRegistryChange,
} from '../api/contact-api';
import { ChangeDone } from './change-done';
import { CONTACT_TEXTS } from './contact-labels';
import { explained } from '../../../components/ui/form';
import { loadError } from '../../../components/ui/query-state';
import { CONTACT_FIELD_NAMES, contactChangeSchema } from './contact-schemas';
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
  const current = currentValue(customer, field);
  // Checked at the first submit, then as the person corrects.
  const schema = useMemo(() => contactChangeSchema(field, current), [field, current]);
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { value: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(
    async ({ value }) => {
      const newValue = normalizeContact(field, value);
      if (field === 'phoneHome' && !homePhoneNeedsOtp(newValue)) {
        // A landline cannot receive a code: the change request goes at once.
        await explained(requestContactChange({ customerKey: customer.key, field, value: newValue }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['customers'] }),
          queryClient.invalidateQueries({ queryKey: ['requests'] }),
        ]);
        onDone();
        return;
      }
      const kind = checkKindOf(field);
      const sentAt = new Date().toISOString();
      const started = await explained(
        startCheck({ kind, value: newValue, company, accountNumber: customer.key }),
      );
      savePending({
        workflowId: started.workflowId,
        expiresAt: started.expiresAt,
        sentAt,
        field,
        value: newValue,
        customerKey: customer.key,
      });
      navigate(kind === 'email' ? '/check-email' : '/check-phone');
    },
    { fields: CONTACT_FIELD_NAMES, fallback: RETRY_LATER_MESSAGE },
  );

  return (
    <form
      className="form contact-change"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Modifica ${texts.noun}`}
    >
      <p className="contact-change__current">
        {texts.currentLabel}: <strong data-testid="current-value">{current ?? 'non indicato'}</strong>
      </p>
      <Field label={texts.newLabel} hint={texts.hint} error={errors.value?.message} errorTestId="field-error">
        <input
          type={texts.inputType}
          inputMode={texts.inputType}
          autoComplete={texts.autoComplete}
          {...form.register('value')}
        />
      </Field>
      <FormError message={form.submitError} testId="server-error" />
      <div className="contact-change__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Invio in corso…' : field === 'phoneHome' ? 'Continua' : 'Invia il codice'}
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
  // The form waits for the registry check too: a change in progress blocks it.
  const account = {
    ...customer,
    isPending: customer.isPending || (customer.data !== undefined && registry.isPending),
    data: customer.data && !registry.isPending ? customer.data : undefined,
  };
  return (
    <QueryState
      query={account}
      loading="Caricamento dei tuoi dati…"
      error={loadError('Non è stato possibile caricare i tuoi dati.')}
    >
      {(data) =>
        registry.inProgress ? (
          <div className="contact-change">
            <p className="contact-change__notice" role="status" data-testid="registry-in-progress">
              {MESSAGES.registryChangeInProgress}
            </p>
            <Link className="button" to="/profile">
              Torna al profilo
            </Link>
          </div>
        ) : (
          <EditForm customer={data} field={field} onDone={() => setDone(true)} />
        )
      }
    </QueryState>
  );
}
