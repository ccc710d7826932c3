import './services.css';
import { Link } from 'react-router';
import { formatEuro } from '@sportello/domain';
import { findService, useServices } from '../api/get-services';
import { ServiceStateBadge } from './service-state';
import { ServicesStatus } from './services-status';
import { supplyTitle } from './supply-title';

/** /services: per active supply, the services it has and those it can activate. */
export function ServicesOverview({ customerKey }: { customerKey: string | undefined }) {
  const query = useServices(customerKey);
  return (
    <ServicesStatus query={query}>
      {(overview) =>
        overview.supplies.length === 0 ? (
          <p role="status" className="muted">
            Non hai forniture attive su cui attivare servizi.
          </p>
        ) : (
          <ul className="service-supplies" aria-label="Servizi per fornitura">
            {overview.supplies.map((supply) => (
              <li key={supply.supplyId} className="service-supply" data-testid="service-supply">
                <h3 className="service-supply__title">{supplyTitle(supply)}</h3>
                <p className="muted">
                  {supply.commodity === 'luce' ? 'POD' : 'PDR'} {supply.podPdr}
                </p>
                <ul className="service-list">
                  {supply.services.map((state) => {
                    const service = findService(overview, state.code);
                    if (!service) return null;
                    return (
                      <li key={state.code} className="service-row" data-testid="service-row">
                        <span className="service-row__name">
                          <Link to={`/services/${encodeURIComponent(state.code)}/${supply.supplyId}`}>
                            {service.name}
                          </Link>
                          <span className="muted">
                            {Number(service.monthlyFee) > 0
                              ? ` ${formatEuro(service.monthlyFee)} al mese`
                              : ' Gratuito'}
                          </span>
                        </span>
                        <ServiceStateBadge status={state.status} />
                        {state.status === 'Attivabile' && (
                          <Link
                            className="button service-row__action"
                            to={`/services/activation/${encodeURIComponent(state.code)}?supply=${supply.supplyId}`}
                          >
                            Attiva<span className="visually-hidden"> {service.name}</span>
                          </Link>
                        )}
                        {state.status !== 'Attivabile' && state.requestId !== null && (
                          <Link className="service-row__action" to={`/practices/${state.requestId}`}>
                            Vedi la pratica<span className="visually-hidden"> di {service.name}</span>
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        )
      }
    </ServicesStatus>
  );
}
