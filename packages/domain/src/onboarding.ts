/**
 * The onboarding tour (spec section 2, route /onboarding): shown once after the first login and
 * remembered in the user's `userOptions` (a JSON object kept by the server, PUT /Core/v1/users).
 * Kept apart from the package index so that the login page can import it without the rest.
 */

/** The userOptions key that records the tour as seen (completed or skipped). */
export const ONBOARDING_OPTION_KEY = 'onboardingDone';

/** userOptions as an object; anything unreadable or not an object counts as empty. */
export function parseUserOptions(userOptions: string | null | undefined): Record<string, unknown> {
  if (!userOptions) return {};
  try {
    const parsed: unknown = JSON.parse(userOptions);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Whether the user has already seen (completed or skipped) the tour. */
export function hasSeenOnboarding(userOptions: string | null | undefined): boolean {
  return parseUserOptions(userOptions)[ONBOARDING_OPTION_KEY] === true;
}

/** The userOptions to save once the tour is seen: the other options are kept as they are. */
export function withOnboardingSeen(userOptions: string | null | undefined): string {
  return JSON.stringify({ ...parseUserOptions(userOptions), [ONBOARDING_OPTION_KEY]: true });
}

/** Where a successful login goes: the tour the first time, else the dashboard. */
export function afterLoginPath(user: { userOptions?: string | null } | null | undefined): string {
  return user && !hasSeenOnboarding(user.userOptions) ? '/onboarding' : '/dashboard';
}
