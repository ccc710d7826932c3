import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { sandboxProvider } from '../../adapters/payment-sandbox';
import { expectHttpError } from '../../../test/use-case-helper';
import { paymentProviderName, sandboxProviderOf } from './sandbox-provider';

describe('sandboxProviderOf / paymentProviderName', () => {
  const sandbox = sandboxProvider({ secret: 'sandbox-secret-for-use-case-tests-0123456789' });
  const stripe = { ...sandbox, name: 'stripe' } as unknown as PaymentProvider;

  it('names the configured provider, or none', () => {
    expect(paymentProviderName({ paymentProvider: sandbox })).toBe('sandbox');
    expect(paymentProviderName({ paymentProvider: stripe })).toBe('stripe');
    expect(paymentProviderName({ paymentProvider: null })).toBeNull();
  });

  it('gives the sandbox only when it is the configured provider (404 otherwise)', async () => {
    expect(sandboxProviderOf({ paymentProvider: sandbox })).toBe(sandbox);
    await expectHttpError(
      Promise.resolve().then(() => sandboxProviderOf({ paymentProvider: null })),
      404,
    );
    await expectHttpError(
      Promise.resolve().then(() => sandboxProviderOf({ paymentProvider: stripe })),
      404,
    );
  });
});
