import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_SESSION_HEADER } from '@sportello/contract';
import type { OperatorRole } from '@sportello/contract/operation';
import { HttpError, unauthenticated } from '../errors';
import { ERROR_CODES } from '@sportello/contract';
import { touchOperatorSession } from '../services/console/sessions';
import { requireOperatorRole, type OperatorActor } from '../use-cases/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator calling, set by `requireOperator` (null elsewhere). */
    operatorActor: OperatorActor | null;
    /** The operator session id of the request (for logout), set with `operatorActor`. */
    operatorSessionId: string | null;
  }
  interface FastifyInstance {
    /**
     * preHandler of the console API's operations: a live operator session in
     * `X-Operator-Session` (401 otherwise) whose operator has at least `role` (403 otherwise).
     */
    requireOperator: (role: OperatorRole) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const MISSING = 'Accesso richiesto: entrare nella console con nome utente, password e codice.';
const EXPIRED = 'La sessione della console è scaduta: entrare di nuovo.';

/** The operator of a request after `requireOperator` ran. */
export function operatorActorOf(request: FastifyRequest): OperatorActor {
  if (!request.operatorActor) throw unauthenticated(MISSING);
  return request.operatorActor;
}

/**
 * The operator sessions of the console API (`/services/rest/console/v1`). Only the
 * `X-Operator-Session` header counts, looked up in operator_sessions alone: a customer's
 * `X-Session-Id` never opens the console, and the portal's operations never read this header, so
 * an operator session never opens them. Each authenticated call's log lines carry the operator.
 */
export default fp(async function operatorAuth(app: FastifyInstance) {
  app.decorateRequest('operatorActor', null);
  app.decorateRequest('operatorSessionId', null);
  app.decorate('requireOperator', (role: OperatorRole) => {
    return async (request: FastifyRequest) => {
      const header = request.headers[OPERATOR_SESSION_HEADER.toLowerCase()];
      const id = Array.isArray(header) ? header[0] : header;
      if (!id || id.length > 100) throw unauthenticated(MISSING);
      const found = await touchOperatorSession(app.db, app.config, id);
      if (found === 'expired') throw new HttpError(401, ERROR_CODES.sessionExpired, EXPIRED);
      if (!found) throw unauthenticated(MISSING);
      const actor: OperatorActor = {
        kind: 'operator',
        operatorId: found.operatorId,
        username: found.username,
        role: found.role,
        brands: found.brands,
        ip: request.ip,
      };
      const log = request.log.child({ operator: found.username });
      request.log = log;
      request.operatorActor = actor;
      request.operatorSessionId = id;
      requireOperatorRole(actor, role);
    };
  });
});
