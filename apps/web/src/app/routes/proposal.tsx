import { useParams } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import { ProposalDetail } from '../../features/proposals/components/proposal-detail';
import { usePageTitle } from '../../lib/use-page-title';

export function ProposalRoute() {
  const { id } = useParams();
  usePageTitle('Proposta commerciale');
  const proposalId = Number(id);
  return (
    <>
      <h1>Proposta commerciale</h1>
      {Number.isInteger(proposalId) && proposalId > 0 ? (
        <ProposalDetail key={proposalId} id={proposalId} />
      ) : (
        <p role="alert" className="alert alert--error" data-testid="proposal-not-found">
          {MESSAGES.proposalNotFound}
        </p>
      )}
    </>
  );
}

export default ProposalRoute;
