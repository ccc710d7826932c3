import { useSearchParams } from 'react-router';
import { DelegationsPage } from '../../features/delegations/components/delegations-page';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

export function RequestDelegationRoute() {
  usePageTitle('Deleghe');
  const [params] = useSearchParams();
  const { guest } = useSession();
  return <DelegationsPage workflowId={params.get('workflowId')} guest={guest} />;
}

export default RequestDelegationRoute;
