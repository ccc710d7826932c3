import { useParams } from 'react-router';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /services/{index}: one service of the catalogue and its state on the customer's supplies. */
export function ServiceRoute() {
  const { index = '' } = useParams();
  const { customer } = useSession();
  usePageTitle('Servizio');
  return <ServiceDetail code={index} customerKey={customer?.key} />;
}

export default ServiceRoute;
