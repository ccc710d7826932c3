import type { ReactNode } from 'react';

/** Loading and error states of the services screens (the retry button refetches). */
export function ServicesStatus({
  pending,
  error,
  onRetry,
  children,
}: {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (pending)
    return (
      <p role="status" className="muted">
        Caricamento dei servizi…
      </p>
    );
  if (error)
    return (
      <div role="alert" className="alert alert--error">
        <p>Non è stato possibile caricare i servizi.</p>
        <button type="button" className="button" onClick={onRetry}>
          Riprova
        </button>
      </div>
    );
  return <>{children}</>;
}
