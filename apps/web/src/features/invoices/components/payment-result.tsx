import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isSuccessfulId, MESSAGES, paymentOutcome, type PaymentReturn } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecordPaymentOutcome } from '../api/payments';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

/**
 * The return from the payment provider (full screen): the outcome is recorded once with
 * PUT /payments, then the result shows with a button back to the invoice. Success only on the
 * ok path with a payment id greater than 0 that the server reports as paid.
 */
export function PaymentResult({
  invoiceId,
  paymentId,
  returnedTo,
}: {
  invoiceId: string;
  paymentId: string | null;
  returnedTo: PaymentReturn;
}) {
  const brand = useBrand();
  const record = useRecordPaymentOutcome();
  const sent = useRef(false);
  const [settled, setSettled] = useState(!isSuccessfulId(paymentId));

  useEffect(() => {
    if (sent.current || !isSuccessfulId(paymentId)) return;
    sent.current = true;
    record.mutate({ id: Number(paymentId), returnedTo }, { onSettled: () => setSettled(true) });
  }, [paymentId, returnedTo, record]);

  const outcome = paymentOutcome({
    returnedTo,
    paymentId,
    status: record.data?.status ?? (record.isError ? 'unknown' : null),
  });
  const success = settled && outcome === 'success';
  const title = !settled
    ? 'Verifica del pagamento'
    : success
      ? 'Pagamento riuscito'
      : 'Pagamento non riuscito';
  usePageTitle(title);
  const heading = useFocusHeading(settled);

  return (
    <main className="fullscreen status-page" id="contenuto" data-testid="payment-result">
      <div className="status-page__card">
        <img src={brand.logo} alt={brand.name} className="status-page__logo" width="200" height="44" />
        {!settled ? (
          <>
            <h1>{title}</h1>
            <p role="status">Stiamo registrando l'esito del pagamento…</p>
          </>
        ) : (
          <>
            <span
              className={`payment-result__icon payment-result__icon--${success ? 'ok' : 'ko'}`}
              aria-hidden="true"
            >
              {success ? '✓' : '!'}
            </span>
            <h1 ref={heading} tabIndex={-1}>
              {title}
            </h1>
            <p>
              {success
                ? 'Grazie! Il pagamento è stato eseguito: la bolletta risulta pagata.'
                : returnedTo === 'ko'
                  ? `${MESSAGES.paymentCancelled} Nessun importo è stato addebitato.`
                  : MESSAGES.genericRetryLater}
            </p>
            <div className="status-page__actions">
              <Link className="button button--primary" to={`/invoice/${encodeURIComponent(invoiceId)}`}>
                Torna alla bolletta
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
