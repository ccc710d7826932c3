import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, getSuppliesQuerySchema, getSuppliesResponseSchema, type Supply } from '@sportello/contract';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds, customerIdForKey } from '../../services/access';

const supplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplies',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: 'Forniture dei clienti della sessione (o di un cliente, per codice)',
        querystring: getSuppliesQuerySchema,
        response: { 200: getSuppliesResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { customerKey, activeOnly, pagingTake, pagingSkip } = request.query;
      const customerIds = customerKey
        ? [await customerIdForKey(app.db, session, customerKey)]
        : await accessibleCustomerIds(app.db, session);
      if (customerIds.length === 0) return { getSuppliesResponse: { supplies: [], total: 0 } };

      let query = app.db
        .selectFrom('supplies')
        .innerJoin('customers', 'customers.id', 'supplies.customer_id')
        .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
        .where('supplies.customer_id', 'in', customerIds);
      if (activeOnly) query = query.where('supplies.status', '=', 'Attiva');

      const [rows, count] = await Promise.all([
        query
          .selectAll('supplies')
          .select(['customers.key as customer_key', 'contracts.key as contract_key'])
          .orderBy('supplies.customer_id')
          .orderBy('supplies.id')
          .limit(pagingTake)
          .offset(pagingSkip)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const supplies = rows.map(
        (s): Supply => ({
          id: s.id,
          key: s.key,
          nickname: s.nickname,
          customerId: s.customer_id,
          customerKey: s.customer_key,
          contractId: s.contract_id,
          contractKey: s.contract_key,
          commodity: s.commodity,
          podPdr: s.pod_pdr,
          status: s.status,
          address: { address: s.address, postalCode: s.postal_code, locality: s.locality, province: s.province },
          activationDate: s.activation_date,
          endDate: s.end_date,
          offerCode: s.offer_code,
          consumptionUnit: s.consumption_unit,
        }),
      );
      return { getSuppliesResponse: { supplies, total: Number(count.n) } };
    },
  );
};

export default supplyRoutes;
