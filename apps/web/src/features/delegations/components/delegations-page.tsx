import { useDelegations } from '../api/delegations-api';
import { AskDelegationForm } from './ask-delegation-form';
import { DelegationAnswer } from './delegation-answer';
import { MyDelegationRequests, OwnerDelegations } from './owner-delegations';
import './delegations.css';

/**
 * /request-delegation: with `workflowId` (the e-mail link, module 6 surveyKind delegation, or a
 * notification) the confirmation of that request (a guest link session sees it and is asked to log
 * in: only the owner, logged in, decides); otherwise the
 * delegate's form and requests, and the owner's requests received and delegations granted.
 */
export function DelegationsPage({ workflowId, guest }: { workflowId: string | null; guest: boolean }) {
  const lists = useDelegations(!guest);
  return (
    <div className="delegations-page">
      <h1>Deleghe</h1>
      {workflowId && <DelegationAnswer workflowId={workflowId} canDecide={!guest} />}
      {!guest && (
        <>
          <OwnerDelegations lists={lists} />
          <AskDelegationForm />
          <MyDelegationRequests lists={lists} />
        </>
      )}
    </div>
  );
}
