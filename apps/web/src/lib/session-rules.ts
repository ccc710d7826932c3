/*
 * The two start/resume rules below are the domain package's `appStartDecision` and
 * `shouldRefreshOnResume` (session-rules.ts), spelled here because that module also holds the
 * popups and their texts, which must stay out of the login page's bundle. session.test.ts checks
 * them against the domain functions, case by case.
 */

/** MESSAGES.loginFailed (section 8), spelled here for the same reason (checked by a test). */
export const LOGIN_FAILED_MESSAGE = 'Nome utente o password non corretti';

/** App start: logged out with a company chosen and biometric off, the company is cleared. */
export function startClearsCompany(input: {
  loggedIn: boolean;
  company: string | null | undefined;
  biometricActive: boolean;
}): boolean {
  return !input.loggedIn && !!input.company && !input.biometricActive;
}

/** Resume: refresh the session when logged in and no login is in progress. */
export function refreshesOnResume(input: { loggedIn: boolean; loginInProgress: boolean }): boolean {
  return input.loggedIn && !input.loginInProgress;
}
