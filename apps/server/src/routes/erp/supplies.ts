import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { idOrKey } from '../../services/access';
import { getOffer } from '../../use-cases/erp/get-offer';
import { getSupply } from '../../use-cases/erp/get-supply';
import { listSupplies } from '../../use-cases/erp/list-supplies';
import { renameSupply } from '../../use-cases/erp/rename-supply';

/** Supplies (a link session too, as far as its link allows) and the brand's offers. */
const supplyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getSupplies, ({ deps, actor, query }) => listSupplies(deps, actor, query));

  serve(app, operations.getSupply, ({ deps, actor, params, query }) =>
    getSupply(deps, actor, {
      ref: idOrKey(params.id, query.useExtKey),
      includeTechnicalData: query.includeTechnicalData,
    }),
  );

  serve(app, operations.updateSupply, ({ deps, actor, body }) =>
    renameSupply(deps, actor, body.updateSupplyRequest),
  );

  serve(app, operations.getOffer, ({ deps, actor, params, query }) =>
    getOffer(deps, actor, { id: params.id, useExtKey: query.useExtKey }),
  );
};

export default supplyRoutes;
