import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';

/** Someone else's supply, or none with that id: asking again cannot help. */
export function isSupplyMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** Why a supply cannot be shown (someone else's, unknown, or a failure). */
export function supplyErrorText(error: unknown): string {
  return isSupplyMissing(error)
    ? 'Fornitura non trovata: non è tra le forniture che puoi consultare.'
    : 'Non è stato possibile caricare la fornitura.';
}

/**
 * A supply's read: loading, why it cannot be shown (with "Riprova" unless it is missing), then
 * the children with the supply.
 */
export function SupplyState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (supply: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading="Caricamento della fornitura…"
      error={supplyErrorText}
      errorTestId="supply-error"
      canRetry={(error) => !isSupplyMissing(error)}
    >
      {children}
    </QueryState>
  );
}
