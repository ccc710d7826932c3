import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ownerTaxIdField } from '@sportello/domain/password-reset';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { useStartPasswordReset } from '../api/password-api';
import { byCustomerCodeSchema, type ByCustomerCodeValues } from '../api/schemas';
import { FieldMessage } from './field-message';
import { LINK_SENT_FEEDBACK } from './link-sent';
import { SendLinkFooter } from './send-link-footer';
import './password.css';

/** Forgotten password by customer code and the owner's fiscal code or VAT number. */
export function ForgotByCustomerCodeForm() {
  const { company } = useSession();
  const feedback = useFeedback();
  const send = useStartPasswordReset();
  const ids = { customerCode: useId(), taxId: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ByCustomerCodeValues>({
    resolver: zodResolver(byCustomerCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { customerCode: '', taxId: '' },
  });
  const a11y = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${ids[name]}-aiuto${errors[name] ? ` ${ids[name]}-errore` : ''}`,
  });

  const onSubmit = handleSubmit((values) =>
    send
      .mutateAsync({
        customerCode: values.customerCode.trim().toUpperCase(),
        ...ownerTaxIdField(values.taxId)!,
        company,
      })
      .then(() => feedback.show(LINK_SENT_FEEDBACK))
      .catch(() => undefined),
  );

  return (
    <form className="form password-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={ids.customerCode}>Codice cliente</label>
        <input autoComplete="off" {...register('customerCode')} {...a11y('customerCode')} />
        <p id={`${ids.customerCode}-aiuto`} className="muted password-form__hint">
          Lo trovi in alto nella prima pagina della bolletta.
        </p>
        <FieldMessage id={`${ids.customerCode}-errore`} message={errors.customerCode?.message} />
      </div>
      <div className="field">
        <label htmlFor={ids.taxId}>Codice fiscale o partita IVA dell&apos;intestatario</label>
        <input autoComplete="off" {...register('taxId')} {...a11y('taxId')} />
        <p id={`${ids.taxId}-aiuto`} className="muted password-form__hint">
          Codice fiscale per le persone, partita IVA per aziende e condomini.
        </p>
        <FieldMessage id={`${ids.taxId}-errore`} message={errors.taxId?.message} />
      </div>
      <SendLinkFooter error={send.isError ? send.error : null} submitting={isSubmitting} />
    </form>
  );
}
