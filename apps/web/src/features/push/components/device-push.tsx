import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { enablePushDevice, forgetPushDevice, pushDeviceId } from '../../../lib/push-device';
import { platform } from '../../../platform';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

/**
 * /manage-push: push on this device (the browser with Web Push, or the app), on or off. What the
 * user receives is still chosen by the preferences above (service, commercial), which the server
 * honours when it sends.
 */
export function DevicePush() {
  const push = platform().push;
  const web = platform().name() === 'web';
  const [active, setActive] = useState(() => pushDeviceId() !== null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!push.supported()) {
    return web ? (
      <p className="muted" data-testid="device-push-unsupported">
        Questo browser non può ricevere notifiche push.
      </p>
    ) : null;
  }
  const where = web ? 'questo browser' : 'questo dispositivo';

  async function enable() {
    setStatus({ kind: 'busy' });
    try {
      await enablePushDevice();
      setActive(true);
      setStatus({ kind: 'ok', text: `Notifiche push attivate su ${where}.` });
    } catch {
      setStatus({
        kind: 'error',
        text: `Non è stato possibile attivare le notifiche su ${where}: controlla che siano permesse nelle impostazioni${web ? ' del browser' : ''}.`,
      });
    }
  }

  async function disable() {
    setStatus({ kind: 'busy' });
    await forgetPushDevice();
    setActive(false);
    setStatus({ kind: 'ok', text: `Notifiche push disattivate su ${where}.` });
  }

  return (
    <section className="section" aria-labelledby="device-push-title">
      <h2 id="device-push-title">Notifiche su {where}</h2>
      <p className="muted">
        {active
          ? `Le notifiche push sono attive su ${where}.`
          : `Le notifiche push non sono attive su ${where}.`}
      </p>
      {status.kind === 'ok' && <Alert tone="success">{status.text}</Alert>}
      {status.kind === 'error' && <Alert tone="error">{status.text}</Alert>}
      <button
        type="button"
        className="button"
        disabled={status.kind === 'busy'}
        onClick={() => void (active ? disable() : enable())}
      >
        {status.kind === 'busy' ? 'Attendere…' : active ? `Disattiva su ${where}` : `Attiva su ${where}`}
      </button>
    </section>
  );
}
