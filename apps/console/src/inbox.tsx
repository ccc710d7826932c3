import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PRACTICE_TYPE_LABELS } from '@sportello/domain';
import { Field } from '@kit/field';
import { api, STATE_LABELS, type Operator, type RequestPage } from './api';
import { BrandOptions, ConsoleTable, PagedResults, useAddressFilters } from './ui';

const PAGE_SIZE = 20;
const KEYS = ['brand', 'type', 'state', 'assigned', 'q'] as const;
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** The requests inbox: filters and search in the address (shareable, kept on return), a page of results. */
export function Inbox({ operator }: { operator: Operator }) {
  const { filters, page, draft, set, apply, goTo } = useAddressFilters(KEYS);
  const requests = useQuery({
    queryKey: ['requests', filters, page],
    queryFn: () => api<RequestPage>('GET', '/requests', { query: { ...filters, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
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
            <BrandOptions brands={operator.brands} />
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
      <PagedResults
        query={requests}
        loading="Caricamento delle richieste…"
        error="Non è stato possibile caricare le richieste."
        empty="Nessuna richiesta corrisponde ai filtri."
        count={(total) => (total === 1 ? '1 richiesta' : `${total} richieste`)}
        page={page}
        pageSize={PAGE_SIZE}
        goTo={goTo}
      >
        {(data) => (
          <ConsoleTable
            caption="Richieste dei clienti, le più recenti prima"
            head={['Pratica', 'Tipo', 'Cliente', 'Marchio', 'Stato', 'Presa in carico', 'Ricevuta']}
          >
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
          </ConsoleTable>
        )}
      </PagedResults>
    </>
  );
}
