import { platform } from '../platform';
import { hasWebPushExtension } from '../platform/web-push';
import { getWebPushKey, registerDevice, unregisterDevice } from '@sportello/contract/endpoints';
import { call } from './api-client';
import { local, LOCAL_KEYS } from './storage';

/**
 * This device's push id with the server (spec section 7, POST /Core/v1/devices): the app's
 * FCM/APNs token, or on the web the Web Push subscription's endpoint with its keys. The id is
 * kept locally (`pushNotificationsFbPushId`) once the server has it.
 */

/** Sends the push id the platform handed out to the server, then keeps it. */
export async function registerPushDevice(token: string): Promise<void> {
  const push = platform().push;
  const name = platform().name();
  const keys = name === 'web' && hasWebPushExtension(push) ? push.webPushKeys() : null;
  if (name === 'web' && !keys) throw new Error('Web Push subscription without keys');
  await call(registerDevice, {
    body: {
      registerDeviceRequest: { fbPushId: token, platform: name, ...(keys ? { webPush: keys } : {}) },
    },
    silent: true,
  });
  local.set(LOCAL_KEYS.pushId, token);
}

/** The push id kept for this device, if it is registered. */
export function pushDeviceId(): string | null {
  return local.get(LOCAL_KEYS.pushId);
}

/**
 * Logout (spec section 4): this device stops receiving the user's pushes, on the server (while
 * the session still has its user) and on the device. Never fails the logout.
 */
export async function forgetPushDevice(): Promise<void> {
  const id = pushDeviceId();
  if (!id) return;
  local.remove(LOCAL_KEYS.pushId);
  await call(unregisterDevice, {
    body: { unregisterDeviceRequest: { fbPushId: id } },
    silent: true,
  }).catch(() => undefined);
  await platform()
    .push.unregister()
    .catch(() => undefined);
}

/** How long the push service may take to hand out the token after the registration. */
const TOKEN_TIMEOUT_MS = 30_000;

/**
 * Turns push on for this device: the permission is asked, the platform registers (the app with
 * FCM/APNs; the browser with Web Push and the server's VAPID key), and the push id it hands out
 * goes to the server. Rejects when the permission is refused or the browser cannot.
 */
export async function enablePushDevice(): Promise<string> {
  const push = platform().push;
  if (!push.supported()) throw new Error('push not supported');
  if (hasWebPushExtension(push))
    push.setServerKey(async () => {
      const answer = await call(getWebPushKey, { silent: true });
      return answer.publicKey;
    });
  let stop = () => {};
  const token = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no push token')), TOKEN_TIMEOUT_MS);
    stop = push.onToken((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
  try {
    await push.register();
    const value = await token;
    await registerPushDevice(value);
    return value;
  } finally {
    stop();
  }
}
