import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isSuccessfulId, MESSAGES, type PaymentReturn } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePayment, useRecordPaymentOutcome } from '../api/payments';
import { paymentResultView, type PaymentResultView } from './payment-result-view';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

const TITLES: Record<PaymentResultView, string> = {
  checking: 'Pagamento in verifica',
  pending: 'Pagamento in verifica',
  success: 'Pagamento riuscito',
  cancelled: 'Pagamento non riuscito',
  refused: 'Pagamento non riuscito',
  failure: 'Pagamento non riuscito',
};

const TEXTS: Record<PaymentResultView, string> = {
  checking: 'Stiamo verificando il pagamento con il servizio di pagamento…',
  pending:
    'La conferma del servizio di pagamento non è ancora arrivata. La bolletta risulterà pagata appena la riceviamo: non ripetere il pagamento.',
  success: 'Grazie! Il pagamento è stato eseguito: la bolletta risulta pagata.',
  cancelled: `${MESSAGES.paymentCancelled} Nessun importo è stato addebitato.`,
  refused: 'Il servizio di pagamento non ha autorizzato il pagamento. Nessun importo è stato addebitato.',
  failure: MESSAGES.genericRetryLater,
};

/**
 * The return from the payment provider (full screen). It only displays: the outcome is the one
 * the server recorded from the provider's signed notification (GET /payments/{id}), read again
 * for up to a minute while it has not arrived ("in verifica", announced politely). The
 * customer's own outcome is still sent once with PUT /payments, as the specification asks, but
 * it decides nothing. Success only with a payment id greater than 0 that the server reports paid.
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
  const valid = isSuccessfulId(paymentId);
  const id = valid ? Number(paymentId) : 0;
  const record = useRecordPaymentOutcome();
  const sent = useRef(false);
  const payment = usePayment(id, { waitForOutcome: returnedTo === 'ok' });

  useEffect(() => {
    if (sent.current || !valid) return;
    sent.current = true;
    record.mutate({ id, returnedTo });
  }, [valid, id, returnedTo, record]);

  const view = paymentResultView({
    paymentId,
    returnedTo,
    status: payment.data?.status,
    failed: payment.isError,
    gaveUp: payment.gaveUp,
  });
  const final = view !== 'checking';
  const title = TITLES[view];
  usePageTitle(title);
  const heading = useFocusHeading(final);
  const icon = view === 'success' ? 'ok' : view === 'checking' || view === 'pending' ? null : 'ko';

  return (
    <main className="fullscreen status-page" id="contenuto" data-testid="payment-result" aria-busy={!final}>
      <div className="status-page__card">
        <img src={brand.logo} alt={brand.name} className="status-page__logo" width="200" height="44" />
        {icon && (
          <span className={`payment-result__icon payment-result__icon--${icon}`} aria-hidden="true">
            {icon === 'ok' ? '✓' : '!'}
          </span>
        )}
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {/* One polite live region for the whole wait, so the outcome is announced when it lands. */}
        <p role="status" aria-live="polite" data-testid="payment-result-message">
          {TEXTS[view]}
        </p>
        {final && (
          <div className="status-page__actions">
            <Link className="button button--primary" to={`/invoice/${encodeURIComponent(invoiceId)}`}>
              Torna alla bolletta
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
