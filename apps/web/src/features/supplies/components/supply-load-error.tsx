import { ApiError } from '../../../lib/api-client';

/** Shows why a supply cannot be shown (someone else's, unknown, or a failure). */
export function SupplyLoadError({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <p role="alert" className="alert alert--error" data-testid="supply-error">
      {missing
        ? 'Fornitura non trovata: non è tra le forniture che puoi consultare.'
        : 'Non è stato possibile caricare la fornitura. Riprova più tardi.'}
    </p>
  );
}

/** While a supply loads, or why it cannot be shown; nothing once it is there. */
export function SupplyLoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
}) {
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento della fornitura…
      </p>
    );
  }
  return query.isError ? <SupplyLoadError error={query.error} /> : null;
}
