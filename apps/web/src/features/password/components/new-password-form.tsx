import { PASSWORD_MIN_LENGTH } from '@sportello/domain';
import { Field } from '../../../components/ui/field';
import { FormError, SUBMIT_ERROR, useZodForm } from '../../../components/ui/form';
import { useFeedback } from '../../../components/ui/feedback-context';
import { createSession, useSession } from '../../../lib/session';
import { setPasswordErrorMessage, useSetPasswordFromLink } from '../api/password-api';
import { newPasswordSchema, ruleMessages } from './new-password-schema';
import './password.css';

export interface NewPasswordFormProps {
  /** The user the mailed link names (query `userId`, set by the link's resolution). */
  userId: number;
  mode: 'reset' | 'create';
}

/**
 * New password and its confirmation, checked with the domain's rules (each broken rule its own
 * message) after the first attempt, then sent with PUT /Core/v1/users in the link's session.
 */
export function NewPasswordForm({ userId, mode }: NewPasswordFormProps) {
  const { company, partialLogout, adoptSession } = useSession();
  const feedback = useFeedback();
  const save = useSetPasswordFromLink();
  const form = useZodForm(newPasswordSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const rules = ruleMessages(errors.password?.message);

  const onSubmit = form.submit(async ({ password }) => {
    try {
      await save.mutateAsync({ userId, password });
    } catch (error) {
      // The server's refusals (a most-used password, a used or expired link) are the form's,
      // never the rules' list, even when they name the password: the spec shows them there.
      form.setError(SUBMIT_ERROR, { type: 'server', message: setPasswordErrorMessage(error) });
      return;
    }
    // The server ended the link's session (and every session of the user): start anew.
    partialLogout();
    await createSession(company)
      .then(adoptSession)
      .catch(() => undefined);
    feedback.show({
      isFull: true,
      title: mode === 'create' ? 'Password creata!' : 'Password aggiornata!',
      description: '<p>Da ora puoi accedere all’area clienti con la nuova password.</p>',
      firstButton: { label: 'Vai al login', link: '/login' },
    });
  });

  return (
    <form className="form password-form" noValidate onSubmit={onSubmit}>
      <Field
        label="Nuova password"
        hint={`Almeno ${PASSWORD_MIN_LENGTH} caratteri, con almeno una lettera maiuscola, un numero e un simbolo.`}
      >
        {(control) => {
          // The broken rules are a list (each read as an item), so not the field's one-line error.
          const listId = `${control.id}-regole`;
          const describedBy = [control['aria-describedby'], rules.length > 0 ? listId : null]
            .filter(Boolean)
            .join(' ');
          return (
            <>
              <input
                type="password"
                autoComplete="new-password"
                {...form.register('password', { deps: ['confirmation'] })}
                {...control}
                aria-invalid={rules.length > 0 ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {rules.length > 0 && (
                <ul id={listId} className="password-form__errors" data-testid="password-rules">
                  {rules.map((message) => (
                    <li key={message} className="field__error">
                      {message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </Field>
      <Field label="Conferma la nuova password" error={errors.confirmation?.message}>
        <input type="password" autoComplete="new-password" {...form.register('confirmation')} />
      </Field>
      <FormError message={form.submitError} testId="password-error" />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Salvataggio…' : mode === 'create' ? 'Crea la password' : 'Salva la password'}
      </button>
    </form>
  );
}
