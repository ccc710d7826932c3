import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '@sportello/contract';
import {
  compareInvoices,
  compareSections,
  formatDate,
  formatEuro,
  signOf,
  type Difference,
  type SectionComparison,
} from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { useComparisonCandidates } from '../api/get-comparison-candidates';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceDetail } from '../api/get-invoice-detail';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

const QTY = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });
const PRICE = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

type Kind = 'money' | 'quantity' | 'price';

function formatValue(value: string | null, kind: Kind, unit: string | null): string {
  if (value === null) return '—';
  const n = Number(value);
  if (kind === 'money') return formatEuro(value);
  if (kind === 'price') return `${PRICE.format(n)} €/${unit ?? ''}`;
  return `${QTY.format(n)} ${unit ?? ''}`.trim();
}

/** A difference in words and signs: "+12,30 € (+8,1%)", "−3 kWh", "invariato". */
function DiffCell({ d, kind, unit = null }: { d: Difference; kind: Kind; unit?: string | null }) {
  const sign = signOf(d.diff);
  if (sign === null) return <td className="compare__diff">—</td>;
  if (sign === 0) return <td className="compare__diff">invariato</td>;
  const abs = d.diff!.replace(/^-/, '');
  const percent = d.percent === null ? '' : ` (${sign > 0 ? '+' : '−'}${QTY.format(Math.abs(d.percent))}%)`;
  return (
    <td className={`compare__diff compare__diff--${sign > 0 ? 'up' : 'down'}`}>
      {sign > 0 ? '+' : '−'}
      {formatValue(abs, kind, unit)}
      {percent}
    </td>
  );
}

/** A horizontally scrollable table wrapper that keyboard users can reach (320 px screens). */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="compare__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function billLabel(invoice: Invoice): string {
  return `n. ${invoice.key}`;
}

function period(invoice: Invoice): string {
  return `dal ${formatDate(invoice.periodStart)} al ${formatDate(invoice.periodEnd)}`;
}

export interface InvoiceComparisonProps {
  id: number;
  /** The bill beside it; without it, the customer chooses one. */
  otherId?: number | undefined;
}

/**
 * Bill comparison (/invoice/{id}/comparation and /invoice/{id1}/comparation/{id2}): first the
 * choice of the second bill among the same supply's, then the two side by side: amount,
 * consumption and average unit price with their differences, and each section line by line.
 */
export function InvoiceComparison({ id, otherId }: InvoiceComparisonProps) {
  const first = useInvoice(id);
  const heading = useFocusHeading(first.isSuccess);
  if (!first.isSuccess) {
    return (
      <>
        <h1>Confronto bollette</h1>
        <QueryState
          query={first}
          loading="Caricamento della bolletta…"
          error="Non è stato possibile caricare la bolletta."
        >
          {() => null}
        </QueryState>
        {first.isError && (
          <p>
            <Link to="/invoices-list">Torna alle bollette</Link>
          </p>
        )}
      </>
    );
  }
  const invoice = first.data;
  return (
    <article className="compare">
      <p className="invoice-detail__back">
        <Link to={`/invoice/${invoice.id}`}>← Torna alla bolletta {billLabel(invoice)}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Confronto bollette
      </h1>
      {otherId === undefined ? (
        <ChooseSecond invoice={invoice} />
      ) : (
        <SideBySide invoice={invoice} otherId={otherId} />
      )}
    </article>
  );
}

