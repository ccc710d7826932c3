import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OWNERSHIP_MESSAGES, scopeLabel, type DelegationScope } from '@sportello/domain';
import { delegationErrorMessage, useAnswerDelegation, useDelegationRequest } from '../api/delegations-api';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { ScopeChoice } from './scope-choice';

const DONE_TEXT = {
  completed: 'Delega confermata',
  refused: 'Delega rifiutata',
  expired: 'La richiesta è scaduta',
  failed: 'La richiesta non è più valida',
} as const;

/**
 * One delegation request (from the e-mail link, or chosen from the list): who asks, for which
 * customer codes and with which scope; the owner confirms with a scope (the one asked, or less)
 * or refuses. The e-mail link's guest session only sees it (`canDecide` false): the decision is
 * the owner's, logged in (issue 18), so it is asked to log in.
 */
export function DelegationAnswer({
  workflowId,
  level = 2,
  onAnswered,
  canDecide = true,
}: {
  workflowId: string;
  level?: 2 | 3;
  /** False in the e-mail link's guest session: the request is shown, the decision needs the login. */
  canDecide?: boolean;
  /** Called once the owner answered (the list keeps showing the outcome). */
  onAnswered?: (workflowId: string) => void;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  const request = useDelegationRequest(workflowId);
  const answer = useAnswerDelegation();
  const [scope, setScope] = useState<DelegationScope | null>(null);

  return (
    <QueryState
      query={request}
      loading="Caricamento della richiesta di delega…"
      error={delegationErrorMessage}
      // A request that does not exist will not appear by asking again.
      canRetry={(error) => !(error instanceof ApiError && error.status === 404)}
    >
      {(r) => {
        const chosen = scope ?? r.requestedScope;
        const outcome = answer.data ? (answer.variables?.reply === 'accept' ? 'completed' : 'refused') : null;
        const status = outcome ?? r.status;

        return (
          <section className="delegation-answer" aria-labelledby={headingId}>
            <Heading id={headingId}>Richiesta di delega di {r.delegateName}</Heading>
            <p>
              {r.delegateName} chiede di gestire come delegato{' '}
              {r.customers.length > 1 ? 'i codici cliente' : 'il codice cliente'}{' '}
              {r.customers.map((c) => `${c.key} (${c.name})`).join(', ')}, con accesso in{' '}
              <strong>{scopeLabel(r.requestedScope)}</strong>.
            </p>
            {status !== 'open' ? (
              <p role="status" className="alert alert--ok" data-testid="delegation-outcome">
                {DONE_TEXT[status]}
                {status === 'completed' && (answer.variables?.scope ?? r.grantedScope)
                  ? `: accesso in ${scopeLabel((answer.variables?.scope ?? r.grantedScope)!)}.`
                  : '.'}
              </p>
            ) : !canDecide ? (
              <p className="alert" data-testid="delegation-login-required">
                {OWNERSHIP_MESSAGES.delegationLoginRequired}.{' '}
                <Link className="button button--primary" to="/login">
                  Accedi
                </Link>
              </p>
            ) : (
              <>
                <ScopeChoice legend="Accesso che concedi" value={chosen} onChange={setScope} />
                {answer.isError && <Alert tone="error">{delegationErrorMessage(answer.error)}</Alert>}
                <div className="delegation-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={answer.isPending}
                    onClick={() => {
                      onAnswered?.(workflowId);
                      answer.mutate({ workflowId, reply: 'accept', scope: chosen });
                    }}
                  >
                    Conferma la delega
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={answer.isPending}
                    onClick={() => {
                      onAnswered?.(workflowId);
                      answer.mutate({ workflowId, reply: 'refuse' });
                    }}
                  >
                    Rifiuta
                  </button>
                </div>
              </>
            )}
          </section>
        );
      }}
    </QueryState>
  );
}
