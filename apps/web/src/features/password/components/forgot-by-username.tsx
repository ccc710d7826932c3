import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { useStartPasswordReset } from '../api/password-api';
import { byUsernameSchema, type ByUsernameValues } from '../api/schemas';
import { FieldMessage } from './field-message';
import { LINK_SENT_FEEDBACK } from './link-sent';
import { SendLinkFooter } from './send-link-footer';
import './password.css';

/** Forgotten password by username and e-mail (POST /Wfm/v1/password-reset/start). */
export function ForgotByUsernameForm() {
  const { company } = useSession();
  const feedback = useFeedback();
  const send = useStartPasswordReset();
  const ids = { username: useId(), email: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ByUsernameValues>({
    resolver: zodResolver(byUsernameSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '' },
  });
  const a11y = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-errore` : undefined,
  });

  const onSubmit = handleSubmit((values) =>
    send
      .mutateAsync({ username: values.username.trim(), email: values.email.trim(), company })
      .then(() => feedback.show(LINK_SENT_FEEDBACK))
      .catch(() => undefined),
  );

  return (
    <form className="form password-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={ids.username}>Nome utente</label>
        <input autoComplete="username" {...register('username')} {...a11y('username')} />
        <FieldMessage id={`${ids.username}-errore`} message={errors.username?.message} />
      </div>
      <div className="field">
        <label htmlFor={ids.email}>E-mail</label>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          {...a11y('email')}
        />
        <FieldMessage id={`${ids.email}-errore`} message={errors.email?.message} />
      </div>
      <SendLinkFooter error={send.isError ? send.error : null} submitting={isSubmitting} />
    </form>
  );
}
