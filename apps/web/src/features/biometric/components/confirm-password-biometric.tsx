import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { useSession } from '../../../lib/session';
import { platform } from '../../../platform';
import { activateBiometric, biometryWords, deviceBiometry, loggedInUsername } from '../api/credentials';
import { confirmPassword } from '../api/confirm-password';
import './biometric.css';

/**
 * /confirm-psw-biometric: the password is confirmed with the server, then the fingerprint (or
 * face) is asked once; only then are the credentials kept in the keychain and the biometric
 * login turned on.
 */
export function ConfirmPasswordBiometric({ onActivated }: { onActivated: () => void }) {
  const { adoptSession } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const missing = touched && password === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (password === '') return;
    const username = loggedInUsername();
    if (!username) {
      navigate('/applogin', { replace: true });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const kind = await deviceBiometry();
      if (!kind) {
        setMessage("Su questo dispositivo non è registrata un'impronta digitale né un volto.");
        return;
      }
      const confirmed = await confirmPassword(username, password);
      if (!confirmed.ok) {
        setMessage(confirmed.message);
        return;
      }
      adoptSession(confirmed.session);
      const words = biometryWords(kind);
      const recognised = await platform().biometric.verify(`Conferma ${words.noun} per attivare l'accesso`);
      if (!recognised) {
        setMessage(`${words.failed}: l'accesso biometrico non è stato attivato. Riprova.`);
        return;
      }
      await activateBiometric({ username, password });
      onActivated();
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="biometric" aria-labelledby="confirm-biometric-title">
      <h1 id="confirm-biometric-title">Conferma la password</h1>
      <p>Per attivare l&apos;accesso biometrico inserisci la password del tuo account.</p>
      <form className="form" noValidate onSubmit={submit} aria-label="Conferma della password">
        {message && (
          <p role="alert" className="alert alert--error" data-testid="confirm-biometric-error">
            {message}
          </p>
        )}
        <PasswordField
          value={password}
          onChange={setPassword}
          error={missing ? 'Inserire la password' : null}
        />
        <div className="biometric__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Verifica in corso…' : 'Conferma'}
          </button>
          <button type="button" className="button" onClick={() => navigate(-1)}>
            Annulla
          </button>
        </div>
      </form>
    </section>
  );
}
