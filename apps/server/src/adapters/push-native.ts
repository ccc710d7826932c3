import type { Config } from '../config';
import { APNS_HOSTS, apnsPushAdapter, readApnsKey } from './apns';
import { fcmPushAdapter, readServiceAccount } from './fcm';
import { nativePushAdapter, type PushAdapter } from './push';

export type NativePushSettings = Pick<
  Config,
  | 'MODE'
  | 'FCM_SERVICE_ACCOUNT_FILE'
  | 'FCM_API_URL'
  | 'APNS_KEY_FILE'
  | 'APNS_KEY_ID'
  | 'APNS_TEAM_ID'
  | 'APNS_TOPIC'
  | 'APNS_ENVIRONMENT'
  | 'APNS_HOST'
>;

/**
 * The app's push path from the settings: FCM when FCM_SERVICE_ACCOUNT_FILE is set, APNs when its
 * key is, the relay (`gateway`, PUSH_GATEWAY_URL) for the devices of a service without credentials.
 * The key files are read here, at start: an unreadable or wrong one stops the start, naming it.
 * `apnsCa`: certificates to trust for APNs besides the system's (tests).
 */
export function nativePushAdapterFor(
  config: NativePushSettings,
  gateway: PushAdapter | null,
  options: { apnsCa?: (string | Buffer)[]; fetchImpl?: typeof fetch } = {},
): ReturnType<typeof nativePushAdapter> {
  const fcm = config.FCM_SERVICE_ACCOUNT_FILE
    ? fcmPushAdapter({
        serviceAccount: readServiceAccount(config.FCM_SERVICE_ACCOUNT_FILE),
        apiUrl: config.FCM_API_URL,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      })
    : null;
  const apns =
    config.APNS_KEY_FILE && config.APNS_KEY_ID && config.APNS_TEAM_ID && config.APNS_TOPIC
      ? apnsPushAdapter({
          key: readApnsKey(config.APNS_KEY_FILE),
          keyId: config.APNS_KEY_ID,
          teamId: config.APNS_TEAM_ID,
          topic: config.APNS_TOPIC,
          host: config.APNS_HOST ?? APNS_HOSTS[config.APNS_ENVIRONMENT],
          ...(options.apnsCa ? { ca: options.apnsCa } : {}),
        })
      : null;
  return nativePushAdapter({ fcm, apns, gateway, embedded: config.MODE === 'demo' });
}
