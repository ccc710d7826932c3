import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@sportello/contract/console/audit';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api } from './api';

const PAGE_SIZE = 50;
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'medium' });
const KEYS = ['operator', 'action', 'from', 'to'] as const;

interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log for admins: filters in the address, a page of entries, the CSV export. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<
    (typeof KEYS)[number],
    string
  >;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(filters);
  const entries = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => api<AuditPage>('GET', '/audit', { query: { ...filters, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () =>
      api<{ fileName: string; contentType: string; content: string; rows: number }>('GET', '/audit/export', {
        query: filters,
      }),
    onSuccess: (file) => {
      const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const k of KEYS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const set = (key: (typeof KEYS)[number]) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  return (
    <>
      <h1>Registro delle attività</h1>
      <form className="console-filters" onSubmit={apply} role="search" aria-label="Filtri del registro">
        <Field label="Operatore" hint="Nome utente">
          <input name="operator" value={draft.operator} onChange={set('operator')} />
        </Field>
        <Field label="Azione" hint="Ad esempio request. o customers.search">
          <input name="action" value={draft.action} onChange={set('action')} />
        </Field>
        <Field label="Dal giorno">
          <input name="from" type="date" value={draft.from} onChange={set('from')} />
        </Field>
        <Field label="Al giorno">
          <input name="to" type="date" value={draft.to} onChange={set('to')} />
        </Field>
        <button type="submit" className="button button--primary">
          Filtra
        </button>
      </form>
      <div className="console-buttons">
        <button
          type="button"
          className="button"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          Esporta in CSV
        </button>
      </div>
      {exportCsv.isError && (
        <Alert tone="error">
          {exportCsv.error instanceof Error ? exportCsv.error.message : 'Esportazione non riuscita.'}
        </Alert>
      )}
      {exportCsv.data && <Alert tone="success">Esportate {exportCsv.data.rows} attività.</Alert>}
      <QueryState
        query={entries}
        loading="Caricamento del registro…"
        error={loadError('Non è stato possibile caricare il registro.')}
        isEmpty={(data) => data.items.length === 0}
        empty="Nessuna attività corrisponde ai filtri."
      >
        {(data) => (
          <>
            <p role="status" className="muted" aria-live="polite">
              {data.total === 1 ? '1 attività' : `${data.total} attività`}
            </p>
            <div className="console-table-wrap">
              <table className="console-table">
                <caption className="visually-hidden">Attività degli operatori, le più recenti prima</caption>
                <thead>
                  <tr>
                    <th scope="col">Quando</th>
                    <th scope="col">Operatore</th>
                    <th scope="col">Azione</th>
                    <th scope="col">Su cosa</th>
                    <th scope="col">Prima</th>
                    <th scope="col">Dopo</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((e) => (
                    <tr key={e.id} data-testid="console-audit-row">
                      <td>{dateTime.format(new Date(e.at))}</td>
                      <td>{e.actor}</td>
                      <td>{e.action}</td>
                      <td>{[e.targetType, e.targetId, e.brand].filter(Boolean).join(' · ') || '—'}</td>
                      <td className="console-json">{shown(e.before)}</td>
                      <td className="console-json">{shown(e.after)}</td>
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
