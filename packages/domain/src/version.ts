import { MIN_VERSION_CHECK_INTERVAL_MS } from './constants';

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
