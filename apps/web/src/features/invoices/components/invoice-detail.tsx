import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Installment, Invoice } from '@sportello/contract';
import {
  canPayInvoiceOnline,
  canRequestInstallments,
  formatDate,
  formatEuro,
  formatNumber,
  installmentStatus,
  installmentStatusLabel,
  installmentsStillToPay,
  invoiceCsvArchiviationKey,
  isMultiPodInvoice,
  showInvoiceActionsPopover,
} from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { useInstallments } from '../api/get-installments';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceDetail, type InvoiceSection } from '../api/get-invoice-detail';
import { supplyLabel } from './commodity';
import { BillExplanation } from './bill-explanation';
import { DownloadButton } from './download-button';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDates } from './invoice-dates';
import { PayInvoiceButton } from './pay-invoice-button';
import { PayWithoutCard } from './pay-without-card';
import { PaymentBadge } from './payment-badge';
import { ReplacementNote } from './replacement-note';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

const Rettifica = lazy(() => import('./rettifica'));

export interface InvoiceDetailViewProps {
  id: number;
  /** The comparison routes are available (modules panoram or dettFatt). */
  canCompare?: boolean;
  /** Modules the server enables (the popover and "pay instalments" depend on them). */
  moduleKeys: readonly string[];
  supplyName?: (supplyId: number) => string | undefined;
}

/**
 * One invoice: summary, what is owed and the actions (pay online, pay instalments, request
 * instalments, PDF, CSV detail), the Bolletta 2.0 sections and the instalments. Someone else's
 * invoice is a 403/404 that the shell handles: no data shows.
 */
export function InvoiceDetailView({
  id,
  moduleKeys,
  supplyName,
  canCompare = false,
}: InvoiceDetailViewProps) {
  const query = useInvoice(id);
  const invoice = query.data;
  const heading = useFocusHeading(!!invoice);
  // Arriving from the invoice CSV deep link (spec section 4): the CSV detail downloads at once.
  const [csvOnArrival] = useState(() => tabStorage.get(SESSION_KEYS.downloadInvoiceCsv) === '1');
  useEffect(() => {
    if (csvOnArrival && invoice) tabStorage.remove(SESSION_KEYS.downloadInvoiceCsv);
  }, [csvOnArrival, invoice]);

  if (!invoice) {
    return (
      <>
        <h1>Dettaglio bolletta</h1>
        <QueryState
          query={query}
          loading="Caricamento della bolletta…"
          error="Non è stato possibile caricare la bolletta."
          // Someone else's or an unknown invoice stays so: asking again cannot help.
          canRetry={(error) => !(error instanceof ApiError && [403, 404].includes(error.status))}
        >
          {() => null}
        </QueryState>
        {query.isError && (
          <p>
            <Link to="/invoices-list">Torna alle bollette</Link>
          </p>
        )}
      </>
    );
  }

  const multiPod = isMultiPodInvoice(invoice);
  const withPopover = showInvoiceActionsPopover(invoice, moduleKeys);
  const csv = multiPod ? (
    <DownloadButton
      archiviationKey={invoiceCsvArchiviationKey(invoice.archiviationKey)}
      invoiceKey={invoice.key}
      documentType="InvoiceDetailCsv"
      autoStart={csvOnArrival}
      className={withPopover ? 'button button--ghost invoice-actions__item' : 'button'}
    >
      Scarica il dettaglio (CSV)
    </DownloadButton>
  ) : null;
  const canPayInstallments =
    moduleKeys.includes('pay') && installmentsStillToPay(invoice.installments).length > 0;
  const canAskInstallments = invoice.installmentsRequestable && canRequestInstallments(invoice, new Date());

  return (
    <article className="invoice-detail" aria-labelledby="invoice-title">
      <p className="invoice-detail__back">
        <Link to="/invoices-list">← Tutte le bollette</Link>
      </p>
      <div className="invoice-detail__head">
        <h1 id="invoice-title" ref={heading} tabIndex={-1}>
          {invoice.invoiceTypeDescription} n. {invoice.key}
        </h1>
        <PaymentBadge level={invoice.paymentLevel} />
      </div>
      <ReplacementNote invoice={invoice} />

      <section className="invoice-summary" aria-labelledby="invoice-summary-title">
        <h2 id="invoice-summary-title" className="visually-hidden">
          In sintesi
        </h2>
        <dl className="invoice-facts invoice-facts--wide">
          <div>
            <dt>Importo totale</dt>
            <dd className="invoice-facts__amount" data-testid="invoice-total">
              {formatEuro(invoice.totalAmount)}
            </dd>
          </div>
          <div>
            <dt>Da pagare</dt>
            <dd data-testid="invoice-to-pay">{formatEuro(invoice.amountToPay)}</dd>
          </div>
          <InvoiceDates invoice={invoice} />
          {invoice.paidDate && (
            <div>
              <dt>Pagata il</dt>
              <dd>{formatDate(invoice.paidDate)}</dd>
            </div>
          )}
          <div>
            <dt>Fornitura</dt>
            <dd>{supplyLabel(invoice, supplyName)}</dd>
          </div>
          {invoice.consumption && (
            <div>
              <dt>Consumo fatturato</dt>
              <dd>
                {formatNumber(invoice.consumption)} {invoice.consumptionUnit ?? ''}
              </dd>
            </div>
          )}
          <div>
            <dt>Codice cliente</dt>
            <dd>{invoice.contract.customer.key}</dd>
          </div>
        </dl>
      </section>

      <section className="invoice-actions-bar" aria-label="Azioni sulla bolletta">
        {canPayInvoiceOnline(invoice) && <PayInvoiceButton invoice={invoice} />}
        {canPayInstallments && (
          <Link className="button button--primary" to={`/invoice/${invoice.id}/installments-to-pay`}>
            Paga le rate
          </Link>
        )}
        <DownloadButton
          archiviationKey={invoice.archiviationKey}
          available={invoice.documentAvailable}
          invoiceKey={invoice.key}
        />
        {canAskInstallments && (
          <Link
            className="button"
            to={`/invoice/${invoice.id}/request-installments/${encodeURIComponent(invoice.contract.key)}/${encodeURIComponent(invoice.key)}`}
          >
            Richiedi la rateizzazione
          </Link>
        )}
        {withPopover ? <InvoiceActions>{csv}</InvoiceActions> : csv}
        {canCompare && (
          <Link className="button button--ghost" to={`/invoice/${invoice.id}/comparation`}>
            Confronta con un’altra bolletta
          </Link>
        )}
      </section>

      <PayWithoutCard invoice={invoice} />
      <InvoiceSections invoice={invoice} />
      {invoice.supplyId !== null && (
        <Suspense fallback={null}>
          <Rettifica invoiceId={invoice.id} />
        </Suspense>
      )}
      {invoice.supplyId !== null && <BillExplanation invoiceId={invoice.id} />}
      {invoice.installments.length > 0 && <InstallmentsSection invoice={invoice} />}
    </article>
  );
}

