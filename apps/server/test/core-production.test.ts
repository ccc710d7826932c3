import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths';
import { useTestApp } from './helper';

const run = promisify(execFile);

describe('Core in production mode: no demo data, no /dev helpers', () => {
  const t = useTestApp(PRODUCTION_TEST_ENV);

  it('does not serve the outbox or any /dev helper', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox?to=mario.rossi@example.it', '/dev']) {
      const res = await t().request('GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('serves no Swagger UI; the JSON contract stays', async () => {
    for (const path of [
      '/services/rest/portalapi/docs',
      '/services/rest/portalapi/docs/',
      '/services/rest/portalapi/docs/static/index.html',
    ]) {
      expect((await t().request('GET', path)).statusCode).toBe(404);
    }
    const contract = await t().request('GET', '/services/rest/portalapi/docs/json');
    expect(contract.statusCode).toBe(200);
    expect(contract.json().openapi).toMatch(/^3\./);
  });

  it('has the reference data the server needs without the seed, and no demo links', async () => {
    const types = await t().db.selectFrom('notification_types').select('code').orderBy('code').execute();
    expect(types.map((r) => r.code)).toContain('delegation-request');
    const session = await t().newSession('ast');
    const link = await t().request('GET', '/Core/v1/links/9001', {
      session,
      query: { hashCode: 'DemoAstMessaggio9001Hash' },
    });
    expect(link.statusCode).toBe(404);
    const conf = await t().request('GET', '/Core/v1/confProperties', { session });
    expect(conf.json().getConfPropertiesResponse.items).toEqual([]);
  });

  it('answers a password reset for unknown data as for any other (queued), sending nothing', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: { username: 'demo.ast', email: 'mario.rossi@example.it' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passwordResetResponse: { status: 'queued' } });
    const sent = await t().db.selectFrom('outbox').select('id').execute();
    expect(sent).toEqual([]);
  });
});

describe('Core in production mode without CODE_PEPPER', () => {
  it('refuses to start: one-time codes would be stored under no secret', async () => {
    const { codePepper } = await import('../src/services/core/ownership');
    expect(() => codePepper({ MODE: 'production' })).toThrow(/CODE_PEPPER: obbligatorio in produzione/);
    expect(codePepper({ MODE: 'production', CODE_PEPPER: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});

describe('the built server (plain JavaScript) in production', () => {
  it('refuses to start without a required setting, naming it in Italian', async () => {
    await run(process.execPath, [join(SERVER_ROOT, 'build.mjs')], { cwd: SERVER_ROOT });
    const failure = await run(process.execPath, [join(SERVER_ROOT, 'dist', 'main.js')], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        ...PRODUCTION_TEST_ENV,
        SMTP_URL: undefined,
      },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stderr).toContain('SMTP_URL è obbligatoria in modalità production');
    expect(failure!.stderr).not.toContain('PUBLIC_URL è obbligatoria');
  });
});
