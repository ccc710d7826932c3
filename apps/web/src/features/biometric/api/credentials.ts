import { local, LOCAL_KEYS } from '../../../lib/storage';
import { platform, type BiometryKind } from '../../../platform';

/** The keychain entry of the biometric login: username and password, nowhere else. */
export const CREDENTIALS_KEY = 'sportello.biometricCredentials';

export interface StoredCredentials {
  username: string;
  password: string;
}

/** `_biometric_active`: the biometric login is on for this device. */
export function isBiometricActive(): boolean {
  return local.get(LOCAL_KEYS.biometricActive) === '1';
}

/** `nb`: the person said "Non ora" to the biometric login (asked again after a logout). */
export function biometricDeclined(): boolean {
  return local.get(LOCAL_KEYS.nb) === '1';
}

export function declineBiometric(): void {
  local.set(LOCAL_KEYS.nb, '1');
}

/** The enrolled biometry, only in the app. */
export async function deviceBiometry(): Promise<BiometryKind | null> {
  if (!platform().native) return null;
  try {
    return await platform().biometric.available();
  } catch {
    return null;
  }
}

/** After login in the app: offer the biometric login when the device has one and it is not on or declined. */
export async function shouldOfferBiometric(): Promise<boolean> {
  if (isBiometricActive() || biometricDeclined()) return false;
  return (await deviceBiometry()) !== null;
}

/** Turns the biometric login on: the credentials go to the keychain, the flag to storage. */
export async function activateBiometric(credentials: StoredCredentials): Promise<void> {
  await platform().secureStorage.set(CREDENTIALS_KEY, JSON.stringify(credentials));
  local.set(LOCAL_KEYS.biometricActive, '1');
  local.remove(LOCAL_KEYS.nb);
}

export async function readCredentials(): Promise<StoredCredentials | null> {
  const raw = await platform().secureStorage.get(CREDENTIALS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredCredentials>;
    return typeof parsed.username === 'string' && typeof parsed.password === 'string'
      ? { username: parsed.username, password: parsed.password }
      : null;
  } catch {
    return null;
  }
}

/** Logout, a password change, or credentials the server refuses: the biometric login is off. */
export async function forgetBiometric(): Promise<void> {
  local.remove(LOCAL_KEYS.biometricActive);
  await platform().secureStorage.remove(CREDENTIALS_KEY);
}

/** Words for the enrolled biometry ("l'impronta digitale" / "il riconoscimento del volto"). */
export function biometryWords(kind: BiometryKind | null): { noun: string; failed: string } {
  return kind === 'face'
    ? { noun: 'il riconoscimento del volto', failed: 'Volto non riconosciuto' }
    : { noun: "l'impronta digitale", failed: 'Impronta non riconosciuta' };
}

/** The username of the logged-in user, as kept at login. */
export function loggedInUsername(): string | null {
  try {
    const user = JSON.parse(local.get(LOCAL_KEYS.user) ?? 'null') as { username?: unknown } | null;
    return typeof user?.username === 'string' ? user.username : null;
  } catch {
    return null;
  }
}
