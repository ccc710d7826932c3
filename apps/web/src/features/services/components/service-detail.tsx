import './services.css';
import { Link } from 'react-router';
import { COMMODITY_LABEL, formatDate, formatEuro } from '@sportello/domain';
import type { ServicesOverview } from '@sportello/contract';
import { Alert } from '../../../components/ui/alert';
import { findService, suppliesOfService, useServices } from '../api/get-services';
import { ServiceStateBadge } from './service-state';
import { ServicesStatus } from './services-status';
import { supplyTitle } from './supply-title';

/**
 * /services/{index} and /services/{index}/{supplyid}: a service of the catalogue, what it
 * offers and costs, and its state on the customer's supplies (one supply when named).
 */
export function ServiceDetail({
  code,
  supplyId,
  customerKey,
}: {
  code: string;
  supplyId?: number;
  customerKey: string | undefined;
}) {
  const query = useServices(customerKey);
  return (
    <ServicesStatus query={query}>
      {(overview) => <Service overview={overview} code={code} supplyId={supplyId} />}
    </ServicesStatus>
  );
}

function Service({
  overview,
  code,
  supplyId,
}: {
  overview: ServicesOverview;
  code: string;
  supplyId?: number;
}) {
  const service = findService(overview, code);
  let rows = suppliesOfService(overview, code);
  if (supplyId !== undefined) rows = rows.filter((r) => r.supply.supplyId === supplyId);
  return (
    <>
      {!service || (supplyId !== undefined && rows.length === 0) ? (
        <>
          <h1>Servizio</h1>
          <Alert tone="error">Servizio non trovato.</Alert>
          <p>
            <Link to="/services">Torna ai servizi</Link>
          </p>
        </>
      ) : (
        <article className="service-detail" data-testid="service-detail">
          <p>
            <Link to="/services">Torna ai servizi</Link>
          </p>
          <h1>{service.name}</h1>
          <p>{service.description}</p>
          <dl className="service-facts">
            <div>
              <dt>Per le forniture</dt>
              <dd>{COMMODITY_LABEL[service.commodity]}</dd>
            </div>
            <div>
              <dt>Costo</dt>
              <dd>
                {Number(service.monthlyFee) > 0 ? `${formatEuro(service.monthlyFee)} al mese` : 'Gratuito'}
              </dd>
            </div>
          </dl>
          <h2>{supplyId === undefined ? 'Sulle tue forniture' : 'Sulla fornitura'}</h2>
          {rows.length === 0 ? (
            <p className="muted">Non hai forniture attive su cui attivare questo servizio.</p>
          ) : (
            <ul className="service-list">
              {rows.map(({ supply, state }) => (
                <li key={supply.supplyId} className="service-row" data-testid="service-row">
                  <span className="service-row__name">
                    {supplyTitle(supply)}
                    {state.activatedOn && (
                      <span className="muted"> attivo dal {formatDate(state.activatedOn)}</span>
                    )}
                  </span>
                  <ServiceStateBadge status={state.status} />
                  {state.status === 'Attivabile' ? (
                    <Link
                      className="button button--primary service-row__action"
                      to={`/services/activation/${encodeURIComponent(code)}?supply=${supply.supplyId}`}
                    >
                      Attiva<span className="visually-hidden"> su {supplyTitle(supply)}</span>
                    </Link>
                  ) : (
                    state.requestId !== null && (
                      <Link className="service-row__action" to={`/practices/${state.requestId}`}>
                        Vedi la pratica
                      </Link>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
        </article>
      )}
    </>
  );
}
