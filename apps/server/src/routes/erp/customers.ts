import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  getCustomerResponseSchema,
  getCustomersQuerySchema,
  getCustomersResponseSchema,
  idParam,
  type Customer,
} from '@sportello/contract';
import type { Db } from '../../db/index';
import { forbidden } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds } from '../../services/access';
import type { SessionContext } from '../../services/session-store';

async function listCustomers(db: Db, session: SessionContext, ids: number[], take: number, skip: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('customers')
    .leftJoin('user_customers', (join) =>
      join
        .onRef('user_customers.customer_id', '=', 'customers.id')
        .on('user_customers.user_id', '=', session.userId ?? -1),
    )
    .selectAll('customers')
    .select(['user_customers.relation', 'user_customers.scope'])
    .where('customers.id', 'in', ids)
    .orderBy('customers.id')
    .limit(take)
    .offset(skip)
    .execute();
  return rows.map((c): Customer => ({
    id: c.id,
    customerId: c.id,
    key: c.key,
    customerType: c.customer_type,
    relation: c.relation ?? 'owner',
    scope: c.relation === 'delegate' ? (c.scope ?? 'read') : null,
    fiscalCode: c.fiscal_code,
    vatNumber: c.vat_number,
    account: { name: c.name, phoneMobile: c.phone_mobile, phoneHome: c.phone_home, email: c.email },
    privacyCompany: c.privacy_company,
    privacyOthers: c.privacy_others,
  }));
}

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Clienti che la sessione può gestire',
        querystring: getCustomersQuerySchema,
        response: { 200: getCustomersResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const ids = await accessibleCustomerIds(app.db, session);
      const { pagingTake, pagingSkip } = request.query;
      const customers = await listCustomers(app.db, session, ids, pagingTake, pagingSkip);
      return { getCustomersResponse: { customers, total: ids.length } };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Un cliente, se la sessione può gestirlo',
        params: idParam,
        response: {
          200: getCustomerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const ids = await accessibleCustomerIds(app.db, session);
      if (!ids.includes(request.params.id)) throw forbidden();
      const [customer] = await listCustomers(app.db, session, [request.params.id], 1, 0);
      if (!customer) throw forbidden();
      return { getCustomerResponse: customer };
    },
  );
};

export default customerRoutes;
