import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '@sportello/contract';
import { canPayInvoiceOnline, formatEuro, needsListView } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useInvoices, type InvoicesParams } from '../api/get-invoices';
import { supplyLabel } from './commodity';
import { DownloadButton } from './download-button';
import { InvoiceDates } from './invoice-dates';
import { PaySeveral } from './pay-several';
import { PaymentBadge } from './payment-badge';
import { ReplacementNote } from './replacement-note';
import './invoices.css';

export interface InvoiceListProps {
  params: InvoicesParams;
  outstandingOnly: boolean;
  onOutstandingOnlyChange: (value: boolean) => void;
  /** The name the customer gave a supply, when known. */
  supplyName?: (supplyId: number) => string | undefined;
  /** Waits for the current customer. */
  enabled?: boolean;
  /**
   * Bills chosen for one payment when the list arrives: all those payable online ('tutte'), or the
   * overdue ones ('scadute', from the insolvency banner).
   */
  preselect?: 'tutte' | 'scadute' | null;
}

/**
 * The customer's invoices, newest first, 5 at a time with "Mostra altre bollette", with the
 * "only to pay" filter. Each shows number, issue date, period, amount, due date, payment status
 * and supply; list-view types open their detail, the others download as a document.
 */
export function InvoiceList({
  params,
  outstandingOnly,
  onOutstandingOnlyChange,
  supplyName,
  enabled = true,
  preselect = null,
}: InvoiceListProps) {
  const query = useInvoices({ ...params, outstandingOnly }, enabled);
  // The filter lives in the address, which the router updates in a transition: the box follows
  // the click at once instead of springing back until the new address arrives.
  const [filterChecked, setFilterChecked] = useState(outstandingOnly);
  useEffect(() => setFilterChecked(outstandingOnly), [outstandingOnly]);
  const filterId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const invoices = query.data?.pages.flatMap((p) => p.invoices) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;

  // Several bills in one payment: the ids chosen (only bills payable online can be).
  const [chosenIds, setChosenIds] = useState<ReadonlySet<number>>(() => new Set());
  const payable = invoices.filter(canPayInvoiceOnline);
  const chosen = payable.filter((i) => chosenIds.has(i.id));
  const preselected = useRef(false);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || preselected.current || !preselect) return;
    preselected.current = true;
    const pick = payable.filter((i) => preselect === 'tutte' || i.paymentLevel === 'Scaduta');
    setChosenIds(new Set(pick.map((i) => i.id)));
  }, [loaded, preselect, payable]);
  const toggle = (id: number, on: boolean) =>
    setChosenIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // After "Mostra altre bollette" focus goes to the first invoice just loaded.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || invoices.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-invoice-title]')[from]?.focus();
  }, [invoices.length]);

  return (
    <div className="invoices">
      <div className="invoices__toolbar">
        <div className="invoices__filter">
          <input
            id={filterId}
            type="checkbox"
            checked={filterChecked}
            onChange={(event) => {
              setFilterChecked(event.target.checked);
              onOutstandingOnlyChange(event.target.checked);
            }}
          />
          <label htmlFor={filterId}>Mostra solo le bollette da pagare</label>
        </div>
        {first && Number(first.outstandingAmount) > 0 && (
          <p className="invoices__outstanding" data-testid="outstanding-amount">
            Totale da pagare: <strong>{formatEuro(first.outstandingAmount)}</strong>
          </p>
        )}
      </div>

      <QueryState
        query={query}
        loading="Caricamento delle bollette…"
        error="Non è stato possibile caricare le bollette."
        isEmpty={(data) => data.pages.every((page) => page.invoices.length === 0)}
        empty={outstandingOnly ? 'Non ci sono bollette da pagare.' : 'Non ci sono bollette da mostrare.'}
      >
        {() => (
          <>
            <p className="muted" role="status" aria-live="polite" data-testid="invoice-count">
              {`Visualizzate ${invoices.length} di ${total} bollette`}
            </p>
            <ul className="invoice-list" aria-label="Bollette" ref={listRef}>
              {invoices.map((invoice) => (
                <InvoiceCard
                  key={invoice.id}
                  invoice={invoice}
                  supplyName={supplyName}
                  choice={
                    canPayInvoiceOnline(invoice)
                      ? { checked: chosenIds.has(invoice.id), onChange: (on) => toggle(invoice.id, on) }
                      : null
                  }
                />
              ))}
            </ul>
            {payable.length > 0 && (
              <PaySeveral
                chosen={chosen}
                payableCount={payable.length}
                onChooseAll={() => setChosenIds(new Set(payable.map((i) => i.id)))}
                onClear={() => setChosenIds(new Set())}
              />
            )}
            {query.hasNextPage && (
              <button
                type="button"
                className="button invoices__more"
                disabled={query.isFetchingNextPage}
                onClick={() => {
                  focusFrom.current = invoices.length;
                  void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? 'Caricamento…' : 'Mostra altre bollette'}
              </button>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function InvoiceCard({
  invoice,
  supplyName,
  choice,
}: {
  invoice: Invoice;
  supplyName?: ((id: number) => string | undefined) | undefined;
  /** The box that chooses the bill for one payment with others (bills payable online only). */
  choice: { checked: boolean; onChange: (on: boolean) => void } | null;
}) {
  const opensDetail = needsListView(invoice.invoiceTypeCode);
  const title = `${invoice.invoiceTypeDescription} n. ${invoice.key}`;
  const choiceId = useId();
  return (
    <li
      className={choice?.checked ? 'invoice-card invoice-card--chosen' : 'invoice-card'}
      data-testid="invoice-card"
    >
      <div className="invoice-card__head">
        <h2 className="invoice-card__title">
          {opensDetail ? (
            <Link to={`/invoice/${invoice.id}`} data-invoice-title="">
              {title}
            </Link>
          ) : (
            <span tabIndex={-1} data-invoice-title="">
              {title}
            </span>
          )}
        </h2>
        <PaymentBadge level={invoice.paymentLevel} />
      </div>
      <dl className="invoice-facts">
        <div>
          <dt>Importo</dt>
          <dd className="invoice-facts__amount">{formatEuro(invoice.totalAmount)}</dd>
        </div>
        <InvoiceDates invoice={invoice} />
        <div>
          <dt>Fornitura</dt>
          <dd>{supplyLabel(invoice, supplyName)}</dd>
        </div>
      </dl>
      <ReplacementNote invoice={invoice} />
      {choice && (
        <div className="invoice-card__choice">
          <input
            id={choiceId}
            type="checkbox"
            checked={choice.checked}
            onChange={(event) => choice.onChange(event.target.checked)}
          />
          <label htmlFor={choiceId}>
            Paga insieme ad altre<span className="visually-hidden"> la bolletta n. {invoice.key}</span> (
            {formatEuro(invoice.amountToPay)})
          </label>
        </div>
      )}
      {!opensDetail && (
        <DownloadButton
          archiviationKey={invoice.archiviationKey}
          available={invoice.documentAvailable}
          invoiceKey={invoice.key}
          label={`Scarica PDF ${invoice.key}`}
        />
      )}
    </li>
  );
}
