import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { logInOperator } from '../../use-cases/console/log-in';
import {
  createOperatorByAdmin,
  getMe,
  listOperators,
  logOutOperator,
  reinstateOperator,
  resetOperator,
  suspendOperator,
} from '../../use-cases/console/operators';

/** Entering and leaving the console, and the operators an admin manages. */
export default async function consoleOperators(app: FastifyInstance) {
  serve(app, operations.consoleLogIn, ({ deps, request, body }) => logInOperator(deps, request.ip, body));
  serve(app, operations.consoleLogOut, ({ deps, actor, request }) =>
    logOutOperator(deps, actor, request.operatorSessionId!),
  );
  serve(app, operations.consoleGetMe, ({ deps, actor }) => getMe(deps, actor));
  serve(app, operations.consoleListOperators, ({ deps, actor }) => listOperators(deps, actor));
  serve(app, operations.consoleCreateOperator, ({ deps, actor, body }) =>
    createOperatorByAdmin(deps, actor, body),
  );
  serve(app, operations.consoleSuspendOperator, ({ deps, actor, params }) =>
    suspendOperator(deps, actor, params.id),
  );
  serve(app, operations.consoleReinstateOperator, ({ deps, actor, params }) =>
    reinstateOperator(deps, actor, params.id),
  );
  serve(app, operations.consoleResetOperator, ({ deps, actor, params }) =>
    resetOperator(deps, actor, params.id),
  );
}
