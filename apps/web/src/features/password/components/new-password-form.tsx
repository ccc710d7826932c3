import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@sportello/domain';
import { hasNewPasswordProblems, newPasswordProblems } from '@sportello/domain/password-reset';
import { useFeedback } from '../../../components/ui/feedback-context';
import { createSession, useSession } from '../../../lib/session';
import { setPasswordErrorMessage, useSetPasswordFromLink } from '../api/password-api';
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const ids = { password: useId(), confirmation: useId(), rules: useId() };
  const problems = newPasswordProblems(password, confirmation);
  const shown = touched ? problems : { password: [], confirmation: null };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (hasNewPasswordProblems(problems)) return;
    try {
      await save.mutateAsync({ userId, password });
    } catch {
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
  }

  const describedBy = (base: string, hasError: boolean, errorId: string) =>
    [base, hasError ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="form password-form" noValidate onSubmit={submit}>
      <p id={ids.rules} className="muted password-form__hint">
        Almeno {PASSWORD_MIN_LENGTH} caratteri, con almeno una lettera maiuscola, un numero e un simbolo.
      </p>
      <div className="field">
        <label htmlFor={ids.password}>Nuova password</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={shown.password.length > 0 ? true : undefined}
          aria-describedby={describedBy(ids.rules, shown.password.length > 0, `${ids.password}-errore`)}
        />
        {shown.password.length > 0 && (
          <ul id={`${ids.password}-errore`} className="password-form__errors" data-testid="password-rules">
            {shown.password.map((message) => (
              <li key={message} className="field__error">
                {message}
              </li>
            ))}
          </ul>
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
          aria-invalid={shown.confirmation ? true : undefined}
          aria-describedby={describedBy('', !!shown.confirmation, `${ids.confirmation}-errore`)}
        />
        {shown.confirmation && (
          <p id={`${ids.confirmation}-errore`} className="field__error">
            {shown.confirmation}
          </p>
        )}
      </div>
      {save.isError && (
        <p role="alert" className="alert alert--error" data-testid="password-error">
          {setPasswordErrorMessage(save.error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={save.isPending}>
        {save.isPending ? 'Salvataggio…' : mode === 'create' ? 'Crea la password' : 'Salva la password'}
      </button>
    </form>
  );
}
