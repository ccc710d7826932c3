import { isSuccessfulId, type PaymentReturn } from '@sportello/domain';

/** What the payment return screen shows. */
export type PaymentResultView = 'checking' | 'pending' | 'success' | 'cancelled' | 'refused' | 'failure';

/**
 * The screen follows the outcome the server recorded from the provider's notification, never the
 * path the customer came back on: success only with a payment id greater than 0 whose status is
 * `Pagato`. While the status is still `Creato`: on the ko path the customer did not pay
 * (cancelled); on the ok path the provider's word is awaited ("checking"), and once the bounded
 * wait is over the screen says it is still pending.
 */
export function paymentResultView(input: {
  paymentId: string | null;
  returnedTo: PaymentReturn;
  status: 'Creato' | 'Pagato' | 'Annullato' | 'Rifiutato' | undefined;
  failed: boolean;
  gaveUp: boolean;
}): PaymentResultView {
  if (!isSuccessfulId(input.paymentId)) return 'failure';
  switch (input.status) {
    case 'Pagato':
      return 'success';
    case 'Annullato':
      return 'cancelled';
    case 'Rifiutato':
      return 'refused';
    case 'Creato':
      if (input.returnedTo === 'ko') return 'cancelled';
      return input.gaveUp ? 'pending' : 'checking';
    default:
      return input.failed ? 'failure' : 'checking';
  }
}
