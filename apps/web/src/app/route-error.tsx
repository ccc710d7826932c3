import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { reportError } from '../lib/telemetry';
import { isChunkLoadError } from './lazy';

const ErrorPage = lazy(() =>
  import('../features/errors/components/error-page').then((m) => ({ default: m.ErrorPage })),
);

/**
 * MESSAGES.oopsTitle, chunkLoadFailed and reloadPage of the domain package, spelled here: this
 * page must show without loading anything more (a unit test keeps them equal).
 */
export const CHUNK_FAILED_TEXTS = {
  title: 'Ops! Qualcosa è andato storto.',
  text: 'Non è stato possibile caricare la pagina. Controllare la connessione e riprovare.',
  reload: 'Ricarica la pagina',
} as const;

/** Shown without loading anything more: the network may be what failed. */
function ChunkFailed() {
  return (
    <main className="fullscreen status-page" id="contenuto" data-testid="chunk-error">
      <div className="status-page__card">
        <h1>{CHUNK_FAILED_TEXTS.title}</h1>
        <p role="alert">{CHUNK_FAILED_TEXTS.text}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {CHUNK_FAILED_TEXTS.reload}
        </button>
      </div>
    </main>
  );
}

/**
 * The router's error element (spec section 8): a chunk that did not load (or not within 120 s)
 * shows its message; any other unexpected error is logged and sent to /errore.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error(error);
    reportError(error, { path: location.pathname });
  }, [error, location.pathname]);
  if (chunk) return <ChunkFailed />;
  if (location.pathname !== '/errore') return <Navigate to="/errore" replace />;
  return (
    <Suspense fallback={null}>
      <ErrorPage kind="error" />
    </Suspense>
  );
}
