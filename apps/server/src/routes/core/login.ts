import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { logIn } from '../../use-cases/core/log-in';
import { logOut } from '../../use-cases/core/log-out';

/** Login and logout (the tree's session hook has loaded the session they act on). */
const loginRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.doLogin, ({ deps, actor, body }) => logIn(deps, actor, body.doLoginRequest));

  serve(app, operations.doLogout, ({ deps, actor }) => logOut(deps, actor));
};

export default loginRoutes;
