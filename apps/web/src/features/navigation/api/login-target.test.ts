import { describe, expect, it } from 'vitest';
import { loginTargetAction, type LoginTargetInput } from './login-target';

const base: LoginTargetInput = {
  decision: { kind: 'render' },
  name: 'dashboard',
  path: '/dashboard',
  loggedIn: true,
  stored: null,
};

describe('the target kept across the login (issue 18 item 12)', () => {
  it('keeps the self-reading and the anonymous graphs when the guard sends a visitor to the login', () => {
    for (const [name, path] of [
      ['supply_self_reading', '/supplies/7/autolettura'],
      ['supply-graphs-anon', '/supplies/AST1/graphs/anon'],
    ] as const) {
      expect(
        loginTargetAction({ ...base, decision: { kind: 'redirect', step: 5 }, name, path, loggedIn: false }),
      ).toEqual({ kind: 'remember', path });
    }
    // The router did not know the module route yet: the path says which it is.
    expect(
      loginTargetAction({
        ...base,
        decision: { kind: 'redirect', step: 5 },
        name: null,
        path: '/supplies/7/autolettura',
        loggedIn: false,
      }),
    ).toEqual({ kind: 'remember', path: '/supplies/7/autolettura' });
    // Other routes that need a login, and other redirects, keep nothing.
    expect(
      loginTargetAction({
        ...base,
        decision: { kind: 'redirect', step: 5 },
        name: 'supplies',
        path: '/supplies',
        loggedIn: false,
      }),
    ).toEqual({ kind: 'none' });
    expect(
      loginTargetAction({
        ...base,
        decision: { kind: 'redirect', step: 3 },
        name: 'supply_self_reading',
        path: '/supplies/7/autolettura',
        loggedIn: false,
      }),
    ).toEqual({ kind: 'none' });
  });

  it('follows it once the login reaches the dashboard, not before', () => {
    const stored = '/supplies/7/autolettura';
    expect(loginTargetAction({ ...base, stored })).toEqual({ kind: 'go', path: stored });
    expect(loginTargetAction({ ...base, stored, name: 'onboarding', path: '/onboarding' })).toEqual({
      kind: 'none',
    });
    expect(loginTargetAction({ ...base, stored, decision: { kind: 'load-customer' } })).toEqual({
      kind: 'none',
    });
    expect(loginTargetAction({ ...base })).toEqual({ kind: 'none' });
  });

  it('drops it when the visitor goes elsewhere logged out, keeps it on the way to the login', () => {
    const stored = '/supplies/7/autolettura';
    const loggedOut = { ...base, loggedIn: false, stored };
    expect(loginTargetAction({ ...loggedOut, name: 'login', path: '/login' })).toEqual({ kind: 'none' });
    expect(loginTargetAction({ ...loggedOut, name: 'app-login', path: '/applogin' })).toEqual({
      kind: 'none',
    });
    expect(loginTargetAction({ ...loggedOut, name: 'registration', path: '/registrazione' })).toEqual({
      kind: 'forget',
    });
  });
});
