import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getConsoleCustomer, searchConsoleCustomers } from '../../use-cases/console/customers';

/** The customer view: search the customers of the operator's brands, see one as it sees the portal. */
export default async function consoleCustomers(app: FastifyInstance) {
  serve(app, operations.consoleSearchCustomers, ({ deps, actor, query }) =>
    searchConsoleCustomers(deps, actor, query),
  );
  serve(app, operations.consoleGetCustomer, ({ deps, actor, params }) =>
    getConsoleCustomer(deps, actor, params.id),
  );
}
