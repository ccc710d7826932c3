// @vitest-environment jsdom
// Beside the feature rather than in api/, which is being rewritten by another hand.
import { afterEach, describe, expect, it } from 'vitest';
import { session as tabStorage, SESSION_KEYS } from '../../lib/storage';
import { keepPushAfterLogin, takePushAfterLogin } from './api/push-after-login';

afterEach(() => tabStorage.remove(SESSION_KEYS.pushAfterLogin));

describe('push kept for after the login', () => {
  it('is given back once, then forgotten', () => {
    keepPushAfterLogin({ module: '1', invoiceKey: 'F123' });
    expect(takePushAfterLogin()).toEqual({ module: '1', invoiceKey: 'F123' });
    expect(takePushAfterLogin()).toBeNull();
  });

  it('a push without data is kept as an empty one', () => {
    keepPushAfterLogin(null);
    expect(takePushAfterLogin()).toEqual({});
  });

  it.each([['[1,2]'], ['"text"'], ['null'], ['{not json']])('a stored %s is no push', (raw) => {
    tabStorage.set(SESSION_KEYS.pushAfterLogin, raw);
    expect(takePushAfterLogin()).toBeNull();
    expect(tabStorage.get(SESSION_KEYS.pushAfterLogin)).toBeNull();
  });
});
