import { useId } from 'react';
import type { Invoice } from '@sportello/contract';
import { formatEuro, invoicesPaymentBody } from '@sportello/domain';
import { useStartPayment } from '../api/payments';

export interface PaySeveralProps {
  /** The bills chosen, in the order they show. */
  chosen: readonly Invoice[];
  /** How many bills of the loaded ones can be chosen. */
  payableCount: number;
  onChooseAll: () => void;
  onClear: () => void;
}

/**
 * Several bills in one payment: how many are chosen, their exact total (summed in cents by the
 * domain), and one "Paga" that creates one payment (pay kind Invoices, one item per bill) and
 * leaves for the provider's page.
 */
export function PaySeveral({ chosen, payableCount, onChooseAll, onClear }: PaySeveralProps) {
  const start = useStartPayment();
  const titleId = useId();
  const body = invoicesPaymentBody(chosen);
  const leaving = start.isPending || start.isSuccess;
  const count = body?.items.item.length ?? 0;
  return (
    <section className="pay-several" aria-labelledby={titleId} data-testid="pay-several">
      <h2 id={titleId} className="pay-several__title">
        Paga più bollette insieme
      </h2>
      <p className="pay-several__summary" role="status" aria-live="polite" data-testid="pay-several-summary">
        {count === 0
          ? 'Scegli le bollette da pagare con le caselle.'
          : `${count === 1 ? '1 bolletta scelta' : `${count} bollette scelte`}, totale ${formatEuro(body?.totalAmount)}`}
      </p>
      <div className="pay-several__actions">
        {count < payableCount ? (
          <button type="button" className="button" onClick={onChooseAll} disabled={leaving}>
            Scegli tutte le bollette da pagare
          </button>
        ) : (
          <button type="button" className="button" onClick={onClear} disabled={leaving}>
            Togli la scelta
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!body || leaving}
          onClick={() => body && start.mutate(body)}
        >
          {leaving
            ? 'Apertura del pagamento…'
            : count > 1
              ? `Paga ${count} bollette ${formatEuro(body?.totalAmount)}`
              : count === 1
                ? `Paga la bolletta ${formatEuro(body?.totalAmount)}`
                : 'Paga'}
        </button>
      </div>
      <p role="alert" className={start.isError ? 'alert alert--error' : 'visually-hidden'}>
        {start.isError ? start.error.message : ''}
      </p>
    </section>
  );
}
