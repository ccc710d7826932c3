import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, STATE_LABELS, type ConsoleRequest, type RequestDetail } from './api';
import { MutationError } from './ui';

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

type Action = 'take' | 'in_progress' | 'concluded' | 'rejected';

const DONE: Record<Action, string> = {
  take: 'Richiesta presa in carico.',
  in_progress: 'Richiesta in lavorazione: il cliente è stato avvisato.',
  concluded: 'Richiesta conclusa: il cliente la vede nelle Pratiche e ha ricevuto una notifica.',
  rejected: 'Richiesta respinta: il cliente la vede nelle Pratiche e ha ricevuto una notifica.',
};

/** What the customer asked, in words: the keys of the request's details, the values as text. */
function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A request: what was asked, by whom, and the actions: take it, move it, conclude or reject it with a message. */
export function RequestDetailPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const request = useQuery({
    queryKey: ['request', id],
    queryFn: () => api<RequestDetail>('GET', `/requests/${id}`),
  });
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action === 'take') await api<ConsoleRequest>('POST', `/requests/${id}/assignment`);
      else
        await api('POST', `/requests/${id}/state`, {
          body: { state: action, message: message.trim() || null },
        });
      return action;
    },
    onSuccess: async (action) => {
      setDone(DONE[action]);
      if (action !== 'take') setMessage('');
      await queryClient.invalidateQueries({ queryKey: ['request', id] });
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
    onMutate: () => setDone(null),
  });

  return (
    <>
      <p>
        <Link to="/richieste">← Tutte le richieste</Link>
      </p>
      <QueryState
        query={request}
        loading="Caricamento della richiesta…"
        error={loadError('Non è stato possibile caricare la richiesta.')}
      >
        {(r) => {
          const final = r.state === 'concluded' || r.state === 'rejected';
          return (
            <>
              <h1>
                {r.typeLabel} · {r.ticketKey}
              </h1>
              <dl className="console-facts">
                <dt>Stato</dt>
                <dd data-testid="console-request-state">{STATE_LABELS[r.state]}</dd>
                <dt>Cliente</dt>
                <dd>
                  {r.customer.name} ({r.customer.code}) · {r.brand}
                </dd>
                <dt>Codice fiscale / P. IVA</dt>
                <dd>{[r.customer.fiscalCode, r.customer.vatNumber].filter(Boolean).join(' / ') || '—'}</dd>
                <dt>E-mail</dt>
                <dd>{r.customerEmail ?? '—'}</dd>
                <dt>Ricevuta</dt>
                <dd>{dateTime.format(new Date(r.createdAt))}</dd>
                <dt>Presa in carico</dt>
                <dd data-testid="console-request-assignee">
                  {r.assignee
                    ? `${r.assignee.name}, ${dateTime.format(new Date(r.assignee.assignedAt))}`
                    : 'Da nessuno'}
                </dd>
                {r.message && (
                  <>
                    <dt>Ultimo messaggio al cliente</dt>
                    <dd>{r.message}</dd>
                  </>
                )}
              </dl>
              <section aria-labelledby="asked-title">
                <h2 id="asked-title">Cosa chiede il cliente</h2>
                {Object.keys(r.details).length === 0 ? (
                  <p className="muted">Nessun dettaglio.</p>
                ) : (
                  <dl className="console-facts">
                    {Object.entries(r.details).map(([key, value]) => (
                      <div key={key} className="console-fact">
                        <dt>{key}</dt>
                        <dd>{detailValue(value)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </section>
              {r.supplies.length > 0 && (
                <section aria-labelledby="supplies-title">
                  <h2 id="supplies-title">Forniture del cliente</h2>
                  <ul>
                    {r.supplies.map((s) => (
                      <li key={s.code}>
                        {s.commodity} · {s.podPdr} · {s.address}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {r.bill && <ReplaceBill requestId={id} bill={r.bill} final={final} />}
              <section aria-labelledby="actions-title" className="console-actions">
                <h2 id="actions-title">Gestione</h2>
                {done && <Alert tone="success">{done}</Alert>}
                <MutationError mutation={act} />
                {final ? (
                  <p className="muted">
                    La richiesta è {STATE_LABELS[r.state].toLowerCase()}: non può più cambiare stato.
                  </p>
                ) : (
                  <>
                    <button
                      type="button"
                      className="button"
                      disabled={act.isPending}
                      onClick={() => act.mutate('take')}
                    >
                      Prendi in carico
                    </button>
                    <Field
                      label="Messaggio al cliente"
                      hint="Mostrato nella pratica e nella notifica (facoltativo)"
                    >
                      <textarea
                        name="message"
                        rows={4}
                        maxLength={2000}
                        value={message}
                        onChange={(e) => setMessage(e.target.value)}
                      />
                    </Field>
                    <div className="console-buttons">
                      <button
                        type="button"
                        className="button"
                        disabled={act.isPending}
                        onClick={() => act.mutate('in_progress')}
                      >
                        In lavorazione
                      </button>
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={act.isPending}
                        onClick={() => act.mutate('concluded')}
                      >
                        Concludi
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={act.isPending}
                        onClick={() => act.mutate('rejected')}
                      >
                        Rifiuta
                      </button>
                    </div>
                  </>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/**
 * "Sostituisci la bolletta" on a rettifica (issue 25): the new bill, already imported, named by its
 * number, replaces the estimated one; the rettifica is then concluded and the customer notified.
 */
function ReplaceBill({
  requestId,
  bill,
  final,
}: {
  requestId: number;
  bill: NonNullable<RequestDetail['bill']>;
  final: boolean;
}) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const replace = useMutation({
    mutationFn: () =>
      api<{ replacement: { key: string }; carriedCredit: string }>(
        'POST',
        `/requests/${requestId}/replacement`,
        {
          body: { invoiceNumber: number.trim() },
        },
      ),
    onMutate: () => setDone(null),
    onSuccess: async (result) => {
      setDone(
        `Bolletta ${bill.key} sostituita dalla bolletta ${result.replacement.key}: la rettifica è conclusa e il cliente ha ricevuto una notifica.`,
      );
      setNumber('');
      await queryClient.invalidateQueries({ queryKey: ['request', requestId] });
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
  });
  return (
    <section aria-labelledby="replace-title" className="console-actions">
      <h2 id="replace-title">Bolletta contestata</h2>
      {done && <Alert tone="success">{done}</Alert>}
      {bill.replacedBy ? (
        <p data-testid="console-bill-replaced">
          La bolletta {bill.key} è stata sostituita dalla bolletta {bill.replacedBy.key} il{' '}
          {dateTime.format(new Date(bill.replacedBy.replacedAt))}.
        </p>
      ) : final ? (
        <p className="muted">Bolletta {bill.key}: la rettifica è chiusa.</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            replace.mutate();
          }}
        >
          <p>
            Bolletta stimata {bill.key}. Quando la nuova bolletta calcolata sulla lettura è stata importata,
            indicane il numero: la bolletta stimata non sarà più da pagare e la rettifica sarà conclusa.
          </p>
          <MutationError mutation={replace} />
          <Field label="Numero della nuova bolletta">
            <input
              name="invoiceNumber"
              required
              maxLength={60}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
          </Field>
          <button
            type="submit"
            className="button button--primary"
            disabled={replace.isPending || !number.trim()}
          >
            Sostituisci la bolletta
          </button>
        </form>
      )}
    </section>
  );
}