function ChooseSecond({ invoice }: { invoice: Invoice }) {
  const candidates = useComparisonCandidates(invoice);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <p>
        Stai confrontando la bolletta <strong>{billLabel(invoice)}</strong> ({period(invoice)},{' '}
        {formatEuro(invoice.totalAmount)}).
      </p>
      <h2 id={titleId}>Scegli la bolletta da mettere a confronto</h2>
      <QueryState
        query={candidates}
        loading="Caricamento delle bollette della stessa fornitura…"
        error="Non è stato possibile caricare le altre bollette."
        isEmpty={(list) => list.length === 0}
        empty="Non ci sono altre bollette della stessa fornitura da confrontare."
      >
        {(list) => (
          <ul className="compare__candidates" aria-labelledby={titleId}>
            {list.map((other) => (
              <li key={other.id} data-testid="comparison-candidate">
                <Link className="compare__candidate" to={`/invoice/${invoice.id}/comparation/${other.id}`}>
                  <span className="compare__candidate-name">Bolletta {billLabel(other)}</span>
                  <span className="muted">
                    {period(other)} · {formatEuro(other.totalAmount)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function SideBySide({ invoice, otherId }: { invoice: Invoice; otherId: number }) {
  const second = useInvoice(otherId);
  const firstDetail = useInvoiceDetail(invoice.id);
  const secondDetail = useInvoiceDetail(otherId, second.isSuccess);
  const changeLink = (
    <p>
      <Link to={`/invoice/${invoice.id}/comparation`}>Scegli un’altra bolletta da confrontare</Link>
    </p>
  );
  if (!second.isSuccess) {
    return (
      <>
        <QueryState
          query={second}
          loading="Caricamento della seconda bolletta…"
          error="Non è stato possibile caricare la seconda bolletta."
        >
          {() => null}
        </QueryState>
        {second.isError && changeLink}
      </>
    );
  }
  if (second.data.id === invoice.id) {
    return (
      <>
        <Alert tone="error">Scegli una bolletta diversa da questa.</Alert>
        {changeLink}
      </>
    );
  }
  const other = second.data;
  const headline = compareInvoices(invoice, other);
  const columns = (
    <tr>
      <th scope="col">Voce</th>
      <th scope="col">
        Bolletta {billLabel(invoice)}
        <span className="compare__period">{period(invoice)}</span>
      </th>
      <th scope="col">
        Bolletta {billLabel(other)}
        <span className="compare__period">{period(other)}</span>
      </th>
      <th scope="col">Differenza</th>
    </tr>
  );
  return (
    <>
      <p>
        Le differenze sono della bolletta <strong>{billLabel(invoice)}</strong> rispetto alla bolletta{' '}
        <strong>{billLabel(other)}</strong>.
      </p>
      {changeLink}
      <section aria-labelledby="compare-summary-title" className="section">
        <h2 id="compare-summary-title">In sintesi</h2>
        <TableScroll label="Confronto in sintesi">
          <table className="compare__table" data-testid="comparison-summary">
            <thead>{columns}</thead>
            <tbody>
              <tr data-testid="compare-amount">
                <th scope="row">Importo totale</th>
                <td>{formatValue(headline.amount.first, 'money', null)}</td>
                <td>{formatValue(headline.amount.second, 'money', null)}</td>
                <DiffCell d={headline.amount} kind="money" />
              </tr>
              <tr data-testid="compare-consumption">
                <th scope="row">Consumo</th>
                <td>{formatValue(headline.consumption.first, 'quantity', headline.unit)}</td>
                <td>{formatValue(headline.consumption.second, 'quantity', headline.unit)}</td>
                <DiffCell d={headline.consumption} kind="quantity" unit={headline.unit} />
              </tr>
              <tr data-testid="compare-unit-price">
                <th scope="row">Prezzo medio unitario</th>
                <td>{formatValue(headline.unitPrice.first, 'price', headline.unit)}</td>
                <td>{formatValue(headline.unitPrice.second, 'price', headline.unit)}</td>
                <DiffCell d={headline.unitPrice} kind="price" unit={headline.unit} />
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <p className="muted compare__note">
          Il prezzo medio unitario è l’importo totale della bolletta diviso per il consumo fatturato.
        </p>
      </section>
      <section aria-labelledby="compare-lines-title" className="section">
        <h2 id="compare-lines-title">Voce per voce</h2>
        <QueryState
          query={{
            // Both bills' detail, read as one.
            isPending: firstDetail.isPending || secondDetail.isPending,
            isError: firstDetail.isError || secondDetail.isError,
            isFetching: firstDetail.isFetching || secondDetail.isFetching,
            data:
              firstDetail.data && secondDetail.data
                ? ([firstDetail.data, secondDetail.data] as const)
                : undefined,
            refetch: () => Promise.all([firstDetail.refetch(), secondDetail.refetch()]),
          }}
          loading="Caricamento del dettaglio delle bollette…"
          error="Non è stato possibile caricare il dettaglio delle bollette."
        >
          {([one, two]) => (
            <TableScroll label="Confronto voce per voce">
              <table className="compare__table compare__table--lines" data-testid="comparison-lines">
                <thead>{columns}</thead>
                {compareSections(one.sections, two.sections).map((section) => (
                  <SectionRows key={section.code} section={section} showPod={invoice.supplyId === null} />
                ))}
              </table>
            </TableScroll>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** One section's rows; POD/PDR only on a bill of several supplies (as on the invoice detail). */
function SectionRows({ section, showPod }: { section: SectionComparison; showPod: boolean }) {
  return (
    <tbody data-testid="compare-section" data-section={section.code}>
      <tr className="compare__section">
        <th scope="rowgroup">{section.title}</th>
        <td>{formatValue(section.amount.first, 'money', null)}</td>
        <td>{formatValue(section.amount.second, 'money', null)}</td>
        <DiffCell d={section.amount} kind="money" />
      </tr>
      {section.lines.map((line, n) => (
        <tr key={n} data-testid="compare-line">
          <th scope="row" className="compare__line">
            {line.description}
            {showPod && line.podPdr ? <span className="muted"> · {line.podPdr}</span> : null}
            {line.quantity.first !== null || line.quantity.second !== null ? (
              <span className="compare__qty muted">
                {formatValue(line.quantity.first, 'quantity', line.unit)} /{' '}
                {formatValue(line.quantity.second, 'quantity', line.unit)}
              </span>
            ) : null}
          </th>
          <td>{formatValue(line.amount.first, 'money', null)}</td>
          <td>{formatValue(line.amount.second, 'money', null)}</td>
          <DiffCell d={line.amount} kind="money" />
        </tr>
      ))}
    </tbody>
  );
}
