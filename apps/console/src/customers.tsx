import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ConsoleCustomer, ConsoleCustomerView } from '@sportello/contract/console/customers';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, type Operator } from './api';
import { BrandOptions, ConsoleTable } from './ui';

const date = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short' });
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const day = (value: string | null | undefined) => (value ? date.format(new Date(value)) : '—');
const money = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : euro.format(Number(value));

/** Finding a customer of the operator's brands (the search is audited): code, fiscal code, VAT, POD/PDR. */
export function CustomerSearch({ operator }: { operator: Operator }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const [draft, setDraft] = useState({ q, brand });
  const found = useQuery({
    queryKey: ['customers', q, brand],
    queryFn: () => api<{ items: ConsoleCustomer[] }>('GET', '/customers', { query: { q, brand } }),
    enabled: q.trim().length >= 3,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.brand) next.set('brand', draft.brand);
    setParams(next);
  };
  return (
    <>
      <h1>Clienti</h1>
      <form className="console-filters" onSubmit={search} role="search" aria-label="Cerca un cliente">
        <Field
          label="Cerca"
          hint="Codice cliente, codice fiscale, partita IVA o POD/PDR (almeno 3 caratteri)"
        >
          <input
            name="q"
            type="search"
            minLength={3}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
        <Field label="Marchio">
          <select
            name="brand"
            value={draft.brand}
            onChange={(e) => setDraft({ ...draft, brand: e.target.value })}
          >
            <option value="">Tutti i miei marchi</option>
            <BrandOptions brands={operator.brands} />
          </select>
        </Field>
        <button type="submit" className="button button--primary">
          Cerca
        </button>
      </form>
      {q.trim().length < 3 ? (
        <p className="muted">Inserire un codice per cercare un cliente. Ogni ricerca è registrata.</p>
      ) : (
        <QueryState
          query={found}
          loading="Ricerca dei clienti…"
          error={loadError('Non è stato possibile cercare i clienti.')}
          isEmpty={(data) => data.items.length === 0}
          empty="Nessun cliente dei propri marchi corrisponde alla ricerca."
        >
          {(data) => (
            <ul className="console-list" aria-label="Clienti trovati">
              {data.items.map((c) => (
                <li key={c.id} data-testid="console-customer-row">
                  <Link to={`/clienti/${c.id}`}>
                    {c.name} ({c.code})
                  </Link>{' '}
                  <span className="muted">
                    · {c.brand} · {[c.fiscalCode, c.vatNumber].filter(Boolean).join(' / ') || '—'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </>
  );
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="console-section">
      <h2 id={id}>{title}</h2>
      {empty ? <p className="muted">Nessun elemento.</p> : children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <ConsoleTable caption={caption} head={head}>
      {rows.map((cells, i) => (
        <tr key={i}>
          {cells.map((cell, j) => (
            <td key={j}>{cell}</td>
          ))}
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** A customer as it sees the portal, read only: users, supplies, bills, payments, readings, delegations, messages. */
export function CustomerViewPage() {
  const id = Number(useParams().id);
  const view = useQuery({
    queryKey: ['customer', id],
    queryFn: () => api<ConsoleCustomerView>('GET', `/customers/${id}`),
  });
  return (
    <>
      <p>
        <Link to="/clienti">← Cerca un cliente</Link>
      </p>
      <QueryState
        query={view}
        loading="Caricamento del cliente…"
        error={loadError('Non è stato possibile caricare il cliente.')}
      >
        {(v) => <CustomerView view={v} />}
      </QueryState>
    </>
  );
}

export function CustomerView({ view: v }: { view: ConsoleCustomerView }) {
  const delegations = [...v.delegations.granted, ...v.delegations.received, ...v.delegations.requested];
  const readings = v.readings.flatMap((r) =>
    r.readings.readings.map((reading) => ({ ...reading, supply: r.supplyKey })),
  );
  return (
    <>
      <h1>
        {v.customer.name} · {v.customer.code}
      </h1>
      <p className="muted">
        Come il cliente vede il portale, in sola lettura. La consultazione è registrata.
      </p>
      <dl className="console-facts">
        <dt>Marchio</dt>
        <dd>{v.customer.brand}</dd>
        <dt>Codice fiscale / P. IVA</dt>
        <dd>{[v.customer.fiscalCode, v.customer.vatNumber].filter(Boolean).join(' / ') || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{v.customer.email ?? '—'}</dd>
      </dl>
      <Section id="users-title" title="Utenti del portale" empty={v.users.length === 0}>
        <Table
          caption="Utenti del portale"
          head={['Utente', 'E-mail', 'Tipo']}
          rows={v.users.map((u) => [u.key, u.email ?? '—', u.type ?? '—'])}
        />
      </Section>
      <Section id="supplies-title" title="Forniture" empty={v.supplies.supplies.length === 0}>
        <Table
          caption="Forniture"
          head={['Fornitura', 'Tipo', 'POD/PDR', 'Stato']}
          rows={v.supplies.supplies.map((s) => [s.key, s.commodity, s.podPdr, s.status])}
        />
      </Section>
      <Section
        id="invoices-title"
        title={`Bollette (${v.invoices.total})`}
        empty={v.invoices.invoices.length === 0}
      >
        <p>Da pagare in tutto: {money(v.invoices.outstandingAmount)}</p>
        <Table
          caption="Bollette, le più recenti prima"
          head={['Numero', 'Emessa', 'Scadenza', 'Importo', 'Da pagare']}
          rows={v.invoices.invoices.map((i) => [
            i.key,
            day(i.issueDate),
            day(i.dueDate),
            money(i.totalAmount),
            money(i.amountToPay),
          ])}
        />
      </Section>
      <Section id="payments-title" title="Pagamenti dal portale" empty={v.payments.length === 0}>
        <Table
          caption="Pagamenti"
          head={['Numero', 'Creato', 'Importo', 'Stato']}
          rows={v.payments.map((p) => [p.id, day(p.createdAt), money(p.totalAmount), p.status])}
        />
      </Section>
      <Section id="readings-title" title="Letture" empty={readings.length === 0}>
        <Table
          caption="Letture, le più recenti prima"
          head={['Fornitura', 'Data', 'Valore', 'Origine']}
          rows={readings.map((r) => [r.supply, day(r.readingDate), r.value, r.origin])}
        />
      </Section>
      <Section id="delegations-title" title="Deleghe" empty={delegations.length === 0}>
        <Table
          caption="Deleghe"
          head={['Delegato', 'Stato']}
          rows={delegations.map((d) => [d.delegateName, d.status])}
        />
      </Section>
      <Section
        id="messages-title"
        title={`Messaggi (${v.notifications.unread} da leggere, ${v.notifications.toBeAccepted} da accettare)`}
        empty={v.notifications.notifications.length === 0}
      >
        <Table
          caption="Messaggi del titolare"
          head={['Titolo', 'Data', 'Letto', 'Accettazione']}
          rows={v.notifications.notifications.map((n) => [
            n.subject,
            day(n.createdAt),
            n.readTime ? 'sì' : 'no',
            n.acceptedTime ? 'accettato' : n.toBeAccepted ? 'da accettare' : '—',
          ])}
        />
      </Section>
    </>
  );
}
