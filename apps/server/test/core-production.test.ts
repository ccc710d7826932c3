import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('Core in production mode: no demo data, no /dev helpers', () => {
  const t = useTestApp({
    MODE: 'production',
    PUBLIC_URL: 'https://sportello.example.it',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMS_GATEWAY_URL: 'https://sms.example.it/send',
    SMS_GATEWAY_TOKEN: 'segreto',
  });

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

  it('still answers a password reset for unknown data with params_not_valid', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: { username: 'demo.ast', email: 'mario.rossi@example.it' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('params_not_valid');
  });
});
