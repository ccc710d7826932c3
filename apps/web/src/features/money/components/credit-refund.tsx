import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerRequest } from '@sportello/contract';
import { formatEuro } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { useCustomerBalance } from '../api/credit-refund';
import './money.css';

/**
 * The form comes with its own chunk (the form library, zod, the IBAN check) when the customer asks
 * for it: most customers never have a credit, and the bills page loads without it.
 */
const RefundForm = lazy(() => import('./credit-refund-form'));

function Filed({ filed }: { filed: CustomerRequest }) {
  return (
    <Alert tone="success" title="Richiesta di rimborso inviata" data-testid="refund-filed">
      Pratica n. {filed.ticketKey}:{' '}
      {filed.details.mode === 'bonifico'
        ? `${formatEuro(String(filed.details.amount))} con bonifico sul conto indicato.`
        : `${formatEuro(String(filed.details.amount))} tenuti per le prossime bollette.`}{' '}
      <Link to={`/practices/${filed.id}`}>Segui la pratica</Link>
    </Alert>
  );
}

/**
 * "Il tuo credito" on the bills page: when the balance is in credit, how much and the request to
 * have it paid to an IBAN or kept for the next bills; a refund in progress says so. A balance not
 * in credit shows nothing (most customers never see this block).
 */
export function CreditRefund({ customerKey }: { customerKey: string | undefined }) {
  const query = useCustomerBalance(customerKey);
  const [open, setOpen] = useState(false);
  // Kept here: once filed, the refreshed balance says "in progress", the confirmation stays.
  const [filed, setFiled] = useState<CustomerRequest | null>(null);
  if (!customerKey) return null;
  return (
    <QueryState
      query={query}
      loading={
        <p className="muted" aria-busy="true" data-testid="credit-loading">
          Caricamento del saldo…
        </p>
      }
      error="Non è stato possibile leggere il saldo."
      isEmpty={(b) => !filed && !b.inCredit && !b.refundInProgress}
      empty={null}
    >
      {(balance) => (
        <section className="section money-credit" aria-labelledby="credit-title" data-testid="credit-refund">
          <h2 id="credit-title">Il tuo credito</h2>
          {filed ? (
            <Filed filed={filed} />
          ) : balance.refundInProgress ? (
            <p role="status">
              È in corso la tua richiesta di rimborso di {formatEuro(balance.requested)}: la trovi in{' '}
              <Link to="/practices">Pratiche</Link>.
            </p>
          ) : (
            <>
              <p>
                Il saldo è a tuo credito di{' '}
                <strong data-testid="credit-amount">{formatEuro(balance.refundable)}</strong> (note di credito{' '}
                {formatEuro(balance.credit)}, bollette da pagare {formatEuro(balance.owed)}).
              </p>
              {open ? (
                <Suspense
                  fallback={
                    <p className="muted" aria-busy="true" data-testid="refund-form-loading">
                      Caricamento del modulo…
                    </p>
                  }
                >
                  <RefundForm customerKey={customerKey} balance={balance} onFiled={setFiled} />
                </Suspense>
              ) : (
                <button type="button" className="button" onClick={() => setOpen(true)}>
                  Chiedi il rimborso del credito
                </button>
              )}
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}
