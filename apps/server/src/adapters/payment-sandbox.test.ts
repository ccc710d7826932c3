import { PRODUCTION_TEST_ENV } from '../testing/production-env';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@sportello/brands';
import { loadConfig, paymentProviderOf } from '../config';
import { NotificationRefused } from './payment-provider';
import {
  sandboxNotificationBody,
  sandboxPage,
  sandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
  verifySandboxSignature,
} from './payment-sandbox';

const SECRET = 'unit-test-secret-unit-test-secret-0000';

describe('sandbox notification signature (HMAC-SHA256 over "<t>.<raw body>")', () => {
  const body = sandboxNotificationBody('payment.succeeded', 'tok_abcdefghijklmnopqrstu', 12345, 'evt_sbx_1');
  const now = 1_800_000_000;

  it('accepts its own signature within the tolerance window', () => {
    for (const skew of [0, -299, 299])
      expect(() =>
        verifySandboxSignature(
          Buffer.from(body),
          signSandboxNotification(body, SECRET, now + skew),
          SECRET,
          now,
        ),
      ).not.toThrow();
  });

  it.each([
    ['no header', undefined],
    ['empty', ''],
    ['no v1', `t=${now}`],
    ['short v1', `t=${now},v1=abcd`],
    ['other secret', signSandboxNotification(body, 'another-secret-another-secret-000', now)],
    ['too old', signSandboxNotification(body, SECRET, now - 301)],
    ['from the future', signSandboxNotification(body, SECRET, now + 301)],
    ['timestamp changed', signSandboxNotification(body, SECRET, now).replace(`t=${now}`, `t=${now - 1}`)],
  ])('refuses %s', (_what, header) => {
    expect(() => verifySandboxSignature(Buffer.from(body), header, SECRET, now)).toThrow(NotificationRefused);
  });

  it('refuses a body changed by one byte', () => {
    const header = signSandboxNotification(body, SECRET, now);
    expect(() =>
      verifySandboxSignature(Buffer.from(body.replace('12345', '12346')), header, SECRET, now),
    ).toThrow(NotificationRefused);
  });

  it('reads a verified event into the portal terms; an unknown type is acknowledged as nothing', () => {
    const provider = sandboxProvider({ secret: SECRET });
    const event = provider.verifyNotification(Buffer.from(body), {
      [SANDBOX_SIGNATURE_HEADER]: provider.sign(body),
    });
    expect(event).toEqual({
      eventId: 'evt_sbx_1',
      eventType: 'payment.succeeded',
      providerRef: 'tok_abcdefghijklmnopqrstu',
      outcome: 'Pagato',
      amountCents: 12345,
      currency: 'EUR',
    });
    const other = JSON.stringify({
      id: 'evt_sbx_2',
      type: 'payment.pending',
      data: { reference: 'x', amount: 1, currency: 'EUR' },
    });
    expect(
      provider.verifyNotification(Buffer.from(other), { [SANDBOX_SIGNATURE_HEADER]: provider.sign(other) }),
    ).toBeNull();
  });
});

describe('payment provider configuration', () => {
  it('is the sandbox by default in demo and none by default in production', () => {
    expect(paymentProviderOf(loadConfig({}))).toBe('sandbox');
    expect(paymentProviderOf(loadConfig(PRODUCTION_TEST_ENV))).toBeNull();
    expect(paymentProviderOf(loadConfig({ PAYMENT_PROVIDER: 'none' }))).toBeNull();
    expect(
      paymentProviderOf(
        loadConfig({
          ...PRODUCTION_TEST_ENV,
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_live_abc',
          STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        }),
      ),
    ).toBe('stripe');
  });

  it.each([
    [{ MODE: 'production', PAYMENT_PROVIDER: 'sandbox' }, 'consentito solo con MODE=demo'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY: obbligatoria'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET: obbligatorio'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'chiave segreta Stripe'],
    [{ SANDBOX_WEBHOOK_SECRET: 'corto' }, 'almeno 32 caratteri'],
  ])('stops on %j with a clear message', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });
});

describe('the sandbox payment page', () => {
  const page = (company: string) =>
    sandboxPage({
      action: '/pay/tok',
      company,
      total: '12.50',
      status: 'Creato',
      items: [{ label: 'Bolletta 2026/1', amount: '12.50' }],
    });

  it('shows the paid brand\u2019s name and colours from the registry', () => {
    const html = page('sgr');
    expect(html).toContain(`<h1>Pagamento a ${BRANDS.sgr.name}</h1>`);
    expect(html).toContain(
      `.pay{background:${BRANDS.sgr.colors.primary};color:${BRANDS.sgr.colors.onPrimary}}`,
    );
    expect(html).not.toContain(BRANDS.ast.colors.primary);
    expect(page('sol')).toContain(`- ${BRANDS.sol.name}</title>`);
  });
});
