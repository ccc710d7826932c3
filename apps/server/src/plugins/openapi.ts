import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE, SESSION_HEADER } from '@sportello/contract';

/**
 * OpenAPI generated from the contract's zod schemas. The JSON contract is always at
 * /services/rest/portalapi/docs/json; the browsable Swagger UI at …/docs only in demo mode
 * (production serves no interactive console).
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sportello API',
        description:
          'API del portale clienti Sportello. Le chiamate dopo la creazione della sessione inviano X-Session-Id.',
        version: '0.9.1',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: SESSION_HEADER },
          crmToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (app.config.MODE === 'demo') {
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });
  } else {
    app.get(`${API_BASE}/docs/json`, { schema: { hide: true } }, async () => app.swagger());
  }
});
