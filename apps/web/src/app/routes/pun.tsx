import { PunScreen } from '../../features/pun/components/pun-screen';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /pun (link module 9 and push tap land here; guests of such a link see the prices only): the
 * day's PUN and, for the current customer's hourly supply, that day's consumption and its cost.
 */
export function PunRoute() {
  const { customer, guest } = useSession();
  usePageTitle('Prezzo orario dell’energia (PUN)');
  return <PunScreen {...(customer && !guest ? { customerKey: customer.key } : {})} />;
}

export default PunRoute;
