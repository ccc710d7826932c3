import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRequestResponseSchema,
  errorBodySchema,
  getMaintenanceContractResponseSchema,
  getOffersResponseSchema,
  getServicesQuerySchema,
  getServicesResponseSchema,
  idParam,
  SERVICE_ACTIVATION_REQUEST_TYPE,
  serviceActivationRequestSchema,
} from '@sportello/contract';
import { badRequest, conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds, assertGuestMayRead, customerScope, supplyFor } from '../../services/access';
import { toOffer } from '../../services/erp/mappers';
import { createRequest } from '../../services/erp/requests';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const SERVICE_MESSAGES = {
  unknownService: 'Servizio non disponibile',
  wrongCommodity: 'Il servizio non è disponibile per questa fornitura',
  inactiveSupply: 'La fornitura non è attiva',
  alreadyActive: 'Il servizio è già attivo su questa fornitura',
  alreadyRequested: 'L’attivazione del servizio è già in corso',
} as const;

/**
 * Services (module ser): the catalogue per commodity with each supply's state, activation through
 * a request (a practice, type AttivazioneServizio), the maintenance contracts with their visits,
 * and the brand's offers for the public helpers.
 */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary:
          'Servizi attivabili per commodity e stato di ciascun servizio sulle forniture attive del cliente',
        querystring: getServicesQuerySchema,
        response: { 200: getServicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await customerScope(app.db, sessionOf(request), request.query.customerKey);
      const [catalogue, supplies] = await Promise.all([
        app.db
          .selectFrom('service_catalogue')
          .selectAll()
          .orderBy('commodity')
          .orderBy('sort_order')
          .execute(),
        ids.length === 0
          ? Promise.resolve([])
          : app.db
              .selectFrom('supplies')
              .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
              .select([
                'supplies.id',
                'supplies.key',
                'supplies.nickname',
                'supplies.commodity',
                'supplies.pod_pdr',
                'supplies.address',
                'supplies.locality',
                'contracts.key as contract_key',
              ])
              .where('supplies.customer_id', 'in', ids)
              .where('supplies.status', '=', 'Attiva')
              .orderBy('supplies.customer_id')
              .orderBy('supplies.id')
              .execute(),
      ]);
      const had =
        supplies.length === 0
          ? []
          : await app.db
              .selectFrom('supply_services')
              .selectAll()
              .where(
                'supply_id',
                'in',
                supplies.map((s) => s.id),
              )
              .execute();
      return {
        getServicesResponse: {
          catalogue: catalogue.map((c) => ({
            code: c.code,
            commodity: c.commodity,
            name: c.name,
            description: c.description,
            monthlyFee: c.monthly_fee,
          })),
          supplies: supplies.map((s) => ({
            supplyId: s.id,
            supplyKey: s.key,
            nickname: s.nickname,
            commodity: s.commodity,
            podPdr: s.pod_pdr,
            address: `${s.address}, ${s.locality}`,
            contractKey: s.contract_key,
            services: catalogue
              .filter((c) => c.commodity === s.commodity)
              .map((c) => {
                const row = had.find((h) => h.supply_id === s.id && h.service_code === c.code);
                return {
                  code: c.code,
                  status: row?.status ?? ('Attivabile' as const),
                  requestId: row?.request_id ?? null,
                  activatedOn: row?.activated_on ?? null,
                };
              }),
          })),
        },
      };
    },
  );

  app.post(
    '/requests/serviceActivation',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Richiesta di attivazione di un servizio su una fornitura (pratica AttivazioneServizio)',
        body: serviceActivationRequestSchema,
        response: { 201: createRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { supplyKey, serviceCode } = request.body.serviceActivationRequest;
      const supply = await supplyFor(app.db, session, { key: supplyKey }, 'data', 'change');
      const service = await app.db
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
      reply.status(201);
      const activation = { serviceId: 0 };
      const created = await createRequest(
        app.db,
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
      await app.db
        .updateTable('supply_services')
        .set({ request_id: created.createRequestResponse.id })
        .where('id', '=', activation.serviceId)
        .execute();
      return created;
    },
  );

  app.get(
    '/contracts/maintenance/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Un contratto di manutenzione con le sue visite',
        params: idParam,
        response: { 200: getMaintenanceContractResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await accessibleCustomerIds(app.db, sessionOf(request));
      const m =
        ids.length === 0
          ? undefined
          : await app.db
              .selectFrom('maintenance_contracts')
              .selectAll()
              .where('id', '=', request.params.id)
              .where('customer_id', 'in', ids)
              .executeTakeFirst();
      if (!m) throw notFound('Contratto di manutenzione non trovato');
      const visits = await app.db
        .selectFrom('maintenance_visits')
        .selectAll()
        .where('maintenance_contract_id', '=', m.id)
        .orderBy('visit_date', 'desc')
        .execute();
      return {
        getMaintenanceContractResponse: {
          id: m.id,
          key: m.key,
          customerId: m.customer_id,
          supplyId: m.supply_id,
          description: m.description,
          status: m.status,
          startDate: m.start_date,
          endDate: m.end_date,
          nextVisitDate: m.next_visit_date,
          annualFee: m.annual_fee,
          visits: visits.map((v) => ({
            id: v.id,
            visitDate: v.visit_date,
            kind: v.kind,
            status: v.status,
            notes: v.notes,
          })),
        },
      };
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Le offerte del marchio della sessione (pubbliche: anche senza login)',
        response: { 200: getOffersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await assertGuestMayRead(app.db, session, { kind: 'other' });
      const rows = await app.db
        .selectFrom('offers')
        .selectAll()
        .where('company_code', '=', session.companyCode)
        .orderBy('commodity')
        .orderBy('name')
        .execute();
      return { getOffersResponse: { offers: rows.map(toOffer) } };
    },
  );
};

export default serviceRoutes;
