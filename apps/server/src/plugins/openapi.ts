import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE, SESSION_HEADER } from '@sportello/contract';
import { API_TAGS, finishDocument, recordOperations } from './openapi-operations';

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (JSON Schema 2020-12, which 3.1 speaks).
 * Each operation's `operationId`, summary and description come from its definition
 * (`packages/contract/src/operations`, through `serve()`), the name the web's typed client calls
 * it by. The
 * JSON contract is always at /services/rest/portalapi/docs/json; the browsable Swagger UI at
 * …/docs only in demo mode (production serves no interactive console).
 */
export default fp(async function openapi(app: FastifyInstance) {
  recordOperations(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportello API',
        description:
          'API del portale clienti Sportello. Le chiamate dopo la creazione della sessione inviano X-Session-Id.',
        version: '0.9.1',
        contact: { name: 'Sportello', url: app.config.PUBLIC_URL },
      },
      // Production names its public address. A demo server is reached at whatever address its
      // users type (localhost, a name on the network): its contract names the server serving it.
      servers: [
        app.config.MODE === 'production'
          ? { url: app.config.PUBLIC_URL.replace(/\/+$/, ''), description: 'Il portale' }
          : { url: '/', description: 'Il server (demo) che pubblica questo contratto' },
      ],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: SESSION_HEADER },
          crmToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  });
  if (app.config.MODE === 'demo') {
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });
  } else {
    app.get(`${API_BASE}/docs/json`, { schema: { hide: true } }, async () => app.swagger());
  }
});
