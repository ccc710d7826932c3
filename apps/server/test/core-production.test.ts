import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('Core in production mode: no demo data, no /dev helpers', () => {
  const t = useTestApp({ MODE: 'production', CODE_PEPPER: 'test-pepper-0123456789-0123456789-abcdef' });

  it('does not serve the outbox', async () => {
    const res = await t().request('GET', '/dev/outbox');
    expect(res.statusCode).toBe(404);
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
