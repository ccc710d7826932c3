import { Link } from 'react-router';
import { PASSWORD_RULE_MESSAGES, passwordRuleFailures, type PasswordRule } from '@sportello/domain';
import { useId } from 'react';
import { useFeedback } from '../../../components/ui/feedback-context';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateUser } from '../api/update-account';
import { explained } from '../../../components/ui/form';
import { passwordChangeSchema } from './profile-schemas';
import './profile.css';

const RULES = Object.keys(PASSWORD_RULE_MESSAGES) as PasswordRule[];

/**
 * /edit-password: the current password and the new one twice. The rules of section 5 are listed
 * under the new password and tick as the person types; once the form was sent the messages follow
 * each change; the confirmation says at once when it differs. The server
 * may still refuse (wrong current password, a common password): its Italian message shows on the
 * field it names.
 */
export function PasswordChangeForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { session } = useSession();
  const feedback = useFeedback();
  const save = useUpdateUser();
  const rulesId = useId();
  // As the form always did: the messages come with the first submit, then follow each change;
  // only the confirmation says at once (while typed, or as the new password changes) that it
  // differs. No check on leaving a field, so no message moves the button under a click.
  const form = useZodForm(passwordChangeSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const checkConfirmation = () => {
    if (isSubmitted) return; // after a submit every change is checked already
    if (form.getValues('confirmation') === '') form.clearErrors('confirmation');
    else void form.trigger('confirmation');
  };
  const password = form.watch('password');
  const failures = passwordRuleFailures(password);
  const userId = session?.user?.id;

  const onSubmit = form.submit(
    async ({ currentPassword, password: fresh }) => {
      if (!userId) return;
      await explained(save.mutateAsync({ id: userId, currentPassword, password: fresh }));
      onChanged?.();
      feedback.show({
        title: 'Password aggiornata!',
        description:
          '<p>La nuova password è attiva. Per la tua sicurezza abbiamo chiuso tutte le altre sessioni aperte con il tuo account: sugli altri dispositivi dovrai accedere di nuovo.</p>',
        firstButton: { label: 'Torna al profilo', link: '/profile' },
      });
    },
    { fallback: RETRY_LATER_MESSAGE },
  );

  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit} aria-label="Cambio password">
      <Field
        label="Password attuale"
        error={errors.currentPassword?.message}
        errorTestId="current-password-error"
      >
        <input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field label="Nuova password" error={errors.password?.message} errorTestId="new-password-error">
        {(a11y) => (
          <>
            <input
              type="password"
              autoComplete="new-password"
              {...form.register('password', {
                onChange: checkConfirmation,
                // After a submit the confirmation follows the new password too.
                deps: isSubmitted ? ['confirmation'] : [],
              })}
              {...a11y}
              // The rules are read with the field, before its error.
              aria-describedby={[rulesId, a11y['aria-describedby']].filter(Boolean).join(' ')}
            />
            <ul
              id={rulesId}
              className="rule-list"
              data-testid="password-rules"
              aria-label="Requisiti della password"
            >
              {RULES.map((rule) => {
                const ok = password !== '' && !failures.includes(rule);
                return (
                  <li key={rule} className="rule-list__item" data-ok={password === '' ? undefined : ok}>
                    <span aria-hidden="true">{ok ? '✓ ' : '• '}</span>
                    {PASSWORD_RULE_MESSAGES[rule]}
                    <span className="visually-hidden">{ok ? ' (rispettato)' : ' (non rispettato)'}</span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Field>
      <Field
        label="Conferma la nuova password"
        error={errors.confirmation?.message}
        errorTestId="confirmation-error"
      >
        <input
          type="password"
          autoComplete="new-password"
          {...form.register('confirmation', { onChange: checkConfirmation })}
        />
      </Field>
      <FormError message={form.submitError} />
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Salvataggio…' : 'Cambia password'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}
