import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  errorBodySchema,
  getOfferResponseSchema,
  getSuppliesQuerySchema,
  getSuppliesResponseSchema,
  getSupplyQuerySchema,
  getSupplyResponseSchema,
  idOrKeyParam,
  updateSupplyRequestSchema,
  updateSupplyResponseSchema,
  useExtKeyQuery,
} from '@sportello/contract';
import { isHourlySupply } from '@sportello/domain';
import type { Db } from '../../db/index';
import { notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import {
  accessibleCustomerIds,
  assertGuestMayRead,
  customerIdForKey,
  idOrKey,
  supplyFor,
} from '../../services/access';
import { toOffer, toSupply } from '../../services/erp/mappers';
import { currentMeterOf } from '../../services/erp/metering';
import { pageTotal } from '../../services/paging';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function suppliesWithKeys(db: Db) {
  return db
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
    .selectAll('supplies')
    .select(['customers.key as customer_key', 'contracts.key as contract_key']);
}

const supplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplies',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Forniture dei clienti della sessione (o di un cliente, per codice)',
        querystring: getSuppliesQuerySchema,
        response: { 200: getSuppliesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { customerKey, activeOnly, pagingTake, pagingSkip } = request.query;
      const customerIds = customerKey
        ? [await customerIdForKey(app.db, session, customerKey)]
        : await accessibleCustomerIds(app.db, session);
      if (customerIds.length === 0) return { getSuppliesResponse: { supplies: [], total: 0 } };

      let rows = suppliesWithKeys(app.db).where('supplies.customer_id', 'in', customerIds);
      if (activeOnly) rows = rows.where('supplies.status', '=', 'Attiva');
      // The page and the total in one round trip (a window count over the filtered rows).
      const list = await rows
        .select(sql<string>`count(*) over ()`.as('total_count'))
        .orderBy('supplies.customer_id')
        .orderBy('supplies.id')
        .limit(pagingTake)
        .offset(pagingSkip)
        .execute();
      const total = await pageTotal(list, pagingSkip, async () =>
        rows
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => r.n),
      );
      return { getSuppliesResponse: { supplies: list.map(toSupply), total } };
    },
  );

  app.get(
    '/supplies/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una fornitura, per id o per codice (useExtKey), con offerta e dati tecnici',
        params: idOrKeyParam,
        querystring: getSupplyQuerySchema,
        response: { 200: getSupplyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const supply = await supplyFor(
        app.db,
        session,
        idOrKey(request.params.id, request.query.useExtKey),
        'detail',
      );
      const [row, offer, meter] = await Promise.all([
        suppliesWithKeys(app.db).where('supplies.id', '=', supply.id).executeTakeFirstOrThrow(),
        supply.offer_code
          ? app.db.selectFrom('offers').selectAll().where('code', '=', supply.offer_code).executeTakeFirst()
          : undefined,
        currentMeterOf(app.db, supply.id),
      ]);
      const hourly = isHourlySupply(
        {
          priceType: offer?.price_type ?? null,
          fullCapacityStartDate: meter?.full_capacity_start_date ?? null,
        },
        new Date(),
      );
      return {
        getSupplyResponse: {
          ...toSupply(row),
          offer: offer ? toOffer(offer) : null,
          hourly,
          ...(request.query.includeTechnicalData
            ? {
                technicalData: {
                  meterSerial: meter?.serial ?? supply.meter_serial,
                  meterDigits: meter?.digits ?? null,
                  contractedPowerKw: supply.contracted_power_kw,
                  annualConsumption: supply.annual_consumption,
                  useType: supply.use_type,
                  fullCapacityStartDate: meter?.full_capacity_start_date ?? null,
                },
              }
            : {}),
        },
      };
    },
  );

  app.put(
    '/supplies',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Cambia il nome (nickname) di una fornitura',
        body: updateSupplyRequestSchema,
        response: { 200: updateSupplyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, nickname } = request.body.updateSupplyRequest;
      const supply = await supplyFor(app.db, sessionOf(request), { id }, 'data', 'change');
      await app.db
        .updateTable('supplies')
        .set({ nickname: nickname ? nickname : null })
        .where('id', '=', supply.id)
        .execute();
      const row = await suppliesWithKeys(app.db)
        .where('supplies.id', '=', supply.id)
        .executeTakeFirstOrThrow();
      return { updateSupplyResponse: toSupply(row) };
    },
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: "Un'offerta del marchio della sessione, per id o per codice (useExtKey)",
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getOfferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await assertGuestMayRead(app.db, session, { kind: 'other' });
      const ref = idOrKey(request.params.id, request.query.useExtKey);
      let query = app.db.selectFrom('offers').selectAll().where('company_code', '=', session.companyCode);
      query = ref.id !== undefined ? query.where('id', '=', ref.id) : query.where('code', '=', ref.key!);
      const offer = await query.executeTakeFirst();
      if (!offer) throw notFound('Offerta non trovata');
      return { getOfferResponse: toOffer(offer) };
    },
  );
};

export default supplyRoutes;
