import './services.css';
import { Link } from 'react-router';
import type { CustomerRequest, Service, ServicesOverview, ServicesSupply } from '@sportello/contract';
import { serviceActivationRequestSchema } from '@sportello/contract/erp-services';
import { formatEuro } from '@sportello/domain';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useActivateService } from '../api/activate-service';
import { findService, suppliesOfService, useServices } from '../api/get-services';
import { asFormError, SEND_FAILED } from './request-error';
import { ServicesStatus } from './services-status';
import { supplyTitle } from './supply-title';

const activationRequest = serviceActivationRequestSchema.shape.serviceActivationRequest;

/**
 * The contract's service activation request, the supply being a choice of the form: none chosen
 * is said as a choice to make, before the contract's own check of the key.
 */
const activationFormSchema = activationRequest.extend({
  supplyKey: z.string().min(1, 'Selezionare la fornitura').pipe(activationRequest.shape.supplyKey),
});

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
  return (
    <ServicesStatus query={query}>
      {(overview) => (
        <Activation
          overview={overview}
          code={code}
          preselectedSupplyId={preselectedSupplyId}
          onActivated={onActivated}
        />
      )}
    </ServicesStatus>
  );
}

function Activation({
  overview,
  code,
  preselectedSupplyId,
  onActivated,
}: {
  overview: ServicesOverview;
  code: string;
  preselectedSupplyId?: number;
  onActivated: (request: CustomerRequest, serviceName: string) => void;
}) {
  const service = findService(overview, code);
  if (!service) {
    return (
      <>
        <h1>Attiva un servizio</h1>
        <Alert tone="error">Servizio non trovato.</Alert>
        <p>
          <Link to="/services">Torna ai servizi</Link>
        </p>
      </>
    );
  }
  const eligible = suppliesOfService(overview, code)
    .filter((r) => r.state.status === 'Attivabile')
    .map((r) => r.supply);
  return (
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
        <ActivationForm
          service={service}
          eligible={eligible}
          preselectedSupplyId={preselectedSupplyId}
          onActivated={onActivated}
        />
      )}
    </>
  );
}

function ActivationForm({
  service,
  eligible,
  preselectedSupplyId,
  onActivated,
}: {
  service: Service;
  eligible: readonly ServicesSupply[];
  preselectedSupplyId?: number;
  onActivated: (request: CustomerRequest, serviceName: string) => void;
}) {
  const mutation = useActivateService();
  // The supply named by the link, else the only one possible, else none: the customer chooses.
  const preselected =
    eligible.find((s) => s.supplyId === preselectedSupplyId) ??
    (eligible.length === 1 ? eligible[0] : undefined);
  const form = useZodForm(activationFormSchema, {
    defaultValues: { supplyKey: preselected?.supplyKey ?? '', serviceCode: service.code },
  });
  const { errors, isSubmitting } = form.formState;
  const supplyError = errors.supplyKey?.message;
  const errorId = 'attivazione-fornitura-errore';

  const onSubmit = form.submit(
    async (values) => {
      try {
        const request = await mutation.mutateAsync(values);
        onActivated(request, service.name);
      } catch (error) {
        throw asFormError(error);
      }
    },
    { fields: { 'serviceActivationRequest.supplyKey': 'supplyKey' }, fallback: SEND_FAILED },
  );

  return (
    <form className="form service-activation" onSubmit={onSubmit} noValidate>
      <fieldset
        className="service-activation__supplies"
        aria-describedby={supplyError ? errorId : undefined}
        aria-invalid={supplyError ? true : undefined}
      >
        <legend>Su quale fornitura vuoi attivarlo?</legend>
        {eligible.map((supply) => (
          <label key={supply.supplyId} className="service-activation__option">
            <input type="radio" value={supply.supplyKey} {...form.register('supplyKey')} />
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
      {supplyError && (
        <p id={errorId} className="field__error" role="alert">
          {supplyError}
        </p>
      )}
      <FormError message={form.submitError} />
      <p className="muted">
        La richiesta diventa una pratica: potrai seguirne le fasi nella sezione Pratiche.
      </p>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Conferma attivazione'}
      </button>
    </form>
  );
}
