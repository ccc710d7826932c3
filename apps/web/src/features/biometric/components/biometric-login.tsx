import { useEffect, useState } from 'react';
import { LOGIN_FAILED_MESSAGE, useSession, type LoginResult } from '../../../lib/session';
import type { BiometryKind } from '../../../platform';
import { platform } from '../../../platform';
import {
  biometryWords,
  deviceBiometry,
  forgetBiometric,
  isBiometricActive,
  readCredentials,
} from '../api/credentials';
import { FingerprintIcon } from './fingerprint-icon';
import './biometric.css';

export const PASSWORD_CHANGED_MESSAGE =
  "La password è cambiata: accedi con la nuova password e riattiva l'accesso biometrico.";

/**
 * The app login's biometric button (shown only when the biometric login is on and the device
 * still has its biometry): the fingerprint or face unlocks the credentials of the keychain,
 * which log in. Credentials the server refuses (the password changed) are forgotten.
 */
export function BiometricLogin({
  brandName,
  onSuccess,
}: {
  brandName: string;
  onSuccess: (result: LoginResult & { ok: true }) => void;
}) {
  const { login } = useSession();
  const [kind, setKind] = useState<BiometryKind | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    if (!isBiometricActive()) return;
    void deviceBiometry().then((found) => active && setKind(found));
    return () => {
      active = false;
    };
  }, []);

  if (!kind && !message) return null;
  const words = biometryWords(kind);

  async function start() {
    setPending(true);
    setMessage(null);
    try {
      const recognised = await platform().biometric.verify(`Accedi a ${brandName}`);
      if (!recognised) {
        setMessage(`${words.failed}. Riprova o accedi con nome utente e password.`);
        return;
      }
      const credentials = await readCredentials();
      if (!credentials) {
        await forgetBiometric();
        setKind(null);
        return;
      }
      const result = await login(credentials.username, credentials.password);
      if (result.ok) {
        onSuccess(result);
        return;
      }
      if (result.message === LOGIN_FAILED_MESSAGE) {
        await forgetBiometric();
        setKind(null);
        setMessage(PASSWORD_CHANGED_MESSAGE);
        return;
      }
      setMessage(result.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="biometric-login">
      {message && (
        <p role="alert" className="alert alert--error" data-testid="biometric-error">
          {message}
        </p>
      )}
      {kind && (
        <>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={start}
            disabled={pending}
          >
            <FingerprintIcon className="biometric-login__icon" />
            {pending ? 'Verifica in corso…' : `Accedi con ${words.noun}`}
          </button>
          <p className="muted biometric-login__or">oppure inserisci nome utente e password</p>
        </>
      )}
    </div>
  );
}
