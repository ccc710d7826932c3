import { Link } from 'react-router';
import { MaintenanceList } from '../../features/maintenance/components/maintenance-list';
import { ServicesOverview } from '../../features/services/components/services-overview';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /services (module ser): services per supply, e-mail billing and maintenance contracts. */
export function ServicesRoute() {
  const { customer } = useSession();
  usePageTitle('Servizi');
  return (
    <>
      <h1>I tuoi servizi</h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <p className="service-links">
        <Link className="button" to="/services/bollettaclick">
          Bolletta via e-mail
        </Link>
        <Link className="button" to="/practices">
          Le tue pratiche
        </Link>
      </p>
      <h2>Servizi sulle tue forniture</h2>
      <ServicesOverview customerKey={customer?.key} />
      <h2>Contratti di manutenzione</h2>
      <MaintenanceList customerKey={customer?.key} />
    </>
  );
}

export default ServicesRoute;
