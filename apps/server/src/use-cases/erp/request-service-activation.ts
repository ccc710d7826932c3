import {
  SERVICE_ACTIVATION_REQUEST_TYPE,
  type createRequestResponseSchema,
  type serviceActivationRequestSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { badRequest, conflict } from '../../errors';
import { supplyFor } from '../../services/access';
import { createRequest } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';

export const SERVICE_MESSAGES = {
  unknownService: 'Servizio non disponibile',
  wrongCommodity: 'Il servizio non è disponibile per questa fornitura',
  inactiveSupply: 'La fornitura non è attiva',
  alreadyActive: 'Il servizio è già attivo su questa fornitura',
  alreadyRequested: 'L’attivazione del servizio è già in corso',
} as const;

export type ServiceActivationInput = NamedInput<
  typeof serviceActivationRequestSchema,
  'serviceActivationRequest'
>;

/**
 * Asks to activate a service on an active supply the user may change: a request (practice of type
 * AttivazioneServizio, phase SE010) and the supply's service "InAttivazione", linked to it, in
 * one go. A service of another commodity or unknown is a 400; one already active or asked a 409.
 */
export async function requestServiceActivation(
  { db, config }: Deps,
  actor: UserActor,
  input: ServiceActivationInput,
): Promise<z.output<typeof createRequestResponseSchema>> {
  const { session } = actor;
  const { supplyKey, serviceCode } = input;
  const supply = await supplyFor(db, session, { key: supplyKey }, 'data', 'change');
  const service = await db
    .selectFrom('service_catalogue')
    .selectAll()
    .where('code', '=', serviceCode)
    .executeTakeFirst();
  const field = { 'serviceActivationRequest.serviceCode': SERVICE_MESSAGES.unknownService };
  if (!service) throw badRequest(SERVICE_MESSAGES.unknownService, field);
  if (service.commodity !== supply.commodity)
    throw badRequest(SERVICE_MESSAGES.wrongCommodity, {
      'serviceActivationRequest.serviceCode': SERVICE_MESSAGES.wrongCommodity,
    });
  if (supply.status !== 'Attiva') throw badRequest(SERVICE_MESSAGES.inactiveSupply);
  const activation = { serviceId: 0 };
  const created = await createRequest(
    { db, config },
    session,
    {
      customerId: supply.customer_id,
      contractId: supply.contract_id,
      type: SERVICE_ACTIVATION_REQUEST_TYPE,
      phase: 'SE010',
      status: 'Aperto',
      payload: {
        serviceCode: service.code,
        serviceName: service.name,
        supplyKey: supply.key,
        podPdr: supply.pod_pdr,
        monthlyFee: service.monthly_fee,
      },
    },
    async (tx) => {
      const existing = await tx
        .selectFrom('supply_services')
        .select('status')
        .where('supply_id', '=', supply.id)
        .where('service_code', '=', service.code)
        .executeTakeFirst();
      if (existing?.status === 'Attivo')
        throw conflict(SERVICE_MESSAGES.alreadyActive, 'service_already_active');
      if (existing) throw conflict(SERVICE_MESSAGES.alreadyRequested, 'request_in_progress');
    },
    async (tx) => {
      const row = await tx
        .insertInto('supply_services')
        .values({ supply_id: supply.id, service_code: service.code, status: 'InAttivazione' })
        .returning('id')
        .executeTakeFirstOrThrow();
      activation.serviceId = row.id;
    },
  );
  // The request's id goes on the supply's service, so the service links to its practice.
  await db
    .updateTable('supply_services')
    .set({ request_id: created.createRequestResponse.id })
    .where('id', '=', activation.serviceId)
    .execute();
  return created;
}
