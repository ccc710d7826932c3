import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getCustomer } from '../../use-cases/erp/get-customer';
import { listCustomers } from '../../use-cases/erp/list-customers';

/** The customers the session may manage (a link session too: its link's). */
const customerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getCustomers, ({ deps, actor, query }) => listCustomers(deps, actor, query));

  serve(app, operations.getCustomer, ({ deps, actor, params }) => getCustomer(deps, actor, params));
};

export default customerRoutes;
