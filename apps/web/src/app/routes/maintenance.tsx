import { useParams } from 'react-router';
import { MaintenanceDetail } from '../../features/maintenance/components/maintenance-detail';
import { usePageTitle } from '../../lib/use-page-title';

/** /maintenance/{index} (module ser): a maintenance contract with its visits. */
export function MaintenanceRoute() {
  const { index } = useParams();
  usePageTitle('Contratto di manutenzione');
  return <MaintenanceDetail id={Number(index)} />;
}

export default MaintenanceRoute;
