import { useMatches } from 'react-router';
import { ErrorPage, type ErrorPageKind } from '../../features/errors/components/error-page';
import type { RouteHandle } from '../route-handle';

const KINDS: readonly ErrorPageKind[] = ['error', 'error-404', 'error-503', 'offline', 'error_no_customers'];

/** /errore, /errore/pagina-non-trovata, /errore/server-in-manutenzione, /errore/offline, /errore/in-attesa-di-conferma. */
export function ErrorPagesRoute() {
  const matches = useMatches();
  const name = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name;
  const kind = KINDS.find((k) => k === name) ?? 'error';
  return <ErrorPage kind={kind} />;
}

export default ErrorPagesRoute;
