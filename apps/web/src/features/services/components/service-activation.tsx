import './services.css';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CustomerRequest } from '@sportello/contract';
import { formatEuro } from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { useActivateService } from '../api/activate-service';
import { findService, suppliesOfService, useServices } from '../api/get-services';
import { ServicesStatus } from './services-status';
import { supplyTitle } from './supply-title';

/**
 * /services/activation/{index}: the customer picks the supply (among those where the service can
 * be activated), reads the cost and confirms; the request becomes a practice.
 */
export function ServiceActivation({
  code,
  preselectedSupplyId,
  customerKey,
  onActivated,
}: {
  code: string;
  preselectedSupplyId?: number;
  customerKey: string | undefined;
  onActivated: (request: CustomerRequest, serviceName: string) => void;
}) {
  const query = useServices(customerKey);
  const mutation = useActivateService();
  const groupId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const service = query.data ? findService(query.data, code) : undefined;
  const eligible = query.data
    ? suppliesOfService(query.data, code).filter((r) => r.state.status === 'Attivabile')
    : [];
  const selected =
    chosen ??
    (eligible.some((r) => r.supply.supplyId === preselectedSupplyId)
      ? preselectedSupplyId!
      : eligible.length === 1
        ? eligible[0]!.supply.supplyId
        : null);
  const missing = tried && selected === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const row = eligible.find((r) => r.supply.supplyId === selected);
    if (!row || !service) return;
    mutation.mutate(
      { supplyKey: row.supply.supplyKey, serviceCode: code },
      { onSuccess: (request) => onActivated(request, service.name) },
    );
  };

  return (
    <ServicesStatus pending={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
      {!service ? (
        <>
          <h1>Attiva un servizio</h1>
          <p role="alert" className="alert alert--error">
            Servizio non trovato.
          </p>
          <p>
            <Link to="/services">Torna ai servizi</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            <Link to={`/services/${encodeURIComponent(code)}`}>Torna al servizio</Link>
          </p>
          <h1>Attiva {service.name}</h1>
          <p>{service.description}</p>
          <p>
            <strong>
              Costo:{' '}
              {Number(service.monthlyFee) > 0
                ? `${formatEuro(service.monthlyFee)} al mese, in bolletta`
                : 'gratuito'}
            </strong>
          </p>
          {eligible.length === 0 ? (
            <p className="muted">
              Il servizio è già attivo o in attivazione su tutte le forniture su cui è disponibile.
            </p>
          ) : (
            <form className="form service-activation" onSubmit={submit} noValidate>
              <fieldset
                className="service-activation__supplies"
                aria-describedby={missing ? errorId : undefined}
                aria-invalid={missing || undefined}
              >
                <legend id={groupId}>Su quale fornitura vuoi attivarlo?</legend>
                {eligible.map(({ supply }) => (
                  <label key={supply.supplyId} className="service-activation__option">
                    <input
                      type="radio"
                      name="supply"
                      value={supply.supplyId}
                      checked={selected === supply.supplyId}
                      onChange={() => setChosen(supply.supplyId)}
                    />
                    <span>
                      {supplyTitle(supply)}
                      <span className="muted">
                        {' '}
                        · {supply.commodity === 'luce' ? 'POD' : 'PDR'} {supply.podPdr}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              {missing && (
                <p id={errorId} className="field__error">
                  Selezionare la fornitura
                </p>
              )}
              {mutation.isError && (
                <p role="alert" className="alert alert--error">
                  {mutation.error instanceof ApiError &&
                  mutation.error.status !== 0 &&
                  mutation.error.status < 500
                    ? mutation.error.message
                    : 'Non è stato possibile inviare la richiesta. Riprova più tardi.'}
                </p>
              )}
              <p className="muted">
                La richiesta diventa una pratica: potrai seguirne le fasi nella sezione Pratiche.
              </p>
              <button type="submit" className="button button--primary" disabled={mutation.isPending}>
                {mutation.isPending ? 'Invio in corso…' : 'Conferma attivazione'}
              </button>
            </form>
          )}
        </>
      )}
    </ServicesStatus>
  );
}
