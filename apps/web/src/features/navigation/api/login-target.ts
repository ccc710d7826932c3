import { findRoute, matchRoute } from '@sportello/domain';

/** What the shell's guard decided, as far as the login target goes. */
export interface LoginTargetInput {
  decision: { kind: 'render' | 'load-customer' | 'reload' } | { kind: 'redirect'; step: unknown };
  /** The current route name and full path. */
  name: string | null;
  path: string;
  loggedIn: boolean;
  /** The path kept from before the login, if any. */
  stored: string | null;
}

export type LoginTargetAction =
  { kind: 'remember'; path: string } | { kind: 'go'; path: string } | { kind: 'forget' } | { kind: 'none' };

/** Where a logged-out visitor may pass on the way to the login without giving up the target. */
const ON_THE_WAY = ['login', 'app-login', 'company', 'index'];
/** Where a login lands: the kept target takes over there. */
const LANDINGS = ['dashboard'];

/**
 * A logged-out visitor sent to the login from a route that takes a login or a link (self-reading,
 * anonymous graphs: issue 18 item 12) gets there once logged in: the path is kept when the guard
 * redirects (step 5), followed when the login reaches the dashboard, and dropped when the visitor
 * goes elsewhere logged out.
 */
export function loginTargetAction(input: LoginTargetInput): LoginTargetAction {
  const { decision, name, path, loggedIn, stored } = input;
  if (decision.kind === 'redirect') {
    // The router may not know the module route yet (name null): the path tells which it is.
    const route = findRoute(name) ?? (name === null ? matchRoute(path)?.route : undefined);
    if (decision.step === 5 && !loggedIn && route?.auth === 'link') return { kind: 'remember', path };
    return { kind: 'none' };
  }
  if (decision.kind !== 'render' || stored === null) return { kind: 'none' };
  if (loggedIn)
    return name !== null && LANDINGS.includes(name) ? { kind: 'go', path: stored } : { kind: 'none' };
  return name !== null && ON_THE_WAY.includes(name) ? { kind: 'none' } : { kind: 'forget' };
}
