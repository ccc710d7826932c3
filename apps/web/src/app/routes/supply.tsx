import { useLocation, useParams } from 'react-router';
import { BillForecast } from '../../features/money/components/bill-forecast';
import { SupplyDetail } from '../../features/supplies/components/supply-detail';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useRouteAvailable } from './supply-links';

/** /supplies/{id}: the supply's detail, with links to the module screens the session has. */
export function SupplyRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const available = useRouteAvailable();
  const { customer } = useSession();
  usePageTitle('Dettaglio fornitura');
  const renamed = (location.state as { renamed?: boolean } | null)?.renamed === true;
  return (
    <>
      <SupplyDetail
        key={id}
        id={id}
        renamed={renamed}
        links={{
          graphs: available('supply-graphs'),
          selfReading: available('supply_self_reading'),
          archive: available('self-reading-archive-supply'),
        }}
      />
      {/^\d+$/.test(id) && <BillForecast customerKey={customer?.key} supplyId={Number(id)} />}
    </>
  );
}

export default SupplyRoute;
