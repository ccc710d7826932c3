import { useLocation, useParams } from 'react-router';
import { ConsumptionGraphs } from '../../features/supplies/components/consumption-graphs';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /supplies/{id}/graphs (module grafConsumi) and /supplies/{code}/graphs/anon (the CRM's deep
 * link, where the supply is named by its code). The chart library loads only here.
 */
export function SupplyGraphsRoute() {
  const { id = '' } = useParams();
  // Hooks the first bundle already has (useMatch would add to it).
  const anonymous = useLocation().pathname.endsWith('/graphs/anon');
  usePageTitle('Grafici dei consumi');
  return <ConsumptionGraphs key={id} id={id} {...(anonymous ? {} : { backTo: `/supplies/${id}` })} />;
}

export default SupplyGraphsRoute;
