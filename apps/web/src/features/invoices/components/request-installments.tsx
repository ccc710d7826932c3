import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  canRequestInstallments,
  formatDate,
  formatEuro,
  installmentRequestWindow,
  isCreationSuccessful,
  isInstallmentRequestInProgress,
  MESSAGES,
  TEXT_LIMITS,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { useInstallmentRequests, useRequestInstallments } from '../api/request-installments';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

const CHOICES = [2, 3, 4, 5, 6, 8, 10, 12];

/**
 * /invoice/{id}/request-installments/{contractKey}/{key}: asks for an instalment plan, only
 * inside the request window (issue date to due date + 10 days) and when none is in progress.
 */
export function RequestInstallments({ invoiceId, contractKey }: { invoiceId: number; contractKey: string }) {
  const invoice = useInvoice(invoiceId);
  const requests = useInstallmentRequests(contractKey, invoice.isSuccess);
  const send = useRequestInstallments();
  const heading = useFocusHeading();
  const [count, setCount] = useState(3);
  const [note, setNote] = useState('');
  const countId = useId();
  const noteId = useId();

  const back = (
    <p className="invoice-detail__back">
      <Link to={`/invoice/${invoiceId}`}>← Torna alla bolletta</Link>
    </p>
  );
  let body;
  if (invoice.isPending || (invoice.isSuccess && requests.isPending)) {
    body = (
      <p role="status" className="muted">
        Caricamento…
      </p>
    );
  } else if (invoice.isError || !invoice.data) {
    body = (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare la bolletta.
      </p>
    );
  } else if (send.isSuccess && isCreationSuccessful(send.data)) {
    body = (
      <div role="status" className="alert alert--ok" data-testid="installments-request-sent">
        <p>
          <strong>Richiesta inviata!</strong> La tua richiesta di rateizzazione n. {send.data.ticketKey} è
          stata presa in carico: ti contatteremo con il piano delle rate.
        </p>
      </div>
    );
  } else {
    const inv = invoice.data;
    const inProgress =
      isInstallmentRequestInProgress(requests.data ?? [], inv.id) ||
      (send.error instanceof ApiError && send.error.code === 'installment_request_in_progress');
    const window = installmentRequestWindow(inv);
    const open = inv.installmentsRequestable && canRequestInstallments(inv, new Date());
    if (inProgress) {
      body = (
        <p role="status" className="alert alert--info" data-testid="installments-in-progress">
          {MESSAGES.installmentRequestInProgress}
        </p>
      );
    } else if (!open) {
      body = (
        <p role="status" className="alert alert--info" data-testid="installments-closed">
          {inv.installments.length > 0
            ? 'Questa bolletta è già rateizzata.'
            : `La rateizzazione di questa bolletta non può essere richiesta: è possibile farlo ${
                window
                  ? `dal ${formatDate(window.from)} al ${formatDate(window.to)}`
                  : 'entro i termini previsti'
              }, se la bolletta non è ancora pagata.`}
        </p>
      );
    } else {
      body = (
        <form
          className="form installments-request"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({
              invoiceId: inv.id,
              contractKey,
              numberOfInstallments: count,
              ...(note.trim() ? { note: note.trim() } : {}),
            });
          }}
        >
          <p>
            Bolletta n. {inv.key}, importo da rateizzare <strong>{formatEuro(inv.amountToPay)}</strong>,
            scadenza {formatDate(inv.dueDate)}.
          </p>
          <div className="field">
            <label htmlFor={countId}>Numero di rate</label>
            <select id={countId} value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n} rate
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={noteId}>Note (facoltative)</label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={TEXT_LIMITS.installmentNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {send.isError && (
            <p role="alert" className="alert alert--error">
              {send.error.message}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? 'Invio in corso…' : 'Invia la richiesta'}
          </button>
        </form>
      );
    }
  }
  return (
    <>
      {back}
      <h1 ref={heading} tabIndex={-1}>
        Richiesta di rateizzazione
      </h1>
      {body}
    </>
  );
}
