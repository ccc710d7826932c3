import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IntegrationScope } from '@sportello/contract/operation';
import { unauthenticated } from '../errors';
import { findIntegrationToken, touchIntegrationToken } from '../services/integration/tokens';
import { requireScope, type IntegrationActor } from '../use-cases/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration system calling, set by `requireIntegration` (null elsewhere). */
    integrationActor: IntegrationActor | null;
  }
  interface FastifyInstance {
    /**
     * preHandler of the integration API's operations: a live token in `Authorization: Bearer`
     * (401 otherwise), holding `scope` when given (403 otherwise).
     */
    requireIntegration: (
      scope: IntegrationScope | undefined,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The Italian 401 of the integration API (with `WWW-Authenticate: Bearer`). */
const MISSING =
  'Autenticazione richiesta: inviare il token di integrazione in «Authorization: Bearer <token>».';
const UNKNOWN = 'Token di integrazione sconosciuto o revocato.';

/** The integration actor of a request after `requireIntegration` ran. */
export function integrationActorOf(request: FastifyRequest): IntegrationActor {
  if (!request.integrationActor) throw unauthenticated(MISSING);
  return request.integrationActor;
}

/**
 * The Bearer authentication of the integration API (`/services/rest/integration/v1`). Only the
 * `Authorization` header counts: a customer's `X-Session-Id` never authenticates here, and the
 * portal's operations never read this header, so a token never opens them. Each authenticated
 * call's log lines carry `integration: <token name>`; the token's last_used_at moves at most once
 * a minute.
 */
export default fp(async function integrationAuth(app: FastifyInstance) {
  app.decorateRequest('integrationActor', null);
  app.decorate('requireIntegration', (scope: IntegrationScope | undefined) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
      if (!given) {
        void reply.header('WWW-Authenticate', 'Bearer realm="integration"');
        throw unauthenticated(MISSING);
      }
      const token = await findIntegrationToken(app.db, app.config, given);
      if (!token) {
        void reply.header('WWW-Authenticate', 'Bearer realm="integration", error="invalid_token"');
        throw unauthenticated(UNKNOWN);
      }
      const actor: IntegrationActor = {
        kind: 'integration',
        tokenName: token.name,
        tokenId: token.id,
        scopes: token.scopes,
      };
      // The rest of the request's lines (its "request completed" too) name the token.
      const log = request.log.child({ integration: token.name });
      request.log = log;
      reply.log = log;
      request.integrationActor = actor;
      try {
        await touchIntegrationToken(app.db, token);
      } catch (error) {
        request.log.warn({ err: error }, 'integration token: last_used_at not updated');
      }
      if (scope) {
        try {
          requireScope(actor, scope);
        } catch (error) {
          request.log.info({ scope }, 'integration call refused: scope missing');
          throw error;
        }
      }
    };
  });
});
