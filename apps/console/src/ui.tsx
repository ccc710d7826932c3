import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@kit/alert';
import { loadError, QueryState, type QueryLike } from '@kit/query-state';

/** An error's own message when it has one (the API's words), else the screen's fallback. */
export const errorText = (error: unknown, fallback = 'Operazione non riuscita.') =>
  error instanceof Error ? error.message : fallback;

/** A failed mutation's message as an error alert; nothing while it has not failed. */
export function MutationError({
  mutation,
  fallback,
}: {
  mutation: { isError: boolean; error: unknown };
  fallback?: string;
}) {
  return mutation.isError ? <Alert tone="error">{errorText(mutation.error, fallback)}</Alert> : null;
}

/** One `<option>` per brand of the operator, the brand's code as both value and label. */
export function BrandOptions({ brands }: { brands: readonly string[] }) {
  return (
    <>
      {brands.map((b) => (
        <option key={b} value={b}>
          {b}
        </option>
      ))}
    </>
  );
}

/** The console's table: scrolls on its own, a caption for screen readers, a header row, the body's rows. */
export function ConsoleTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and next page of a paged list, with where one is. */
export function Pager({
  page,
  pageSize,
  total,
  goTo,
}: {
  page: number;
  pageSize: number;
  total: number;
  goTo: (page: number) => void;
}) {
  return (
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
        Pagina {page} di {Math.max(1, Math.ceil(total / pageSize))}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page * pageSize >= total}
        onClick={() => goTo(page + 1)}
      >
        Successiva
      </button>
    </nav>
  );
}

/**
 * A paged list's read, written once: loading, failed (the screen's words and a retry), nothing found,
 * or how many in all (a polite status), the page the screen draws, and the pager.
 */
export function PagedResults<P extends { items: unknown[]; total: number }>({
  query,
  loading,
  error,
  empty,
  count,
  page,
  pageSize,
  goTo,
  children,
}: {
  query: QueryLike<P>;
  loading: string;
  /** What failed, in the screen's words (the server's reason follows for a refusal). */
  error: string;
  empty: string;
  /** How many in all, in words. */
  count: (total: number) => string;
  page: number;
  pageSize: number;
  goTo: (page: number) => void;
  children: (data: P) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={loading}
      error={loadError(error)}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          <p role="status" className="muted" aria-live="polite">
            {count(data.total)}
          </p>
          {children(data)}
          <Pager page={page} pageSize={pageSize} total={data.total} goTo={goTo} />
        </>
      )}
    </QueryState>
  );
}

/**
 * A paged list's filters kept in the address (shareable, kept on return): the filters in force, the page,
 * the form's draft with a change handler per key, applying the draft (back to the first page) and turning the page.
 */
export function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const k of keys) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const set = (key: K) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  return { filters, page, draft, set, apply, goTo };
}
