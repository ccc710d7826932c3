import { describe, expect, it } from 'vitest';
import { clientSpecOf } from './client-spec';
import type { PlatformName } from './types';

const device = (native: boolean, name: PlatformName, version = '1.4.0') => ({
  native,
  name: () => name,
  version: () => version,
  appId: (company: string) => (native ? `it.example.sportello.${company}` : undefined),
});

describe('clientSpec of a new session', () => {
  it('the portal says web and its version, no app id', () => {
    expect(clientSpecOf(device(false, 'web', '0.9.1'), 'ast')).toEqual({ version: '0.9.1', type: 'web' });
  });

  it("the app says it is the native app, with its installed version and the brand's app id", () => {
    expect(clientSpecOf(device(true, 'android'), 'ast')).toEqual({
      version: '1.4.0',
      type: 'android',
      appId: 'it.example.sportello.ast',
    });
    expect(clientSpecOf(device(true, 'ios'), 'sgr')).toEqual({
      version: '1.4.0',
      type: 'ios',
      appId: 'it.example.sportello.sgr',
    });
  });

  it('an app that cannot tell its id still says it is the app', () => {
    expect(clientSpecOf({ ...device(true, 'android'), appId: () => undefined }, 'ast')).toEqual({
      version: '1.4.0',
      type: 'android',
    });
  });
});
