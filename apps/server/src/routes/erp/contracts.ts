import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { idOrKey } from '../../services/access';
import { checkBollettaclickChange } from '../../use-cases/erp/check-bollettaclick-change';
import { getContract } from '../../use-cases/erp/get-contract';
import { listContracts } from '../../use-cases/erp/list-contracts';
import { listMaintenanceContracts } from '../../use-cases/erp/list-maintenance-contracts';

/** Contracts (a link session too, as far as its link allows) and maintenance contracts. */
const contractRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getContracts, ({ deps, actor, query }) => listContracts(deps, actor, query));

  serve(app, operations.getBollettaclickCanChange, ({ deps, actor, query }) =>
    checkBollettaclickChange(deps, actor, query),
  );

  serve(app, operations.getMaintenanceContracts, ({ deps, actor, query }) =>
    listMaintenanceContracts(deps, actor, query),
  );

  serve(app, operations.getContract, ({ deps, actor, params, query }) =>
    getContract(deps, actor, idOrKey(params.id, query.useExtKey)),
  );
};

export default contractRoutes;
