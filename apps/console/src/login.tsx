import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { PasswordField } from '@kit/password-field';
import { api, type ConsoleSession } from './api';

/**
 * The console's login in two steps: username and password, then the code of the authenticator
 * app (or a recovery code). Both go to the server together at the second step, so a wrong
 * password and a wrong code get the same answer and the first step tells nothing.
 */
export function Login({ onLoggedIn }: { onLoggedIn: (sessionId: string) => void }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);

  const toCode = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(username.trim() ? {} : { username: 'Inserire il nome utente' }),
      ...(password ? {} : { password: 'Inserire la password' }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setFailure(null);
      setStep('code');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) {
      setErrors({ code: 'Inserire il codice a 6 cifre dell’app di autenticazione o un codice di recupero' });
      return;
    }
    setBusy(true);
    try {
      const session = await api<ConsoleSession>('POST', '/sessions', {
        body: { username: username.trim(), password, code: code.trim() },
      });
      onLoggedIn(session.sessionId);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Accesso non riuscito.');
      setPassword('');
      setCode('');
      setErrors({});
      setStep('password');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="fullscreen console-login">
      <div className="login-card">
        <p className="console-brand">Sportello · Console operatori</p>
        {step === 'password' ? (
          <form className="form" onSubmit={toCode} noValidate aria-labelledby="login-title">
            <h1 id="login-title" ref={heading} tabIndex={-1}>
              Accesso operatori
            </h1>
            {failure && <Alert tone="error">{failure}</Alert>}
            <Field label="Nome utente" error={errors.username} required>
              <input
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field>
            <PasswordField
              value={password}
              onChange={setPassword}
              error={errors.password ?? null}
              name="password"
            />
            <button type="submit" className="button button--primary button--block">
              Continua
            </button>
          </form>
        ) : (
          <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="code-title">
            <h1 id="code-title" ref={heading} tabIndex={-1}>
              Codice di verifica
            </h1>
            <p className="muted">
              Inserire il codice a 6 cifre mostrato dall’app di autenticazione per{' '}
              <strong>{username.trim()}</strong>, oppure uno dei codici di recupero.
            </p>
            <Field label="Codice" error={errors.code} required>
              <input
                name="code"
                autoComplete="one-time-code"
                inputMode="text"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? 'Accesso in corso…' : 'Entra'}
            </button>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => setStep('password')}
            >
              Indietro
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
