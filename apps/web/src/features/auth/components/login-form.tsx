import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { replayEarlySubmit } from '../../../lib/early-submit';

/** Username and password, with the specification's failure messages read out to screen readers. */
export function LoginForm({
  onSuccess,
}: {
  /** The logged-in user's userOptions decide where to go (the tour the first time). */
  onSuccess: (user?: { userOptions: string }) => void;
}) {
  const { login } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ids = { user: useId(), userError: useId() };
  // The form comes prerendered in the HTML: until the app has taken it over it cannot be sent
  // (a native submission would put the password in the address), and what was typed or
  // autofilled into it meanwhile is kept.
  const hydrated = useHydrated();
  const userInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // An Enter pressed while the app was taking the form over is honoured now (lib/early-submit).
  useEffect(() => {
    if (hydrated) replayEarlySubmit(formRef.current);
  }, [hydrated]);
  useEffect(() => {
    const typed = { user: userInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    if (typed.user) setUsername(typed.user);
    if (typed.password) setPassword(typed.password);
  }, []);

  const userMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The fields themselves: what was typed before the app took the form over may not have reached
    // the state yet when an early Enter is replayed (the fields are controlled: otherwise the same).
    const user = userInput.current?.value ?? username;
    const secret = passwordInput.current?.value ?? password;
    setUsername(user);
    setPassword(secret);
    setTouched(true);
    if (user.trim() === '' || secret === '') return;
    setPending(true);
    setMessage(null);
    const result = await login(user.trim(), secret);
    setPending(false);
    if (result.ok) onSuccess(result.user);
    else setMessage(result.message);
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-label="Accesso all'area clienti">
      {message && (
        <p role="alert" className="alert alert--error" data-testid="login-error">
          {message}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.user}>Nome utente</label>
        <input
          ref={userInput}
          id={ids.user}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={userMissing}
          aria-describedby={userMissing ? ids.userError : undefined}
          required
        />
        {userMissing && (
          <p id={ids.userError} className="field__error">
            Inserire il nome utente
          </p>
        )}
      </div>
      <PasswordField
        ref={passwordInput}
        name="password"
        value={password}
        onChange={setPassword}
        error={passwordMissing ? 'Inserire la password' : null}
      />
      <button type="submit" className="button button--primary button--block" disabled={pending || !hydrated}>
        {pending ? 'Accesso in corso…' : 'Accedi'}
      </button>
      <p className="form__links">
        <Link to="/password-dimenticata">Password dimenticata?</Link>
        <Link to="/registrazione">Non sei registrato? Registrati</Link>
      </p>
    </form>
  );
}
