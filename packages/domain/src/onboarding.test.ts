import { describe, expect, it } from 'vitest';
import { afterLoginPath, hasSeenOnboarding, parseUserOptions, withOnboardingSeen } from './onboarding';

describe('onboarding in userOptions', () => {
  it.each([
    ['{}', false],
    ['', false],
    [null, false],
    ['not json', false],
    ['[true]', false],
    ['{"onboardingDone":false}', false],
    ['{"onboardingDone":"true"}', false],
    ['{"onboardingDone":true}', true],
    ['{"theme":"dark","onboardingDone":true}', true],
  ])('%s seen: %s', (options, seen) => {
    expect(hasSeenOnboarding(options)).toBe(seen);
  });

  it('marks the tour seen and keeps the other options', () => {
    expect(JSON.parse(withOnboardingSeen('{"theme":"dark"}'))).toEqual({
      theme: 'dark',
      onboardingDone: true,
    });
    expect(JSON.parse(withOnboardingSeen('broken'))).toEqual({ onboardingDone: true });
    expect(hasSeenOnboarding(withOnboardingSeen(null))).toBe(true);
  });

  it('reads unreadable options as empty', () => {
    expect(parseUserOptions('42')).toEqual({});
    expect(parseUserOptions('{"a":1}')).toEqual({ a: 1 });
  });

  it.each([
    [{ userOptions: '{}' }, '/onboarding'],
    [{ userOptions: '{"onboardingDone":true}' }, '/dashboard'],
    [null, '/dashboard'],
  ])('after login with %j goes to %s', (user, path) => {
    expect(afterLoginPath(user)).toBe(path);
  });
});
