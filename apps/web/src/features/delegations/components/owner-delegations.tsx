import { useState } from 'react';
import type { Delegation } from '@sportello/contract';
import { scopeLabel } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import type { useDelegations } from '../api/delegations-api';
import { delegationErrorMessage, useRevokeDelegation, type DelegationLists } from '../api/delegations-api';
import { DelegationAnswer } from './delegation-answer';

const STATUS_TEXT: Record<Delegation['status'], string> = {
  pending: 'In attesa del titolare',
  accepted: 'Attiva',
  refused: 'Rifiutata',
  revoked: 'Revocata',
};

/** The owner's side: requests received (confirm with a scope, refuse) and delegations granted (revoke). */
export function OwnerDelegations({ lists }: { lists: ReturnType<typeof useDelegations> }) {
  const revoke = useRevokeDelegation();
  const [toRevoke, setToRevoke] = useState<Delegation | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  // Requests answered here stay listed with their outcome after the lists refresh.
  const [answered, setAnswered] = useState<string[]>([]);
  const onAnswered = (id: string) => setAnswered((ids) => (ids.includes(id) ? ids : [...ids, id]));

  const workflows = (data: DelegationLists) => [
    ...new Set([...data.received.map((d) => d.workflowId).filter((id): id is string => !!id), ...answered]),
  ];

  return (
    <>
      <section className="delegation-section" aria-labelledby="deleghe-ricevute">
        <h2 id="deleghe-ricevute">Richieste di delega ricevute</h2>
        <QueryState
          query={lists}
          loading="Caricamento delle richieste…"
          error={delegationErrorMessage}
          isEmpty={(data) => workflows(data).length === 0}
          empty="Nessuna richiesta in attesa."
        >
          {(data) => (
            <ul className="delegation-list">
              {workflows(data).map((id) => (
                <li key={id} className="delegation-card" data-testid="delegation-received">
                  <DelegationAnswer workflowId={id} level={3} onAnswered={onAnswered} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className="delegation-section" aria-labelledby="deleghe-concesse">
        <h2 id="deleghe-concesse">Deleghe concesse</h2>
        {revoked && (
          <p role="status" className="alert alert--ok">
            {revoked}
          </p>
        )}
        <QueryState
          query={lists}
          loading="Caricamento delle deleghe…"
          error={delegationErrorMessage}
          isEmpty={(data) => data.granted.length === 0}
          empty="Non hai concesso deleghe."
        >
          {(data) => (
            <ul className="delegation-list">
              {data.granted.map((d) => (
                <li
                  key={`${d.delegateId}-${d.customerId}`}
                  className="delegation-card delegation-card--row"
                  data-testid="delegation-granted"
                >
                  <div>
                    <h3 className="delegation-card__title">{d.delegateName}</h3>
                    <p className="muted">
                      Codice cliente {d.customerKey} · {d.customerName} · {scopeLabel(d.scope)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Revoca la delega di ${d.delegateName} per il codice cliente ${d.customerKey}`}
                    onClick={() => {
                      revoke.reset();
                      setToRevoke(d);
                    }}
                  >
                    Revoca
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <Modal
        open={toRevoke !== null}
        title="Revocare la delega?"
        onClose={() => setToRevoke(null)}
        footer={
          <>
            <button type="button" className="button" onClick={() => setToRevoke(null)}>
              Annulla
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={revoke.isPending}
              onClick={() => {
                const d = toRevoke!;
                revoke
                  .mutateAsync({ delegateId: d.delegateId, customerId: d.customerId })
                  .then(() => {
                    setRevoked(
                      `Delega di ${d.delegateName} per il codice cliente ${d.customerKey} revocata.`,
                    );
                    setToRevoke(null);
                  })
                  .catch(() => undefined);
              }}
            >
              Revoca la delega
            </button>
          </>
        }
      >
        {toRevoke && (
          <p>
            {toRevoke.delegateName} non potrà più vedere i contratti del codice cliente {toRevoke.customerKey}
            , da subito.
          </p>
        )}
        {revoke.isError && <Alert tone="error">{delegationErrorMessage(revoke.error)}</Alert>}
      </Modal>
    </>
  );
}

/** The user's own requests as a delegate, with their state. */
export function MyDelegationRequests({ lists }: { lists: ReturnType<typeof useDelegations> }) {
  return (
    <section className="delegation-section" aria-labelledby="mie-richieste">
      <h2 id="mie-richieste">Le tue deleghe</h2>
      <QueryState
        query={lists}
        loading="Caricamento delle tue deleghe…"
        error={delegationErrorMessage}
        isEmpty={(data) => data.requested.length === 0}
        empty="Non hai ancora chiesto deleghe."
      >
        {(data) => (
          <ul className="delegation-list">
            {data.requested.map((d) => (
              <li key={`${d.customerId}`} className="delegation-card" data-testid="delegation-mine">
                <h3 className="delegation-card__title">
                  {d.customerName} ({d.customerKey})
                </h3>
                <p className="muted">
                  {STATUS_TEXT[d.status]}
                  {d.status === 'accepted' || d.status === 'pending' ? ` · ${scopeLabel(d.scope)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
