import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ownerTaxIdField } from '@sportello/domain/password-reset';
import {
  askDelegationSchema,
  delegationErrorMessage,
  useAskDelegation,
  type AskDelegationValues,
} from '../api/delegations-api';
import { ScopeChoice } from './scope-choice';

/** A delegate asks a customer (customer code + fiscal code or VAT number) for access, with a scope. */
export function AskDelegationForm() {
  const ask = useAskDelegation();
  const [sent, setSent] = useState<string | null>(null);
  const ids = { customerCode: useId(), taxId: useId() };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AskDelegationValues>({
    resolver: zodResolver(askDelegationSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { customerCode: '', taxId: '', scope: 'read' },
  });
  const a11y = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${ids[name]}-aiuto${errors[name] ? ` ${ids[name]}-errore` : ''}`,
  });

  const onSubmit = handleSubmit((values) => {
    setSent(null);
    const customerCode = values.customerCode.trim().toUpperCase();
    return ask
      .mutateAsync({ customerCode, ...ownerTaxIdField(values.taxId)!, scope: values.scope })
      .then(() => {
        setSent(customerCode);
        reset({ customerCode: '', taxId: '', scope: values.scope });
      })
      .catch(() => undefined);
  });

  return (
    <form className="form delegation-form" noValidate onSubmit={onSubmit} aria-labelledby="chiedi-delega">
      <h2 id="chiedi-delega">Chiedi una delega</h2>
      <p className="muted">
        Il titolare riceve la richiesta all’e-mail che ha comunicato e può confermarla, anche con un accesso
        più limitato, o rifiutarla.
      </p>
      <div className="field">
        <label htmlFor={ids.customerCode}>Codice cliente</label>
        <input autoComplete="off" {...register('customerCode')} {...a11y('customerCode')} />
        <p id={`${ids.customerCode}-aiuto`} className="muted delegation-form__hint">
          Lo trovi in alto nella prima pagina della bolletta del titolare.
        </p>
        {errors.customerCode?.message && (
          <p id={`${ids.customerCode}-errore`} className="field__error">
            {errors.customerCode.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.taxId}>Codice fiscale o partita IVA del titolare</label>
        <input autoComplete="off" {...register('taxId')} {...a11y('taxId')} />
        <p id={`${ids.taxId}-aiuto`} className="muted delegation-form__hint">
          Codice fiscale per le persone, partita IVA per aziende e condomini.
        </p>
        {errors.taxId?.message && (
          <p id={`${ids.taxId}-errore`} className="field__error">
            {errors.taxId.message}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <ScopeChoice legend="Accesso richiesto" value={field.value} onChange={field.onChange} />
        )}
      />
      {ask.isError && (
        <p role="alert" className="alert alert--error">
          {delegationErrorMessage(ask.error)}
        </p>
      )}
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
