import { MIN_VERSION_CHECK_INTERVAL_MS, STORE_COUNTRY } from './constants';

function parts(version: string | null | undefined): number[] {
  const v = (version ?? '').trim().replace(/^v/i, '');
  if (v === '') return [];
  return v.split('.').map((p) => {
    const n = Number.parseInt(p, 10);
    return Number.isNaN(n) ? 0 : n;
  });
}

/** Compares dotted versions part by part as numbers; missing parts count as 0. */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  const n = Math.max(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** An update is forced when the installed version is lower than App_min_version. */
export function isUpdateRequired(
  installed: string | null | undefined,
  minVersion: string | null | undefined,
): boolean {
  if (!minVersion || minVersion.trim() === '') return false;
  return compareVersions(installed, minVersion) < 0;
}

/** The forced-update check runs when logged in, at most every 3 hours. */
export function isMinVersionCheckDue(input: {
  loggedIn: boolean;
  lastCheckAt: number | null | undefined;
  now: number;
}): boolean {
  if (!input.loggedIn) return false;
  if (input.lastCheckAt == null) return true;
  return input.now - input.lastCheckAt >= MIN_VERSION_CHECK_INTERVAL_MS;
}

/** A brand's app in the two stores: the Android package name and the App Store id ("id" + digits). */
export interface AppStoreIds {
  android: string;
  ios: string;
}

/**
 * Where "Aggiorna ora" sends the app: the brand's page in its platform's store, for the store
 * country (IT, spec section 9). Other platforms (the web) have no store: undefined.
 */
export function appStoreUrl(
  platform: string | null | undefined,
  ids: AppStoreIds,
  country: string = STORE_COUNTRY,
): string | undefined {
  if (platform === 'android') {
    return `https://play.google.com/store/apps/details?id=${encodeURIComponent(ids.android)}&gl=${country.toUpperCase()}`;
  }
  if (platform === 'ios') {
    return `https://apps.apple.com/${country.toLowerCase()}/app/${encodeURIComponent(ids.ios)}`;
  }
  return undefined;
}
