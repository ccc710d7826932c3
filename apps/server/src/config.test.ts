import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults: demo mode, port 8080, PGlite in ./.data, 20-minute sessions', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, MODE: 'demo', DATA_DIR: './.data', SESSION_TTL_MINUTES: 20 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and booleans from text', () => {
    expect(loadConfig({ PORT: '9000', TRUST_PROXY: 'true' })).toMatchObject({
      PORT: 9000,
      TRUST_PROXY: true,
    });
  });

  it.each([
    [{ PORT: 'ottanta' }, 'PORT'],
    [{ MODE: 'prod' }, 'MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL deve iniziare con postgres://'],
    [{ SESSION_TTL_MINUTES: '0' }, 'SESSION_TTL_MINUTES'],
  ])('stops on a bad value with a readable message (%j)', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});
