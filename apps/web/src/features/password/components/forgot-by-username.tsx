import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { passwordResetErrorMessage, useStartPasswordReset } from '../api/password-api';
import { byUsernameSchema } from '../api/schemas';
import { LINK_SENT_FEEDBACK } from './link-sent';
import { sendOrRefuse } from './refusal';
import { SendLinkFooter } from './send-link-footer';
import './password.css';

/** Forgotten password by username and e-mail (POST /Wfm/v1/password-reset/start). */
export function ForgotByUsernameForm() {
  const { company } = useSession();
  const feedback = useFeedback();
  const send = useStartPasswordReset();
  // Checked at the first "Invia il link", then as each field changes (the spec's order).
  const form = useZodForm(byUsernameSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(
    async (values) => {
      const sent = await sendOrRefuse(
        form,
        () => send.mutateAsync({ username: values.username.trim(), email: values.email.trim(), company }),
        passwordResetErrorMessage,
      );
      if (sent) feedback.show(LINK_SENT_FEEDBACK);
    },
    { fields: { 'passwordResetRequest.username': 'username', 'passwordResetRequest.email': 'email' } },
  );

  return (
    <form className="form password-form" noValidate onSubmit={onSubmit}>
      <Field label="Nome utente" error={errors.username?.message}>
        <input autoComplete="username" {...form.register('username')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <FormError message={form.submitError} testId="password-error" />
      <SendLinkFooter submitting={isSubmitting} />
    </form>
  );
}
