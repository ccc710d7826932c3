import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ownerTaxIdField } from '@sportello/domain/password-reset';
import { askDelegationSchema, delegationErrorMessage, useAskDelegation } from '../api/delegations-api';
import { Field } from '../../../components/ui/field';
import { FormError, SUBMIT_ERROR, useZodForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { ScopeChoice } from './scope-choice';

/** The request names the owner's code by its kind; the form has one field for both. */
const TAX_ID_FIELDS = {
  'associateContractToUserRequest.fiscalCode': 'taxId',
  'associateContractToUserRequest.vatNumber': 'taxId',
} as const;

/** A delegate asks a customer (customer code + fiscal code or VAT number) for access, with a scope. */
export function AskDelegationForm() {
  const ask = useAskDelegation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(askDelegationSchema, {
    reValidateMode: 'onChange',
    defaultValues: { customerCode: '', taxId: '', scope: 'read' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(
    async (values) => {
      setSent(null);
      const customerCode = values.customerCode.toUpperCase();
      try {
        await ask.mutateAsync({ customerCode, ...ownerTaxIdField(values.taxId)!, scope: values.scope });
      } catch (error) {
        // A refusal naming a field goes on it; any other is told in the delegations' words.
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) throw error;
        form.setError(SUBMIT_ERROR, { type: 'server', message: delegationErrorMessage(error) });
        return;
      }
      setSent(customerCode);
      form.reset({ customerCode: '', taxId: '', scope: values.scope });
    },
    { fields: TAX_ID_FIELDS },
  );

  return (
    <form className="form delegation-form" noValidate onSubmit={onSubmit} aria-labelledby="chiedi-delega">
      <h2 id="chiedi-delega">Chiedi una delega</h2>
      <p className="muted">
        Il titolare riceve la richiesta all’e-mail che ha comunicato e può confermarla, anche con un accesso
        più limitato, o rifiutarla.
      </p>
      <Field
        label="Codice cliente"
        hint="Lo trovi in alto nella prima pagina della bolletta del titolare."
        error={errors.customerCode?.message}
      >
        <input autoComplete="off" {...form.register('customerCode')} />
      </Field>
      <Field
        label="Codice fiscale o partita IVA del titolare"
        hint="Codice fiscale per le persone, partita IVA per aziende e condomini."
        error={errors.taxId?.message}
      >
        <input autoComplete="off" {...form.register('taxId')} />
      </Field>
      <Controller
        control={form.control}
        name="scope"
        render={({ field }) => (
          <ScopeChoice legend="Accesso richiesto" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormError message={form.submitError} />
      {sent && (
        <p role="status" className="alert alert--ok">
          Richiesta inviata al titolare del codice cliente {sent}. Riceverai una notifica con la sua risposta.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Invia la richiesta'}
      </button>
    </form>
  );
}
