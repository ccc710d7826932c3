import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { checkFiscalData } from '../../use-cases/core/check-fiscal-data';
import { getUser } from '../../use-cases/core/get-user';
import { listContractUsers } from '../../use-cases/core/list-contract-users';
import { registerUser } from '../../use-cases/core/register-user';
import { updateUser } from '../../use-cases/core/update-user';
import { validateUser } from '../../use-cases/core/validate-user';

/** Users: registration and its checks, reading and updating. */
const userRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.createNewUser, ({ deps, actor, body }) =>
    registerUser(deps, actor, body.createNewUserRequest),
  );

  serve(app, operations.validateUser, ({ deps, actor, body }) =>
    validateUser(deps, actor, body.validateUserRequest),
  );

  serve(app, operations.checkFiscalData, ({ deps, actor, body }) =>
    checkFiscalData(deps, actor, body.checkFiscalDataRequest),
  );

  serve(app, operations.getUser, ({ deps, actor, params }) => getUser(deps, actor, { id: params.id }));

  serve(app, operations.getUsers, ({ deps, actor, query }) => listContractUsers(deps, actor, query));

  serve(app, operations.updateUser, ({ deps, actor, body }) =>
    updateUser(deps, actor, body.updateUserRequest),
  );
};

export default userRoutes;
