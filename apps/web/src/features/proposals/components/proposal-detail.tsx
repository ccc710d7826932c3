import { formatDate, isProposalVisible, MESSAGES } from '@sportello/domain';
import { ApiError, RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { useAnswerProposal, useProposal, useProposalRules, type ProposalAction } from '../api/proposals-api';
import './proposals.css';

function NotFound() {
  return (
    <p role="alert" className="alert alert--error" data-testid="proposal-not-found">
      {MESSAGES.proposalNotFound}
    </p>
  );
}

const RESULT_TEXT: Record<string, string> = {
  Accettata: 'Hai accettato la proposta',
  Rifiutata: 'Hai rifiutato la proposta',
};

/**
 * A commercial proposal inside its window: its text and dates, the check-rules, and the
 * buttons to accept or refuse it, once; afterwards the choice made is shown.
 */
export function ProposalDetail({ id }: { id: number }) {
  const query = useProposal(id);
  const visible = query.data ? isProposalVisible(query.data, new Date()) : false;
  const rules = useProposalRules(id, visible);
  const answer = useAnswerProposal();

  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento della proposta…
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare la proposta. Riprova più tardi.
      </p>
    );
  }
  const p = query.data;
  // The window is the domain's rule; the server applies it too.
  if (!visible) return <NotFound />;

  const answered = p.actionSelected !== null;
  const send = (actionSelected: ProposalAction) => answer.mutate({ id: p.id, actionSelected });
  const pending = answer.isPending;
  return (
    <article className="proposal" aria-labelledby="proposta-titolo" data-testid="proposal">
      <h2 id="proposta-titolo" className="proposal__title">
        {p.title}
      </h2>
      <p className="proposal__text">{p.description}</p>
      <dl className="proposal__facts">
        {p.offerCode && (
          <div>
            <dt>Codice offerta</dt>
            <dd>{p.offerCode}</dd>
          </div>
        )}
        {p.startDate && (
          <div>
            <dt>Valida dal</dt>
            <dd>{formatDate(p.startDate)}</dd>
          </div>
        )}
        {p.endDate && (
          <div>
            <dt>Valida fino al</dt>
            <dd>{formatDate(p.endDate)}</dd>
          </div>
        )}
      </dl>

      {answered ? (
        <p role="status" className="proposal__result" data-testid="proposal-result">
          {RESULT_TEXT[p.actionSelected!] ?? `Risposta: ${p.actionSelected}`}
          {p.actionDate ? ` il ${formatDate(p.actionDate)}` : ''}.
        </p>
      ) : (
        <section aria-labelledby="proposta-requisiti" className="proposal__rules">
          <h3 id="proposta-requisiti">Requisiti per aderire</h3>
          {rules.isPending && (
            <p role="status" className="muted">
              Verifica dei requisiti…
            </p>
          )}
          {rules.isError && (
            <p role="alert" className="alert alert--error">
              Non è stato possibile verificare i requisiti. Riprova più tardi.
            </p>
          )}
          {rules.data && (
            <ul className="proposal__rule-list" data-testid="proposal-rules">
              {rules.data.rules.map((rule) => (
                <li key={rule.code} className={`proposal__rule proposal__rule--${rule.passed ? 'ok' : 'ko'}`}>
                  <span className="visually-hidden">
                    {rule.passed ? 'Requisito soddisfatto: ' : 'Requisito non soddisfatto: '}
                  </span>
                  <span aria-hidden="true" className="proposal__rule-mark">
                    {rule.passed ? '✓' : '✗'}
                  </span>
                  {rule.message}
                </li>
              ))}
            </ul>
          )}
          {answer.isError && (
            <p role="alert" className="alert alert--error">
              {answer.error instanceof ApiError && answer.error.status === 409
                ? answer.error.message
                : RETRY_LATER_MESSAGE}
            </p>
          )}
          <div className="proposal__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={pending || !rules.data?.canAccept}
              onClick={() => send('Accettata')}
            >
              Accetta la proposta
            </button>
            <button
              type="button"
              className="button"
              disabled={pending || !rules.data}
              onClick={() => send('Rifiutata')}
            >
              Rifiuta
            </button>
          </div>
        </section>
      )}
    </article>
  );
}
