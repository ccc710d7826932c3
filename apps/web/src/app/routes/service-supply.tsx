import { useParams } from 'react-router';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /services/{index}/{supplyid}: one service on one supply. */
export function ServiceSupplyRoute() {
  const { index = '', supplyid } = useParams();
  const { customer } = useSession();
  usePageTitle('Servizio');
  return <ServiceDetail code={index} supplyId={Number(supplyid)} customerKey={customer?.key} />;
}

export default ServiceSupplyRoute;
