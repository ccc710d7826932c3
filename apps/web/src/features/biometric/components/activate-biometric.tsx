import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
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

/** What the device offers: its enrolled biometry (none on the web or when not enrolled). */
interface Device {
  kind: BiometryKind | null;
  web: boolean;
}

/**
 * /active-biometric: offers the biometric login after an app login (or shows that it is on and
 * lets the person turn it off). "Attiva" asks for the password first (/confirm-psw-biometric);
 * "Non ora" is remembered (`nb`) until the next logout.
 */
export function ActivateBiometric({ continueTo }: { continueTo: string }) {
  // Asked of the device at each visit (biometry can be enrolled in between): never cached.
  const device = useQuery({
    queryKey: ['biometric', 'device'],
    queryFn: async (): Promise<Device> => ({ kind: await deviceBiometry(), web: !platform().native }),
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <QueryState
      query={device}
      loading="Verifica del dispositivo in corso…"
      error="Non è stato possibile verificare il dispositivo."
    >
      {(found) =>
        found.kind ? (
          <BiometricOffer kind={found.kind} continueTo={continueTo} />
        ) : (
          <NoBiometry web={found.web} continueTo={continueTo} />
        )
      }
    </QueryState>
  );
}

/** A device without biometry: where it is available, or how to enrol it. */
function NoBiometry({ web, continueTo }: { web: boolean; continueTo: string }) {
  return (
    <section className="biometric" aria-labelledby="biometric-title">
      <h1 id="biometric-title">Accesso biometrico</h1>
      <p>
        {web
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

/** The offer (or, once on, the way to turn it off) for the device's biometry. */
function BiometricOffer({ kind, continueTo }: { kind: BiometryKind; continueTo: string }) {
  const navigate = useNavigate();
  const [active, setActive] = useState(isBiometricActive);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = biometryWords(kind);
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
      {active ? (
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
                setActive(false);
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
