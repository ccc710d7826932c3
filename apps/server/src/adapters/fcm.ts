import { readFileSync } from 'node:fs';
import { JWT } from 'google-auth-library';
import type { PushAdapter, PushDevice, PushNotice } from './push';

/**
 * Firebase Cloud Messaging, HTTP v1 API, straight from the server (issue 22, item 3): the OAuth
 * access token comes from the project's service account through google-auth-library's JWT client
 * (an RS256 assertion exchanged at the token endpoint, the token cached and renewed before it
 * expires); the message is a POST to `…/v1/projects/{project}/messages:send`.
 */

/** What FCM's OAuth token may do: send messages (the narrowest scope FCM accepts). */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google's token endpoint (the one google-auth-library calls). */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const FCM_DEFAULT_API_URL = 'https://fcm.googleapis.com';
/** How long FCM keeps a push for a phone that is off: one day, like Web Push's TTL. */
const FCM_TTL = '86400s';
const FCM_TIMEOUT_MS = 10_000;

/** The fields of a service-account key file (Firebase console, Project settings, Service accounts). */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

/** Reads and checks a service-account JSON file; the message names the file, never its content. */
export function readServiceAccount(file: string): ServiceAccount {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(
      `FCM_SERVICE_ACCOUNT_FILE: ${file} non è leggibile come JSON (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const text = (key: string) => (typeof json[key] === 'string' && json[key] !== '' ? json[key] : null);
  const projectId = text('project_id');
  const clientEmail = text('client_email');
  const privateKey = text('private_key');
  if (json.type !== 'service_account' || !projectId || !clientEmail || !privateKey)
    throw new Error(
      `FCM_SERVICE_ACCOUNT_FILE: ${file} non è la chiave di un account di servizio (servono type "service_account", project_id, client_email e private_key)`,
    );
  return { projectId, clientEmail, privateKey, tokenUri: text('token_uri') ?? GOOGLE_TOKEN_URL };
}

/**
 * FCM's `data` is a map of strings: nested values become dotted keys (`link.id`), which the app's
 * tap handler reads as it reads nested ones (domain: readPushPayload).
 */
export function fcmData(data: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    const name = prefix + key;
    if (typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, fcmData(value as Record<string, unknown>, `${name}.`));
    else out[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

/** The HTTP v1 message for one device. */
export function fcmMessage(device: PushDevice, notice: PushNotice) {
  return {
    message: {
      token: device.fbPushId,
      notification: { title: notice.title, body: notice.body },
      data: fcmData(notice.data),
      android: { priority: 'HIGH', ttl: FCM_TTL, notification: { sound: 'default' } },
      // An iOS app registered through Firebase: FCM hands this block to APNs.
      apns: {
        headers: { 'apns-push-type': 'alert', 'apns-priority': '10' },
        payload: { aps: { sound: 'default' } },
      },
    },
  };
}

/** An FCM answer that no retry mends (a bad request, a wrong project or credentials). */
function permanentError(message: string): Error {
  return Object.assign(new Error(message), { permanent: true });
}

export interface FcmOptions {
  serviceAccount: ServiceAccount;
  /** FCM's base address (a local fake in tests). */
  apiUrl?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The FCM adapter: 'gone' when FCM says the token is no longer registered (404, UNREGISTERED: the
 * app was uninstalled or the token rotated). 401, 429 and 5xx throw for a retry with backoff; other
 * refusals throw as permanent (the outbox row is a dead letter at once).
 */
export function fcmPushAdapter(options: FcmOptions): PushAdapter & { auth: JWT } {
  const { serviceAccount } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const auth = new JWT({
    email: serviceAccount.clientEmail,
    key: serviceAccount.privateKey,
    scopes: [FCM_SCOPE],
  });
  // The library asks Google's endpoint; a key file naming another one (token_uri) is honoured.
  if (serviceAccount.tokenUri !== GOOGLE_TOKEN_URL) {
    const tokenUri = serviceAccount.tokenUri;
    auth.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (String(config.url) === GOOGLE_TOKEN_URL) config.url = new URL(tokenUri);
        return config;
      },
    });
  }
  const base = (options.apiUrl ?? FCM_DEFAULT_API_URL).replace(/\/+$/, '');
  const endpoint = `${base}/v1/projects/${encodeURIComponent(serviceAccount.projectId)}/messages:send`;

  return {
    auth,
    async send(device, notice) {
      const { token } = await auth.getAccessToken();
      if (!token) throw new Error('FCM: nessun token di accesso OAuth');
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(fcmMessage(device, notice)),
        signal: AbortSignal.timeout(FCM_TIMEOUT_MS),
      });
      if (res.ok) return 'sent';
      // The answer names the error; it may echo the token, so only its codes are kept.
      const answer = (await res.json().catch(() => ({}))) as {
        error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] };
      };
      const errorCode = answer.error?.details?.find((d) => d.errorCode)?.errorCode;
      if (res.status === 404 || errorCode === 'UNREGISTERED') return 'gone';
      const what = `FCM answered ${res.status} ${errorCode ?? answer.error?.status ?? ''}`.trim();
      // 401: an access token refused (revoked, or just expired): the next attempt asks a new one.
      if (res.status === 401 || res.status === 429 || res.status >= 500) {
        if (res.status === 401) auth.credentials = {};
        throw new Error(what);
      }
      throw permanentError(what);
    },
  };
}
