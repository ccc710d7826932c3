import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  MESSAGES,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  validatePasswordConfirmation,
  type PasswordRule,
} from '@sportello/domain';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { errorMessage, fieldMessage, useUpdateUser } from '../api/update-account';
import './profile.css';

const RULES = Object.keys(PASSWORD_RULE_MESSAGES) as PasswordRule[];
const CURRENT_REQUIRED = 'Inserire la password attuale';

/**
 * /edit-password: the current password and the new one twice. The rules of section 5 are listed
 * under the new password and tick as the person types; the confirmation says at once when it
 * differs. The server may still refuse (wrong current password, a common password): its Italian
 * message shows on the field it names.
 */
export function PasswordChangeForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { session } = useSession();
  const feedback = useFeedback();
  const save = useUpdateUser();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const ids = {
    current: useId(),
    password: useId(),
    confirmation: useId(),
    rules: useId(),
    currentError: useId(),
    passwordError: useId(),
    confirmationError: useId(),
  };
  const userId = session?.user?.id;
  const failures = passwordRuleFailures(password);
  const mismatch = confirmation !== '' ? validatePasswordConfirmation(password, confirmation) : null;

  const serverCurrent = save.isError ? fieldMessage(save.error, 'updateUserRequest.currentPassword') : null;
  const serverPassword = save.isError ? fieldMessage(save.error, 'updateUserRequest.password') : null;
  const currentError = (submitted && current === '' ? CURRENT_REQUIRED : null) ?? serverCurrent;
  const passwordError =
    (submitted && failures.length > 0 ? PASSWORD_RULE_MESSAGES[failures[0]!] : null) ?? serverPassword;
  const confirmationError = mismatch ?? (submitted && confirmation === '' ? MESSAGES.required : null);
  const generalError = save.isError && !serverCurrent && !serverPassword ? errorMessage(save.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!userId || current === '' || failures.length > 0 || confirmation === '' || mismatch) return;
    try {
      await save.mutateAsync({ id: userId, currentPassword: current, password });
    } catch {
      return;
    }
    onChanged?.();
    feedback.show({
      title: 'Password aggiornata!',
      description:
        '<p>La nuova password è attiva. Per la tua sicurezza abbiamo chiuso tutte le altre sessioni aperte con il tuo account: sugli altri dispositivi dovrai accedere di nuovo.</p>',
      firstButton: { label: 'Torna al profilo', link: '/profile' },
    });
  }

  const describedBy = (...parts: (string | false | null | undefined)[]) =>
    parts.filter(Boolean).join(' ') || undefined;

  return (
    <form className="form profile-form" noValidate onSubmit={submit} aria-label="Cambio password">
      <div className="field">
        <label htmlFor={ids.current}>Password attuale</label>
        <input
          id={ids.current}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            if (save.isError) save.reset();
          }}
          aria-invalid={currentError ? true : undefined}
          aria-describedby={describedBy(currentError && ids.currentError)}
        />
        {currentError && (
          <p id={ids.currentError} className="field__error" data-testid="current-password-error">
            {currentError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.password}>Nuova password</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (save.isError) save.reset();
          }}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(ids.rules, passwordError && ids.passwordError)}
        />
        <ul
          id={ids.rules}
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
        {passwordError && (
          <p id={ids.passwordError} className="field__error" data-testid="new-password-error">
            {passwordError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.confirmation}>Conferma la nuova password</label>
        <input
          id={ids.confirmation}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={confirmationError ? true : undefined}
          aria-describedby={describedBy(confirmationError && ids.confirmationError)}
        />
        {confirmationError && (
          <p id={ids.confirmationError} className="field__error" data-testid="confirmation-error">
            {confirmationError}
          </p>
        )}
      </div>
      {generalError && (
        <p role="alert" className="alert alert--error">
          {generalError}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Salvataggio…' : 'Cambia password'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}
