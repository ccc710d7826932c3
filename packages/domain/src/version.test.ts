import { describe, expect, it } from 'vitest';
import { MIN_VERSION_CHECK_INTERVAL_MS } from './constants';
import { appStoreUrl, compareVersions, isMinVersionCheckDue, isUpdateRequired } from './version';

describe('version comparison', () => {
  it.each([
    ['1.10', '1.9', 1],
    ['1.9', '1.10', -1],
    ['1.0', '1', 0],
    ['1.0.0', '1', 0],
    ['1.0.1', '1', 1],
    ['0.9.1', '0.9.1', 0],
    ['0.9.1', '0.10.0', -1],
    ['2', '1.99.99', 1],
    ['v1.2', '1.2.0', 0],
    [' 1.2 ', '1.2', 0],
    ['1.x', '1.0', 0],
    ['1.2.3-beta', '1.2.3', 0],
    ['', '0', 0],
    [null, '0.0.1', -1],
    ['10.0', '9.9', 1],
  ])('compare(%j, %j) = %i', (a, b, r) => {
    expect(compareVersions(a, b)).toBe(r);
  });

  it.each([
    ['0.9.1', '0.9.2', true],
    ['0.9.1', '0.9.1', false],
    ['0.9.1', '0.9', false],
    ['1.9', '1.10', true],
    ['0.9.1', '', false],
    ['0.9.1', null, false],
    ['0.9.1', '  ', false],
  ])('installed %j, min %j -> update %s', (installed, min, update) => {
    expect(isUpdateRequired(installed, min)).toBe(update);
  });

  it('checks every 3 hours when logged in', () => {
    const now = 1_700_000_000_000;
    expect(MIN_VERSION_CHECK_INTERVAL_MS).toBe(10_800_000);
    expect(isMinVersionCheckDue({ loggedIn: false, lastCheckAt: null, now })).toBe(false);
    expect(isMinVersionCheckDue({ loggedIn: true, lastCheckAt: null, now })).toBe(true);
    expect(isMinVersionCheckDue({ loggedIn: true, lastCheckAt: now - 10_799_999, now })).toBe(false);
    expect(isMinVersionCheckDue({ loggedIn: true, lastCheckAt: now - 10_800_000, now })).toBe(true);
  });
});

describe('app store address for the forced update', () => {
  const ids = { android: 'it.example.sportello.ast', ios: 'id6400000001' };
  it.each([
    ['android', undefined, 'https://play.google.com/store/apps/details?id=it.example.sportello.ast&gl=IT'],
    ['ios', undefined, 'https://apps.apple.com/it/app/id6400000001'],
    ['android', 'de', 'https://play.google.com/store/apps/details?id=it.example.sportello.ast&gl=DE'],
    ['ios', 'FR', 'https://apps.apple.com/fr/app/id6400000001'],
    ['web', undefined, undefined],
    [null, undefined, undefined],
  ])('%s (%s) -> %s', (platform, country, url) => {
    expect(appStoreUrl(platform, ids, country)).toBe(url);
  });
});
