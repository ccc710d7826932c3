import type { ReactNode } from 'react';
import { isRefusal } from '../../lib/api-error';

/** What QueryState needs of a TanStack Query result (useQuery, useSuspenseQuery's siblings, a combined one). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * A query shown only for what is in view: while it fetches something else (another day, another
 * period) it counts as loading, so the previous answer is never shown under the new choice.
 * `data` is what the screen draws from the answer in view, undefined until it is current.
 */
export function currentOnly<T>(
  query: Omit<QueryLike<unknown>, 'data'> & { isFetching: boolean },
  current: boolean,
  data: T | undefined,
): QueryLike<T> {
  return {
    isPending: query.isPending || (query.isFetching && !current),
    isError: query.isError,
    isFetching: query.isFetching,
    error: query.error,
    data: current ? data : undefined,
    refetch: query.refetch,
  };
}

/**
 * The error of a failed read: the screen's words, then the server's reason for a refusal (4xx);
 * nothing more otherwise, since the "Riprova" button says what to do.
 */
export function loadError(lead: string): (error: unknown) => string {
  return (error) => (isRefusal(error) ? `${lead} ${error.message}` : lead);
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * While the first answer is awaited: a text shown as the screens always did
   * (`<p role="status" class="muted">`), or a node of its own (a skeleton).
   */
  loading?: ReactNode;
  /** Class of the loading text: `visually-hidden` where a skeleton shows instead. */
  loadingClassName?: string;
  /** What failed, in the screen's words; the "Riprova" button follows it. */
  error?: ReactNode | ((error: unknown) => ReactNode);
  /** Extra class of the error block (e.g. a card's own error style instead of `alert alert--error`). */
  errorClassName?: string;
  /** data-testid of the error block, where e2e tests look for it. */
  errorTestId?: string;
  /** Whether asking again may help (not for a 404 or 403): without it, no "Riprova" button. */
  canRetry?: (error: unknown) => boolean;
  /** Whether the answer has nothing to show: then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The answered state. */
  children: (data: T) => ReactNode;
}

export const QUERY_LOADING_TEXT = 'Caricamento…';
export const QUERY_ERROR_TEXT = 'Non è stato possibile caricare i dati.';
export const RETRY_LABEL = 'Riprova';

/**
 * The four states of a read, written once: loading (a polite status), failed (an alert and a
 * "Riprova" button that asks again), empty (a status message) and answered (the render prop).
 * The loading and empty texts keep the `role="status"` and classes the screens had, which the
 * end-to-end tests read.
 */
export function QueryState<T>({
  query,
  loading = QUERY_LOADING_TEXT,
  loadingClassName = 'muted',
  error = QUERY_ERROR_TEXT,
  errorClassName = 'alert alert--error',
  errorTestId,
  canRetry,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isError) {
    const message = typeof error === 'function' ? error(query.error) : error;
    // A retry already under way disables the button, so one press is one request.
    const retrying = query.isFetching === true;
    // Only the message is the alert: it is announced alone, the button is found by tabbing (and
    // the message's text stays exactly the screen's, as the end-to-end tests read it).
    return (
      <div className={`query-state__error ${errorClassName}`} data-testid={errorTestId}>
        <p role="alert" className="query-state__message">
          {message}
        </p>
        {(canRetry?.(query.error) ?? true) && (
          <button
            type="button"
            className="button query-state__retry"
            disabled={retrying}
            onClick={() => void query.refetch()}
          >
            {RETRY_LABEL}
          </button>
        )}
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    if (typeof loading !== 'string') return <>{loading}</>;
    return (
      <p role="status" className={loadingClassName} aria-busy="true">
        {loading}
      </p>
    );
  }
  if (isEmpty?.(query.data)) {
    if (typeof empty !== 'string') return <>{empty}</>;
    return (
      <p role="status" className="muted">
        {empty}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
