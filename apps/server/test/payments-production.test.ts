import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { loadConfig } from '../src/config';
import { useTestApp } from './helper';

/** Production with no payment provider: no `pay` module, no payment creation, no sandbox. */
describe('payments in production without a provider', () => {
  const t = useTestApp({ ...PRODUCTION_TEST_ENV, PUBLIC_URL: 'https://portale.example.it' });

  it('offers no pay module, though the companies list it', async () => {
    const listed = await t()
      .db.selectFrom('company_modules')
      .select('module_key')
      .where('company_code', '=', 'ast')
      .where('module_key', '=', 'pay')
      .execute();
    expect(listed).toHaveLength(1);
    const created = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'ast' } },
    });
    const view = created.json().createNewSessionResponse;
    expect(view.modules.map((m: { key: string }) => m.key)).not.toContain('pay');
    expect(view.modules.map((m: { key: string }) => m.key)).toContain('dettFatt');
    const modules = await t().request('GET', '/Core/v1/modules', { session: view.sessionId });
    expect(modules.json().getModulesResponse.items.map((m: { key: string }) => m.key)).not.toContain('pay');
    expect(t().app.paymentProvider).toBeNull();
  });

  it('answers payment creation with a clear 503 in Italian', async () => {
    const res = await t().request('POST', '/Erp/v1/payments', {
      body: {
        createPaymentRequest: {
          payKind: 'Invoices',
          totalAmount: '1.00',
          items: { item: [{ invoiceId: 1, amount: '1.00' }] },
        },
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/^I pagamenti online non sono disponibili/);
  });

  it('serves no sandbox page, no sandbox action and no notification route', async () => {
    const token = 'a'.repeat(32);
    const base = `${API_BASE}/Erp/v1/payments`;
    for (const [method, url] of [
      ['GET', `${base}/gateway/${token}`],
      ['POST', `${base}/gateway/${token}/pay`],
      ['POST', `${base}/gateway/${token}/cancel`],
      ['POST', `${base}/notifications`],
    ] as const) {
      const res = await t().app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(t().app.printRoutes()).not.toMatch(/gateway/);
  });

  it('refuses the sandbox in production, and Stripe without its secrets, with clear messages', () => {
    expect(() => loadConfig({ MODE: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /il gateway di prova \(sandbox\) è consentito solo con MODE=demo/,
    );
    expect(() => loadConfig({ MODE: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: obbligatoria[\s\S]*STRIPE_WEBHOOK_SECRET: obbligatorio/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER deve essere/);
  });
});
