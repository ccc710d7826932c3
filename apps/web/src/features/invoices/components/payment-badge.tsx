import { paymentLevelLabel, paymentLevelTone } from '@sportello/domain';
import './invoices.css';

/** The payment status (paymentLevel) in words: text, not colour alone, carries the meaning. */
export function PaymentBadge({ level }: { level: string }) {
  return (
    <span className={`pay-badge pay-badge--${paymentLevelTone(level)}`} data-testid="payment-status">
      <span className="visually-hidden">Stato del pagamento: </span>
      {paymentLevelLabel(level)}
    </span>
  );
}
