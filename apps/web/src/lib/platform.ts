/**
 * Which platform the web code runs on. The Capacitor shell injects `window.Capacitor` into its
 * web view before our code runs, so reading it here costs nothing and keeps `@capacitor/core` out
 * of the web bundle.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
}

/** True inside the native app (Android or iOS web view), false in a browser. */
export function isNativePlatform(): boolean {
  try {
    return capacitor()?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/** True in a browser: the cookie banner and the floating help exist only here. */
export function isWeb(): boolean {
  return !isNativePlatform();
}

/** 'android' or 'ios' inside the native app, 'web' in a browser. */
export function platformName(): string {
  try {
    return capacitor()?.getPlatform?.() ?? 'web';
  } catch {
    return 'web';
  }
}
