import { PRODUCTION_TEST_ENV } from './testing/production-env';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults: demo mode, port 8080, PGlite in ./.data, 20-minute sessions', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, MODE: 'demo', DATA_DIR: './.data', SESSION_TTL_MINUTES: 20 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and lists from text', () => {
    expect(
      loadConfig({ PORT: '9000', TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,2001:db8::/32,loopback' }),
    ).toMatchObject({
      PORT: 9000,
      TRUST_PROXY: ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32', 'loopback'],
    });
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({}).SESSION_MAX_HOURS).toBe(12);
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it.each(['true', '10.0.0.0/33', '300.1.1.1', 'proxy.example.it', '10.0.0.0/8/1'])(
    'refuses TRUST_PROXY=%s: only addresses and CIDRs',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY elenca i proxy fidati');
    },
  );

  it.each([
    [{ PORT: 'ottanta' }, 'PORT'],
    [{ MODE: 'prod' }, 'MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL deve iniziare con postgres://'],
    [{ SESSION_TTL_MINUTES: '0' }, 'SESSION_TTL_MINUTES'],
  ])('stops on a bad value with a readable message (%j)', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  describe('production fails closed: each missing setting stops the start with its Italian message', () => {
    const complete = PRODUCTION_TEST_ENV;

    it('starts with every setting given, and has no localhost default', () => {
      expect(loadConfig(complete)).toMatchObject({
        MODE: 'production',
        PUBLIC_URL: 'https://sportello.example.it',
      });
    });

    it.each([
      ['PUBLIC_URL', 'PUBLIC_URL è obbligatoria in modalità production'],
      ['SMTP_URL', 'SMTP_URL è obbligatoria in modalità production'],
      ['SMS_GATEWAY_URL', 'SMS_GATEWAY_URL è obbligatoria in modalità production'],
      ['SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_TOKEN è obbligatoria in modalità production'],
      ['CODE_PEPPER', 'CODE_PEPPER è obbligatoria in modalità production'],
    ])('without %s', (key, message) => {
      const env: Record<string, string> = { ...complete };
      delete env[key];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });

    it('names every missing setting at once', () => {
      expect(() => loadConfig({ MODE: 'production' })).toThrow(
        /PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL[\s\S]*SMS_GATEWAY_TOKEN[\s\S]*CODE_PEPPER/,
      );
    });
  });
});
