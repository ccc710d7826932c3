import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

export type ErrorPageKind = 'error' | 'error-404' | 'error-503' | 'offline' | 'error_no_customers' | 'chunk';

const TEXTS: Record<ErrorPageKind, { title: string; text: string }> = {
  error: { title: MESSAGES.oopsTitle, text: MESSAGES.oopsText },
  'error-404': { title: MESSAGES.pageNotFound, text: MESSAGES.pageNotFoundText },
  'error-503': { title: MESSAGES.maintenanceTitle, text: MESSAGES.maintenanceText },
  offline: { title: MESSAGES.offlineTitle, text: MESSAGES.offlineText },
  error_no_customers: { title: MESSAGES.errorNoCustomersTitle, text: MESSAGES.errorNoCustomersText },
  chunk: { title: MESSAGES.oopsTitle, text: MESSAGES.chunkLoadFailed },
};

function Frame({ kind, children }: { kind: ErrorPageKind; children: ReactNode }) {
  const brand = useBrand();
  const heading = useRef<HTMLHeadingElement>(null);
  const { title, text } = TEXTS[kind];
  usePageTitle(title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className={`fullscreen status-page status-page--${kind}`} id="contenuto" data-testid="error-page">
      <div className="status-page__card">
        <img src={brand.logo} alt={brand.name} className="status-page__logo" width="200" height="44" />
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{text}</p>
        <div className="status-page__actions">{children}</div>
      </div>
    </main>
  );
}

/** The full-screen error pages of spec sections 2 and 8. */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const navigate = useNavigate();
  const { loggedIn, logout } = useSession();
  const home = (
    <button type="button" className="button button--primary" onClick={() => navigate('/', { replace: true })}>
      Torna alla home
    </button>
  );
  if (kind === 'offline') {
    return (
      <Frame kind={kind}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (navigator.onLine) navigate('/', { replace: true });
          }}
        >
          Riprova
        </button>
      </Frame>
    );
  }
  if (kind === 'error_no_customers') {
    return (
      <Frame kind={kind}>
        {loggedIn ? (
          <button
            type="button"
            className="button button--primary"
            onClick={async () => {
              await logout();
              navigate('/login', { replace: true });
            }}
          >
            Esci
          </button>
        ) : (
          home
        )}
      </Frame>
    );
  }
  if (kind === 'chunk' || kind === 'error-503') {
    return (
      <Frame kind={kind}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {MESSAGES.reloadPage}
        </button>
      </Frame>
    );
  }
  return <Frame kind={kind}>{home}</Frame>;
}
