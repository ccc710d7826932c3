import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { requireSessionForTree } from '../../plugins/session';
import { checkAddress } from '../../use-cases/stradario/check-address';
import { getStreet } from '../../use-cases/stradario/get-street';
import { getTown } from '../../use-cases/stradario/get-town';

/** The address service (stradario), mounted at /services/rest/stradario. Needs a session. */
const stradarioApi: FastifyPluginAsync = async (app) => {
  requireSessionForTree(app);

  serve(app, operations.getTown, ({ deps, actor, query }) => getTown(deps, actor, query));

  serve(app, operations.getStreet, ({ deps, actor, query }) => getStreet(deps, actor, query));

  serve(app, operations.checkAddress, ({ deps, actor, body }) =>
    checkAddress(deps, actor, body.checkAddressRequest),
  );
};

export default stradarioApi;
