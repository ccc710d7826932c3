import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

/** Resume failure (spec section 4): full-screen "La tua sessione è scaduta" with "Vai al login". */
export function SessionExpiredNotice() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { acknowledgeExpired } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(MESSAGES.sessionExpiredTitle);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="fullscreen status-page" id="contenuto" data-testid="session-expired">
      <div className="status-page__card">
        <img src={brand.logo} alt={brand.name} className="status-page__logo" width="200" height="44" />
        <h1 ref={heading} tabIndex={-1}>
          {MESSAGES.sessionExpiredTitle}
        </h1>
        <p>{MESSAGES.sessionExpiredText}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            acknowledgeExpired();
            navigate('/login', { replace: true });
          }}
        >
          {MESSAGES.sessionExpiredButton}
        </button>
      </div>
    </main>
  );
}

export default SessionExpiredNotice;
