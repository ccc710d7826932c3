import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRACTICE_TYPE_LABELS } from '@sportello/domain';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, STATE_LABELS, type Operator, type RequestPage } from './api';

const PAGE_SIZE = 20;
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** The requests inbox: filters and search in the address (shareable, kept on return), a page of results. */
export function Inbox({ operator }: { operator: Operator }) {
  const [params, setParams] = useSearchParams();
  const filters = {
    brand: params.get('brand') ?? '',
    type: params.get('type') ?? '',
    state: params.get('state') ?? '',
    assigned: params.get('assigned') ?? '',
    q: params.get('q') ?? '',
  };
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(filters);
  const requests = useQuery({
    queryKey: ['requests', filters, page],
    queryFn: () => api<RequestPage>('GET', '/requests', { query: { ...filters, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });

  return (
    <>
      <h1>Richieste dei clienti</h1>
      <form className="console-filters" onSubmit={apply} role="search" aria-label="Filtri delle richieste">
        <Field label="Cerca" hint="Codice cliente, codice fiscale, partita IVA, POD/PDR o numero pratica">
          <input name="q" type="search" value={draft.q} onChange={set('q')} />
        </Field>
        <Field label="Marchio">
          <select name="brand" value={draft.brand} onChange={set('brand')}>
            <option value="">Tutti i miei marchi</option>
            {operator.brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Tipo">
          <select name="type" value={draft.type} onChange={set('type')}>
            <option value="">Tutti i tipi</option>
            {Object.entries(PRACTICE_TYPE_LABELS).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Stato">
          <select name="state" value={draft.state} onChange={set('state')}>
            <option value="">Tutti gli stati</option>
            {Object.entries(STATE_LABELS).map(([state, label]) => (
              <option key={state} value={state}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Presa in carico">
          <select name="assigned" value={draft.assigned} onChange={set('assigned')}>
            <option value="">Tutte</option>
            <option value="me">Da me</option>
            <option value="none">Da nessuno</option>
          </select>
        </Field>
        <button type="submit" className="button button--primary">
          Filtra
        </button>
      </form>
      <QueryState
        query={requests}
        loading="Caricamento delle richieste…"
        error={loadError('Non è stato possibile caricare le richieste.')}
        isEmpty={(data) => data.items.length === 0}
        empty="Nessuna richiesta corrisponde ai filtri."
      >
        {(data) => (
          <>
            <p role="status" className="muted" aria-live="polite">
              {data.total === 1 ? '1 richiesta' : `${data.total} richieste`}
            </p>
            <div className="console-table-wrap">
              <table className="console-table">
                <caption className="visually-hidden">Richieste dei clienti, le più recenti prima</caption>
                <thead>
                  <tr>
                    <th scope="col">Pratica</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Cliente</th>
                    <th scope="col">Marchio</th>
                    <th scope="col">Stato</th>
                    <th scope="col">Presa in carico</th>
                    <th scope="col">Ricevuta</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id} data-testid="console-request-row">
                      <td>
                        <Link to={`/richieste/${item.id}`}>{item.ticketKey}</Link>
                      </td>
                      <td>{item.typeLabel}</td>
                      <td>
                        {item.customer.name}
                        <br />
                        <span className="muted">{item.customer.code}</span>
                      </td>
                      <td>{item.brand}</td>
                      <td>{STATE_LABELS[item.state]}</td>
                      <td>{item.assignee?.name ?? '—'}</td>
                      <td>{dateTime.format(new Date(item.createdAt))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="console-pager" aria-label="Pagine">
              <button
                type="button"
                className="button button--ghost"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                Precedente
              </button>
              <span>
                Pagina {page} di {Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page * PAGE_SIZE >= data.total}
                onClick={() => goTo(page + 1)}
              >
                Successiva
              </button>
            </nav>
          </>
        )}
      </QueryState>
    </>
  );
}