/** The summary's anchor: the invoice deep link of a single-POD invoice opens the page here. */
const SECTIONS_ANCHOR = 'elementsDetail';
/** After the shell's scroll to the top (50 ms after each navigation). */
const ANCHOR_SCROLL_DELAY_MS = 120;

function InvoiceSections({ invoice }: { invoice: Invoice }) {
  const detail = useInvoiceDetail(invoice.id);
  const showPod = invoice.supplyId === null;
  const { hash } = useLocation();
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!loaded || hash !== `#${SECTIONS_ANCHOR}`) return;
    const timer = setTimeout(
      () => document.getElementById(SECTIONS_ANCHOR)?.scrollIntoView({ block: 'start' }),
      ANCHOR_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loaded, hash]);
  return (
    <section id={SECTIONS_ANCHOR} className="section" aria-labelledby="invoice-sections-title">
      <h2 id="invoice-sections-title">Riepilogo della bolletta</h2>
      <QueryState
        query={detail}
        loading="Caricamento del riepilogo…"
        error="Non è stato possibile caricare il riepilogo della bolletta."
      >
        {(summary) => (
          <>
            <ul className="invoice-sections">
              {summary.sections.map((section) => (
                <SectionCard key={section.code} section={section} showPod={showPod} />
              ))}
            </ul>
            <p className="invoice-sections__total">
              <span>Totale bolletta</span> <strong>{formatEuro(summary.total)}</strong>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}

function SectionCard({ section, showPod }: { section: InvoiceSection; showPod: boolean }) {
  return (
    <li className="invoice-section" data-testid="invoice-section">
      <h3 className="invoice-section__head">
        <span>{section.title}</span>
        <span className="invoice-section__amount">{formatEuro(section.amount)}</span>
      </h3>
      {section.lines.length > 0 && (
        <ul className="invoice-lines">
          {section.lines.map((line, n) => (
            <li key={n} className="invoice-line">
              <span className="invoice-line__what">
                {line.description}
                {showPod && line.podPdr ? <span className="muted"> · {line.podPdr}</span> : null}
                {line.quantity && (
                  <span className="invoice-line__qty muted">
                    {formatNumber(line.quantity)} {line.unit ?? ''}
                    {line.unitPrice ? ` × ${formatNumber(line.unitPrice)} €` : ''}
                  </span>
                )}
              </span>
              <span className="invoice-line__amount">{formatEuro(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function InstallmentsSection({ invoice }: { invoice: Invoice }) {
  const query = useInstallments(invoice.id);
  return (
    <section className="section" aria-labelledby="installments-title">
      <h2 id="installments-title">Rate</h2>
      <QueryState
        query={query}
        loading="Caricamento delle rate…"
        error="Non è stato possibile caricare le rate."
      >
        {(installments) => <InstallmentList installments={installments} />}
      </QueryState>
    </section>
  );
}

const STATUS_TONE = { 0: 'late', 1: 'due', 2: 'ok' } as const;

export function InstallmentList({ installments }: { installments: Installment[] }) {
  const now = new Date();
  return (
    <ul className="installment-list" aria-label="Rate della bolletta">
      {installments.map((i) => {
        const status = installmentStatus(i, now);
        return (
          <li key={i.id} className="installment" data-testid="installment">
            <span className="installment__name">Rata {i.number}</span>
            <span>Scadenza {formatDate(i.dueDate)}</span>
            <span className="installment__amount">{formatEuro(i.amount)}</span>
            <span className={`pay-badge pay-badge--${STATUS_TONE[status]}`}>
              {status === 2 && i.paidDate
                ? `Pagata il ${formatDate(i.paidDate)}`
                : installmentStatusLabel(status)}
            </span>
            {status !== 2 && i.paidDate && <span className="muted">pagata il {formatDate(i.paidDate)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
