import { ownerTaxIdField } from '@sportello/domain/password-reset';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { passwordResetErrorMessage, useStartPasswordReset } from '../api/password-api';
import { byCustomerCodeSchema } from '../api/schemas';
import { LINK_SENT_FEEDBACK } from './link-sent';
import { sendOrRefuse } from './refusal';
import { SendLinkFooter } from './send-link-footer';
import './password.css';

/** The request's names of the owner's tax id: the form has one field for either. */
const SERVER_FIELDS = {
  'passwordResetRequest.fiscalCode': 'taxId',
  'passwordResetRequest.vatNumber': 'taxId',
} as const;

/** Forgotten password by customer code and the owner's fiscal code or VAT number. */
export function ForgotByCustomerCodeForm() {
  const { company } = useSession();
  const feedback = useFeedback();
  const send = useStartPasswordReset();
  // Checked at the first "Invia il link", then as each field changes (the spec's order).
  const form = useZodForm(byCustomerCodeSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { customerCode: '', taxId: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(
    async (values) => {
      const sent = await sendOrRefuse(
        form,
        () =>
          send.mutateAsync({
            customerCode: values.customerCode.trim().toUpperCase(),
            // The schema accepted it, so it is a fiscal code or a VAT number.
            ...ownerTaxIdField(values.taxId)!,
            company,
          }),
        passwordResetErrorMessage,
        SERVER_FIELDS,
      );
      if (sent) feedback.show(LINK_SENT_FEEDBACK);
    },
    { fields: SERVER_FIELDS },
  );

  return (
    <form className="form password-form" noValidate onSubmit={onSubmit}>
      <Field
        label="Codice cliente"
        hint="Lo trovi in alto nella prima pagina della bolletta."
        error={errors.customerCode?.message}
      >
        <input autoComplete="off" {...form.register('customerCode')} />
      </Field>
      <Field
        label="Codice fiscale o partita IVA dell'intestatario"
        hint="Codice fiscale per le persone, partita IVA per aziende e condomini."
        error={errors.taxId?.message}
      >
        <input autoComplete="off" {...form.register('taxId')} />
      </Field>
      <FormError message={form.submitError} testId="password-error" />
      <SendLinkFooter submitting={isSubmitting} />
    </form>
  );
}
