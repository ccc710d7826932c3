import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@sportello/contract/console/audit';
import type { Page } from '@sportello/contract/console/paging';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { api } from './api';
import { ConsoleTable, MutationError, PagedResults, useAddressFilters } from './ui';

const PAGE_SIZE = 50;
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'medium' });
const KEYS = ['operator', 'action', 'from', 'to'] as const;

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log for admins: filters in the address, a page of entries, the CSV export. */
export function AuditPage() {
  const { filters, page, draft, set, apply, goTo } = useAddressFilters(KEYS);
  const entries = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () =>
      api<Page<AuditEntry>>('GET', '/audit', { query: { ...filters, page, pageSize: PAGE_SIZE } }),
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
      <MutationError mutation={exportCsv} fallback="Esportazione non riuscita." />
      {exportCsv.data && <Alert tone="success">Esportate {exportCsv.data.rows} attività.</Alert>}
      <PagedResults
        query={entries}
        loading="Caricamento del registro…"
        error="Non è stato possibile caricare il registro."
        empty="Nessuna attività corrisponde ai filtri."
        count={(total) => (total === 1 ? '1 attività' : `${total} attività`)}
        page={page}
        pageSize={PAGE_SIZE}
        goTo={goTo}
      >
        {(data) => (
          <ConsoleTable
            caption="Attività degli operatori, le più recenti prima"
            head={['Quando', 'Operatore', 'Azione', 'Su cosa', 'Prima', 'Dopo']}
          >
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
          </ConsoleTable>
        )}
      </PagedResults>
    </>
  );
}
