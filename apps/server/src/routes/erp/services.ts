import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getMaintenanceContract } from '../../use-cases/erp/get-maintenance-contract';
import { listOffers } from '../../use-cases/erp/list-offers';
import { listServices } from '../../use-cases/erp/list-services';
import { requestServiceActivation } from '../../use-cases/erp/request-service-activation';

/**
 * Services (module ser): the catalogue per commodity with each supply's state, activation through
 * a request (a practice, type AttivazioneServizio), the maintenance contracts with their visits,
 * and the brand's offers for the public helpers.
 */
const serviceRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getServices, ({ deps, actor, query }) => listServices(deps, actor, query));

  serve(app, operations.createServiceActivationRequest, ({ deps, actor, body }) =>
    requestServiceActivation(deps, actor, body.serviceActivationRequest),
  );

  serve(app, operations.getMaintenanceContract, ({ deps, actor, params }) =>
    getMaintenanceContract(deps, actor, { id: params.id }),
  );

  serve(app, operations.getOffers, ({ deps, actor }) => listOffers(deps, actor));
};

export default serviceRoutes;
