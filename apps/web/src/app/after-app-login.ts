/**
 * Where a login on app-login goes instead of the dashboard (guard step 8): the app login screen
 * sets it while the biometric login is to be offered (/active-biometric) and clears it when it
 * goes away. The guard reads it at the redirect, so the offer never races the step 8 redirect.
 */
let target: string | null = null;

export const afterAppLogin = {
  set(path: string | null): void {
    target = path;
  },
  get(): string | null {
    return target;
  },
};
