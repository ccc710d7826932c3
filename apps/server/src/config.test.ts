import { readFileSync } from 'node:fs';
import { PRODUCTION_TEST_ENV } from './testing/production-env';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, PRODUCTION_REQUIRED_SETTINGS } from './config';

describe('server configuration', () => {
  const complete = PRODUCTION_TEST_ENV;

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

    it('requires DATABASE_URL: production never runs on PGlite', () => {
      const { DATABASE_URL: _omitted, ...env } = complete;
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow('DATABASE_URL è obbligatoria in modalità production');
    });

    it('lists every required setting once, and the test environment gives them all', () => {
      expect(PRODUCTION_REQUIRED_SETTINGS).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'CODE_PEPPER', 'VAPID_PUBLIC_KEY']),
      );
      expect(new Set(PRODUCTION_REQUIRED_SETTINGS).size).toBe(PRODUCTION_REQUIRED_SETTINGS.length);
      for (const key of PRODUCTION_REQUIRED_SETTINGS) {
        const env: Record<string, string> = { ...complete };
        delete env[key];
        expect(() => loadConfig(env), key).toThrow(`${key} è obbligatoria in modalità production`);
      }
    });

    it.each([
      ['http://sportello.example.it', 'PUBLIC_URL deve essere un indirizzo https://'],
      ['https://localhost:8080', 'PUBLIC_URL non può essere un indirizzo locale'],
      ['https://portale.localhost', 'PUBLIC_URL non può essere un indirizzo locale'],
      ['https://127.0.0.1', 'PUBLIC_URL non può essere un indirizzo locale'],
      ['https://127.8.0.1:8443', 'PUBLIC_URL non può essere un indirizzo locale'],
      ['https://[::1]', 'PUBLIC_URL non può essere un indirizzo locale'],
      ['https://0.0.0.0', 'PUBLIC_URL non può essere un indirizzo locale'],
    ])('refuses PUBLIC_URL=%s', (url, message) => {
      expect(() => loadConfig({ ...complete, PUBLIC_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ ...complete, PUBLIC_URL: url })).toThrow(message);
    });

    it.each(['a'.repeat(40), 'abababababababababababababababab', '0123456789abcde0123456789abcde01'])(
      'refuses a CODE_PEPPER with fewer than 16 distinct characters (%s)',
      (pepper) => {
        expect(() => loadConfig({ ...complete, CODE_PEPPER: pepper })).toThrow(
          'CODE_PEPPER deve contenere almeno 16 caratteri diversi',
        );
      },
    );

    it('takes a CODE_PEPPER of 16 distinct characters or more', () => {
      const pepper = '0123456789abcdef'.repeat(2);
      expect(loadConfig({ ...complete, CODE_PEPPER: pepper }).CODE_PEPPER).toBe(pepper);
    });
  });

  describe('SMTP_URL', () => {
    it.each(['smtp://mail.example.it:587', 'smtps://utente:password@mail.example.it'])('takes %s', (url) => {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    });

    it.each(['mail.example.it', 'http://mail.example.it', 'smtp://', 'smtps:mail.example.it', 'smtp://:25'])(
      'refuses %s with a readable message, in any mode',
      (url) => {
        for (const mode of ['demo', 'production']) {
          let error: unknown;
          try {
            loadConfig({ ...complete, MODE: mode, SMTP_URL: url });
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as Error).message).toContain(
            'SMTP_URL deve essere un indirizzo smtp:// o smtps:// (es. smtps://utente:password@smtp.example.it)',
          );
        }
      },
    );
  });

  describe('HOST', () => {
    it('demo listens on loopback unless HOST is set', () => {
      expect(loadConfig({}).HOST).toBe('127.0.0.1');
      expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    });

    it('production listens on every interface unless HOST is set', () => {
      expect(loadConfig(complete).HOST).toBe('0.0.0.0');
      expect(loadConfig({ ...complete, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    });
  });

  describe('production fails closed (all at once)', () => {
    it('names every missing setting at once', () => {
      expect(() => loadConfig({ MODE: 'production' })).toThrow(
        /DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL[\s\S]*SMS_GATEWAY_TOKEN[\s\S]*CODE_PEPPER/,
      );
    });
  });

  it('every setting is in the README’s settings table, with its default and meaning', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.split('\n').filter((line) => line.startsWith('| `'));
    const missing = Object.keys(configSchema.shape).filter(
      (key) => !table.some((line) => line.includes(`\`${key}\``)),
    );
    expect(missing).toEqual([]);
  });
});
