import { sandboxCheckoutPath, sandboxPage } from '../../adapters/payment-sandbox';
import { notFound } from '../../errors';
import { checkoutItems, PAYMENT_MESSAGES } from '../../services/erp/payments';
import { sandboxPaymentByToken } from '../../services/erp/sandbox-payments';
import type { Deps, ProviderActor } from '../context';
import { sandboxProviderOf } from './sandbox-provider';

/**
 * The sandbox provider's hosted page of a payment (HTML): the brand, the items and the total, and
 * the pay / cancel buttons while the payment is open. The token is the capability (no session);
 * an unknown token is "Pagamento non trovato" (404).
 */
export async function showSandboxCheckout(
  deps: Deps,
  _actor: ProviderActor,
  input: { token: string },
): Promise<string> {
  sandboxProviderOf(deps);
  const p = await sandboxPaymentByToken(deps.db, input.token);
  if (!p) throw notFound(PAYMENT_MESSAGES.notFound);
  return sandboxPage({
    action: sandboxCheckoutPath(input.token),
    company: p.company_code,
    total: p.total_amount,
    status: p.status,
    items: await checkoutItems(deps.db, p.id),
  });
}
