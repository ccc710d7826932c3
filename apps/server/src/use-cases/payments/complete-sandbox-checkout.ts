import { sandboxNotificationBody, SANDBOX_SIGNATURE_HEADER } from '../../adapters/payment-sandbox';
import { HttpError, notFound } from '../../errors';
import { PAYMENT_MESSAGES } from '../../services/erp/payments';
import { sandboxPaymentByToken } from '../../services/erp/sandbox-payments';
import { toCents } from '../../services/erp/rules';
import type { Deps, ProviderActor } from '../context';
import { sandboxProviderOf } from './sandbox-provider';

/** A signed notification as the sandbox sends it to the portal. */
export interface SandboxNotification {
  body: string;
  headers: Record<string, string>;
}

export interface CompleteSandboxCheckoutInput {
  token: string;
  action: 'pay' | 'cancel';
  /**
   * Sends the notification to the portal the way a real provider does (through the HTTP route of
   * the provider's notifications) and answers the HTTP status it got.
   */
  deliver: (notification: SandboxNotification) => Promise<number>;
}

/**
 * The customer pays or cancels on the sandbox's page. While the payment is open, the sandbox
 * signs the outcome and delivers it to the portal like a real provider (server to server, before
 * the customer returns); nothing here records it: only the notification does. Then the customer
 * goes back to the ok path if the payment is recorded paid, otherwise to the ko path.
 */
export async function completeSandboxCheckout(
  deps: Deps,
  _actor: ProviderActor,
  input: CompleteSandboxCheckoutInput,
): Promise<{ redirectTo: string }> {
  const provider = sandboxProviderOf(deps);
  const p = await sandboxPaymentByToken(deps.db, input.token);
  if (!p) throw notFound(PAYMENT_MESSAGES.notFound);
  if (p.status === 'Creato') {
    const body = sandboxNotificationBody(
      input.action === 'pay' ? 'payment.succeeded' : 'payment.canceled',
      input.token,
      toCents(p.total_amount),
    );
    const status = await input.deliver({
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: provider.sign(body) },
    });
    if (status !== 200) {
      deps.log.error({ status }, 'sandbox: notification not accepted');
      throw new HttpError(502, 'gateway_error', 'Il gateway di prova non è riuscito a notificare il portale');
    }
  }
  const after = await sandboxPaymentByToken(deps.db, input.token);
  return { redirectTo: after?.status === 'Pagato' ? p.ok_url : p.ko_url };
}
