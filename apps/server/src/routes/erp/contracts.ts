import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bollettaclickCanChangeQuerySchema,
  bollettaclickCanChangeResponseSchema,
  errorBodySchema,
  getContractResponseSchema,
  getContractsQuerySchema,
  getContractsResponseSchema,
  getMaintenanceContractsQuerySchema,
  getMaintenanceContractsResponseSchema,
  idOrKeyParam,
  REQUEST_TYPES,
  useExtKeyQuery,
} from '@sportello/contract';
import type { Db } from '../../db/index';
import { notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds, contractForKey, customerScope, idOrKey } from '../../services/access';
import { toContract } from '../../services/erp/mappers';
import { OPEN_STATUSES } from '../../services/erp/requests';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function contractsQuery(db: Db, customerIds: number[]) {
  return db
    .selectFrom('contracts')
    .innerJoin('customers', 'customers.id', 'contracts.customer_id')
    .where('contracts.customer_id', 'in', customerIds);
}

/** Number of supplies of the contract (a correlated count, served by supplies_contract_idx). */
const supplyCount = sql<number>`(select count(*) from supplies where supplies.contract_id = contracts.id)`;

const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contracts',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Contratti dei clienti della sessione (o di un cliente, per codice)',
        querystring: getContractsQuerySchema,
        response: { 200: getContractsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { customerKey, activeOnly, pagingTake, pagingSkip } = request.query;
      const ids = await customerScope(app.db, session, customerKey);
      if (ids.length === 0) return { getContractsResponse: { contracts: [], total: 0 } };
      let query = contractsQuery(app.db, ids);
      if (activeOnly) query = query.where('contracts.status', '=', 'Attivo');
      const [rows, count] = await Promise.all([
        query
          .selectAll('contracts')
          .select('customers.key as customer_key')
          .select(supplyCount.as('supply_count'))
          .orderBy('contracts.customer_id')
          .orderBy('contracts.id')
          .limit(pagingTake)
          .offset(pagingSkip)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        getContractsResponse: {
          contracts: rows.map((r) => toContract({ ...r, supply_count: Number(r.supply_count ?? 0) })),
          total: Number(count.n),
        },
      };
    },
  );

  app.get(
    '/contracts/bollettaclick-can-change',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Se la bolletta via e-mail (Bolletta Click) del contratto può essere cambiata ora',
        querystring: bollettaclickCanChangeQuerySchema,
        response: { 200: bollettaclickCanChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const contract = await contractForKey(app.db, sessionOf(request), request.query.contractKey);
      const pending = await app.db
        .selectFrom('customer_requests')
        .select('id')
        .where('contract_id', '=', contract.id)
        .where('request_type', '=', REQUEST_TYPES.emailInvoice)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      const canChange = contract.status === 'Attivo' && !pending;
      return {
        bollettaclickCanChangeResponse: {
          contractKey: contract.key,
          canChange,
          active: contract.bollettaclick,
          message: canChange
            ? null
            : pending
              ? 'Una richiesta di modifica della bolletta via e-mail è già in lavorazione'
              : 'Il contratto non è attivo',
        },
      };
    },
  );

  app.get(
    '/contracts/maintenance',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Contratti di manutenzione',
        querystring: getMaintenanceContractsQuerySchema,
        response: { 200: getMaintenanceContractsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customerKey, pagingTake, pagingSkip } = request.query;
      const ids = await customerScope(app.db, sessionOf(request), customerKey);
      if (ids.length === 0)
        return { getMaintenanceContractsResponse: { maintenanceContracts: [], total: 0 } };
      const query = app.db.selectFrom('maintenance_contracts').where('customer_id', 'in', ids);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('customer_id').orderBy('id').limit(pagingTake).offset(pagingSkip).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        getMaintenanceContractsResponse: {
          maintenanceContracts: rows.map((m) => ({
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
          })),
          total: Number(count.n),
        },
      };
    },
  );

  app.get(
    '/contracts/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Un contratto, per id o per codice (useExtKey)',
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getContractResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ref = idOrKey(request.params.id, request.query.useExtKey);
      const ids = await accessibleCustomerIds(app.db, sessionOf(request));
      if (ids.length === 0) throw notFound('Contratto non trovato');
      let query = contractsQuery(app.db, ids)
        .selectAll('contracts')
        .select('customers.key as customer_key')
        .select(supplyCount.as('supply_count'));
      query =
        ref.id !== undefined
          ? query.where('contracts.id', '=', ref.id)
          : query.where('contracts.key', '=', ref.key!);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound('Contratto non trovato');
      return { getContractResponse: toContract({ ...row, supply_count: Number(row.supply_count ?? 0) }) };
    },
  );
};

export default contractRoutes;
