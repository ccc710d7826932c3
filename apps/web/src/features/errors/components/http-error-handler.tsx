import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { setHttpErrorListener } from '../../../lib/api-client';
import { showPopup } from '../../../lib/popups';
import { useSession } from '../../../lib/session';
import { local, LOCAL_KEYS } from '../../../lib/storage';

/**
 * The shell's one HTTP error listener (spec section 8): 401 the first time for a request logs
 * out with "Login scaduto, inserire nuovamente i dati" and goes to /login; 503 goes to the
 * maintenance page; 500 opens the blocking "Ops!" modal; 404 the "Pagina non trovata" popup;
 * status 0 is ignored; other statuses are left to the screen's own error display.
 */
export function HttpErrorHandler() {
  const navigate = useNavigate();
  const { logout } = useSession();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  useEffect(() => {
    const seen401 = new Set<string>();
    let loggingOut = false;
    setHttpErrorListener(async (error, request) => {
      // Status 0 (network, timeout) is ignored; statuses left to the screens need nothing here.
      if (![401, 404, 500, 503].includes(error.status)) return;
      const key = `${request.method} ${request.path}`;
      const first = !seen401.has(key);
      if (error.status === 401) seen401.add(key);
      // The rules (and their texts) load with the first error: out of the login page's bundle.
      const { httpErrorAction } = await import('@sportello/domain/session-rules');
      const action = httpErrorAction(error.status, { firstTimeForRequest: first });
      switch (action.kind) {
        case 'logout':
          if (loggingOut) return;
          loggingOut = true;
          local.set(LOCAL_KEYS.errorMessage, action.message);
          void logoutRef.current().finally(() => {
            loggingOut = false;
            navigate(action.goTo, { replace: true });
          });
          return;
        case 'redirect':
          navigate(action.to);
          return;
        case 'popup':
          showPopup(action.popup);
          return;
        default:
          return;
      }
    });
    return () => setHttpErrorListener(undefined);
  }, [navigate]);

  return null;
}
