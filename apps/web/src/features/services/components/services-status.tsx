import type { ReactNode } from 'react';
import type { ServicesOverview } from '@sportello/contract';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';

/** The loading and error states every services screen shares, in the same words. */
export function ServicesStatus({
  query,
  children,
}: {
  query: QueryLike<ServicesOverview>;
  children: (overview: ServicesOverview) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading="Caricamento dei servizi…"
      error="Non è stato possibile caricare i servizi."
    >
      {children}
    </QueryState>
  );
}
