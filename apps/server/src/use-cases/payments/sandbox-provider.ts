import type { SandboxProvider } from '../../adapters/payment-sandbox';
import { notFound } from '../../errors';
import { PAYMENT_MESSAGES } from '../../services/erp/payments';
import type { Deps } from '../context';

/** Which payment provider is configured (null: online payments are off). */
export function paymentProviderName(deps: Pick<Deps, 'paymentProvider'>): 'sandbox' | 'stripe' | null {
  return deps.paymentProvider?.name ?? null;
}

/**
 * The sandbox provider, or "Pagamento non trovato" (404): its pages exist only when it is the
 * configured provider, which only demo mode allows.
 */
export function sandboxProviderOf(deps: Pick<Deps, 'paymentProvider'>): SandboxProvider {
  const provider = deps.paymentProvider;
  if (provider?.name !== 'sandbox') throw notFound(PAYMENT_MESSAGES.notFound);
  return provider as SandboxProvider;
}
