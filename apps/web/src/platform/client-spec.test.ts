import { describe, expect, it } from 'vitest';
import { clientSpecOf } from './client-spec';
import type { PlatformName } from './types';

const ast = { android: 'it.example.sportello.ast', ios: 'id6400000002' };
const device = (native: boolean, name: PlatformName, version = '1.4.0') => ({
  native,
  name: () => name,
  version: () => version,
});

describe('clientSpec of a new session', () => {
  it('the portal says web and its version, no app id', () => {
    expect(clientSpecOf(device(false, 'web', '0.9.1'), ast)).toEqual({ version: '0.9.1', type: 'web' });
  });

  it("the app says it is the native app, with its installed version and the brand's app id", () => {
    expect(clientSpecOf(device(true, 'android'), ast)).toEqual({
      version: '1.4.0',
      type: 'android',
      appId: 'it.example.sportello.ast',
    });
    expect(clientSpecOf(device(true, 'ios'), ast)).toEqual({
      version: '1.4.0',
      type: 'ios',
      appId: 'it.example.sportello.ast',
    });
  });
});
