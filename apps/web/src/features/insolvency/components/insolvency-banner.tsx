import { useId } from 'react';
import { Link } from 'react-router';
import {
  daysLabel,
  daysOverdue,
  formatDate,
  formatEuro,
  INSTALLMENT_REQUEST_GRACE_DAYS,
  insolvencySummary,
  romeDay,
} from '@sportello/domain';
import { useInsolvencies, type Insolvency } from '../api/get-insolvencies';
import './insolvency.css';

export interface InsolvencyBannerProps {
  customerKey: string | null | undefined;
  /** The session's modules: nothing is read without panoram. */
  moduleKeys: readonly string[];
  /** Where "Paga ora" leads: the bills list with the overdue bills chosen for one payment. */
  payHref?: string;
}

/** The overdue bill most recently due that can still be split into instalments, if any. */
function instalmentCandidate(items: readonly Insolvency[], today: string): Insolvency | undefined {
  return items
    .filter(
      (i) => i.installmentId === null && daysOverdue(i.dueDate, today) <= INSTALLMENT_REQUEST_GRACE_DAYS,
    )
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0];
}

/**
 * Insolvency (module panoram): the overdue amount and how long it is overdue (days counted by the
 * domain rule), with the ways out: pay the overdue bills in one payment, pay the overdue
 * instalments, ask for instalments while a bill is still inside its window, or contact us.
 * Nothing shows when nothing is overdue, while loading, or if the call fails (a hint, not a
 * blocker).
 */
export function InsolvencyBanner({
  customerKey,
  moduleKeys,
  payHref = '/invoices-list?outstandingOnly=true&seleziona=scadute',
}: InsolvencyBannerProps) {
  const query = useInsolvencies(customerKey, moduleKeys);
  const titleId = useId();
  if (!query.isSuccess) return null;
  const today = romeDay(new Date());
  const items = query.data.insolvencies;
  const summary = insolvencySummary(items, today);
  if (!summary) return null;
  const bills = items.filter((i) => i.installmentId === null);
  const instalmentBills = [...new Set(items.filter((i) => i.installmentId !== null).map((i) => i.invoiceId))];
  const askable = instalmentCandidate(items, today);
  return (
    <section className="insolvency" aria-labelledby={titleId} data-testid="insolvency-banner">
      <h2 id={titleId} className="insolvency__title">
        Hai pagamenti scaduti
      </h2>
      <p className="insolvency__facts">
        Importo scaduto: <strong data-testid="insolvency-amount">{formatEuro(summary.totalAmount)}</strong>
        {' · '}
        in ritardo da <strong data-testid="insolvency-days">{daysLabel(summary.maxDaysOverdue)}</strong>{' '}
        (scadenza più vecchia {formatDate(summary.oldestDueDate)})
      </p>
      <p className="insolvency__hint">
        {summary.count === 1 ? 'C’è 1 pagamento scaduto' : `Ci sono ${summary.count} pagamenti scaduti`}. Paga
        ora per evitare solleciti e la sospensione della fornitura, chiedi di pagare a rate o contattaci.
      </p>
      <div className="insolvency__actions">
        {bills.length > 0 && (
          <Link className="button button--primary" to={payHref}>
            Paga ora
          </Link>
        )}
        {instalmentBills.map((id) => (
          <Link key={id} className="button" to={`/invoice/${id}/installments-to-pay`}>
            Paga le rate scadute
            {instalmentBills.length > 1 ? (
              <span className="visually-hidden">
                {' '}
                della bolletta {items.find((i) => i.invoiceId === id)?.invoiceKey}
              </span>
            ) : null}
          </Link>
        ))}
        {askable && (
          <Link
            className="button"
            to={`/invoice/${askable.invoiceId}/request-installments/${encodeURIComponent(askable.contractKey)}/${encodeURIComponent(askable.invoiceKey)}`}
          >
            Chiedi la rateizzazione
          </Link>
        )}
        <Link className="button button--ghost" to="/support">
          Contattaci
        </Link>
      </div>
    </section>
  );
}
