import { formatDate, isProposalVisible, MESSAGES } from '@sportello/domain';
import { ApiError, RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import {
  useAnswerProposal,
  useProposal,
  useProposalRules,
  type Proposal,
  type ProposalAction,
} from '../api/proposals-api';
import './proposals.css';

function NotFound() {
  return (
    <Alert tone="error" data-testid="proposal-not-found">
      {MESSAGES.proposalNotFound}
    </Alert>
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

  // Unknown, or outside its window (the domain's rule; the server applies it too): not found.
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.data && !visible) return <NotFound />;
  return (
    <QueryState
      query={query}
      loading="Caricamento della proposta…"
      error="Non è stato possibile caricare la proposta."
    >
      {(p) => <ProposalBody proposal={p} rules={rules} answer={answer} />}
    </QueryState>
  );
}

function ProposalBody({
  proposal: p,
  rules,
  answer,
}: {
  proposal: Proposal;
  rules: ReturnType<typeof useProposalRules>;
  answer: ReturnType<typeof useAnswerProposal>;
}) {
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
          <QueryState
            query={rules}
            loading="Verifica dei requisiti…"
            error="Non è stato possibile verificare i requisiti."
          >
            {(checked) => (
              <ul className="proposal__rule-list" data-testid="proposal-rules">
                {checked.rules.map((rule) => (
                  <li
                    key={rule.code}
                    className={`proposal__rule proposal__rule--${rule.passed ? 'ok' : 'ko'}`}
                  >
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
          </QueryState>
          {answer.isError && (
            <Alert tone="error">
              {answer.error instanceof ApiError && answer.error.status === 409
                ? answer.error.message
                : RETRY_LATER_MESSAGE}
            </Alert>
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
