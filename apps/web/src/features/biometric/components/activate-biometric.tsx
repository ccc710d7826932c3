import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { platform, type BiometryKind } from '../../../platform';
import {
  biometryWords,
  declineBiometric,
  deviceBiometry,
  forgetBiometric,
  isBiometricActive,
} from '../api/credentials';
import { FingerprintIcon } from './fingerprint-icon';
import './biometric.css';

type State =
  | { status: 'loading' }
  | { status: 'none'; web: boolean }
  | { status: 'ready'; kind: BiometryKind; active: boolean };

/**
 * /active-biometric: offers the biometric login after an app login (or shows that it is on and
 * lets the person turn it off). "Attiva" asks for the password first (/confirm-psw-biometric);
 * "Non ora" is remembered (`nb`) until the next logout.
 */
export function ActivateBiometric({ continueTo }: { continueTo: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let alive = true;
    void deviceBiometry().then((kind) => {
      if (!alive) return;
      setState(
        kind
          ? { status: 'ready', kind, active: isBiometricActive() }
          : { status: 'none', web: !platform().native },
      );
    });
    return () => {
      alive = false;
    };
  }, []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="muted">
        Verifica del dispositivo in corso…
      </p>
    );
  }
  if (state.status === 'none') {
    return (
      <section className="biometric" aria-labelledby="biometric-title">
        <h1 id="biometric-title">Accesso biometrico</h1>
        <p>
          {state.web
            ? "L'accesso con l'impronta digitale o il riconoscimento del volto è disponibile nell'app per smartphone."
            : "Su questo dispositivo non è registrata un'impronta digitale né un volto: registrali nelle impostazioni del telefono per accedere senza password."}
        </p>
        <div className="biometric__actions">
          <Link className="button button--primary" to={continueTo} replace>
            Continua
          </Link>
        </div>
      </section>
    );
  }
  const words = biometryWords(state.kind);
  return (
    <section className="biometric" aria-labelledby="biometric-title">
      <FingerprintIcon className="biometric__icon" />
      <h1 id="biometric-title" ref={heading} tabIndex={-1}>
        Accesso biometrico
      </h1>
      {notice && (
        <p role="status" className="alert biometric__notice">
          {notice}
        </p>
      )}
      {state.active ? (
        <>
          <p>
            L&apos;accesso con {words.noun} è attivo su questo dispositivo: all&apos;apertura dell&apos;app
            puoi accedere senza inserire la password.
          </p>
          <div className="biometric__actions">
            <button
              type="button"
              className="button"
              onClick={async () => {
                await forgetBiometric();
                setState({ ...state, active: false });
                setNotice(`Accesso con ${words.noun} disattivato.`);
                heading.current?.focus();
              }}
            >
              Disattiva
            </button>
            <Link className="button button--primary" to={continueTo} replace>
              Continua
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>
            Accedi più velocemente con {words.noun}: la prossima volta non dovrai inserire nome utente e
            password. Le credenziali restano cifrate sul dispositivo e vengono cancellate quando esci.
          </p>
          <div className="biometric__actions">
            <Link className="button button--primary" to="/confirm-psw-biometric">
              Attiva
            </Link>
            <button
              type="button"
              className="button"
              onClick={() => {
                declineBiometric();
                navigate(continueTo, { replace: true });
              }}
            >
              Non ora
            </button>
          </div>
        </>
      )}
    </section>
  );
}
