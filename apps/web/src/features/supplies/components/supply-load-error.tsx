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
