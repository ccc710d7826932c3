import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  API_BASE,
  CONSOLE_BASE,
  INTEGRATION_BASE,
  OPERATOR_SESSION_HEADER,
  SESSION_HEADER,
} from '@sportello/contract';
import {
  API_TAGS,
  CONSOLE_TAGS,
  INTEGRATION_TAGS,
  finishDocument,
  recordOperations,
} from './openapi-operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The integration API's OpenAPI document (the swagger plugin's second instance). */
    integrationSwagger: FastifyInstance['swagger'];
    /** The console API's OpenAPI document (the swagger plugin's third instance). */
    consoleSwagger: FastifyInstance['swagger'];
  }
}

/** A route of the integration API (its own document; never in the portal's). */
const isIntegration = (url: string) => url.startsWith(`${INTEGRATION_BASE}/`);
/** A route of the operators' console API (its own document; never in the portal's). */
const isConsole = (url: string) => url.startsWith(`${CONSOLE_BASE}/`);

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (JSON Schema 2020-12, which 3.1 speaks).
 * Each operation's `operationId`, summary and description come from its definition
 * (`packages/contract/src/operations`, through `serve()`), the name the web's typed client calls
 * it by. The
 * JSON contract is always at /services/rest/portalapi/docs/json; the browsable Swagger UI at
 * …/docs only in demo mode (production serves no interactive console).
 *
 * The integration API (the retailer's systems, `Authorization: Bearer`) has its own document at
 * /services/rest/integration/v1/docs/json (and its Swagger UI at …/docs in demo mode): a second
 * instance of the swagger plugin (`app.integrationSwagger`) that keeps only its routes, while the
 * portal's leaves them out.
 */
/** What sets one OpenAPI document apart: its title and words, its tags, how it is entered, its routes. */
interface DocumentSpec {
  title: string;
  description: string;
  version: string;
  /** The name of the app's accessor for it (`app.swagger` if none). */
  decorator?: string;
  tags: NonNullable<FastifyDynamicSwaggerOptions['openapi']>['tags'];
  securitySchemes: NonNullable<
    NonNullable<FastifyDynamicSwaggerOptions['openapi']>['components']
  >['securitySchemes'];
  /** The scheme every operation uses unless it says otherwise. */
  security: string;
  /** The routes this document holds (the others are hidden from it). */
  holds: (url: string) => boolean;
}

/**
 * The swagger plugin's options for one document: OpenAPI 3.1 with the contract's schemas, the
 * server that serves it, and only the routes it holds.
 */
function documentOptions(app: FastifyInstance, spec: DocumentSpec): FastifyDynamicSwaggerOptions {
  return {
    ...(spec.decorator ? { decorator: spec.decorator } : {}),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: spec.title,
        description: spec.description,
        version: spec.version,
        contact: { name: 'Sportello', url: app.config.PUBLIC_URL },
      },
      // Production names its public address. A demo server is reached at whatever address its
      // users type (localhost, a name on the network): its contract names the server serving it.
      servers: [
        app.config.MODE === 'production'
          ? { url: app.config.PUBLIC_URL.replace(/\/+$/, ''), description: 'Il portale' }
          : { url: '/', description: 'Il server (demo) che pubblica questo contratto' },
      ],
      tags: spec.tags,
      components: { securitySchemes: spec.securitySchemes },
      security: [{ [spec.security]: [] }],
    },
    transform: (input) =>
      spec.holds(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  };
}

/** A document's browsable Swagger UI (demo mode), in a plugin of its own (the UI plugin decorates its instance once). */
async function registerDocsPage(app: FastifyInstance, base: string, document: () => unknown): Promise<void> {
  await app.register(async (child) => {
    await child.register(swaggerUi, {
      routePrefix: `${base}/docs`,
      staticCSP: true,
      transformSpecificationClone: false,
      transformSpecification: () => document() as Record<string, unknown>,
    });
  });
}

export default fp(async function openapi(app: FastifyInstance) {
  recordOperations(app);
  await app.register(
    swagger,
    documentOptions(app, {
      title: 'Sportello API',
      description:
        'API del portale clienti Sportello. Le chiamate dopo la creazione della sessione inviano X-Session-Id.',
      version: '0.9.1',
      tags: API_TAGS,
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: SESSION_HEADER },
        crmToken: { type: 'http', scheme: 'bearer' },
      },
      security: 'session',
      holds: (url) => !isIntegration(url) && !isConsole(url),
    }),
  );
  await app.register(
    swagger,
    documentOptions(app, {
      decorator: 'integrationSwagger',
      title: 'Sportello: API di integrazione',
      description: [
        'API con cui i sistemi del venditore (ERP, fatturazione, misura) portano nel portale clienti, contratti, forniture, contatori, bollette, pagamenti, letture, consumi e prezzi, e ricevono ciò che i clienti chiedono.',
        'Ogni chiamata invia `Authorization: Bearer <token>`: i token si creano, elencano e revocano con `npm run integration:token` e hanno uno o più ambiti (`import`, `requests`, `prices`). Token assente, sconosciuto o revocato: 401; ambito mancante: 403.',
        'I caricamenti in blocco sono NDJSON (un record per riga) o CSV, idempotenti sulle chiavi del venditore, con una risposta per riga rifiutata (`line`, `field`, `message`).',
      ].join('\n\n'),
      version: '1.0.0',
      tags: INTEGRATION_TAGS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Un token di integrazione (`npm run integration:token -- create`).',
        },
      },
      security: 'bearerAuth',
      holds: isIntegration,
    }),
  );
  // The operators' console API: its own document at /services/rest/console/v1/docs/json.
  await app.register(
    swagger,
    documentOptions(app, {
      decorator: 'consoleSwagger',
      title: 'Sportello: API della console operatori',
      description: [
        'API della console con cui gli operatori del venditore gestiscono ciò che chiedono i clienti.',
        `Si entra con \`POST ${CONSOLE_BASE}/sessions\` (nome utente, password e codice TOTP o di recupero); ogni chiamata seguente invia \`${OPERATOR_SESSION_HEADER}\`. La sessione di un cliente non apre questa API, e una sessione della console non apre quella del portale.`,
        'Ruoli: `agent`, `supervisor`, `admin`, ciascuno limitato ai suoi marchi; ogni azione è nel registro delle attività.',
      ].join('\n\n'),
      version: '1.0.0',
      tags: CONSOLE_TAGS,
      securitySchemes: {
        operatorSession: {
          type: 'apiKey',
          in: 'header',
          name: OPERATOR_SESSION_HEADER,
          description: 'La sessione di un operatore (`POST …/console/v1/sessions`).',
        },
      },
      security: 'operatorSession',
      holds: isConsole,
    }),
  );
  if (app.config.MODE === 'demo') {
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });
    await registerDocsPage(app, CONSOLE_BASE, () => app.consoleSwagger());
    await registerDocsPage(app, INTEGRATION_BASE, () => app.integrationSwagger());
  } else {
    app.get(`${API_BASE}/docs/json`, { schema: { hide: true } }, async () => app.swagger());
    app.get(`${INTEGRATION_BASE}/docs/json`, { schema: { hide: true } }, async () =>
      app.integrationSwagger(),
    );
    app.get(`${CONSOLE_BASE}/docs/json`, { schema: { hide: true } }, async () => app.consoleSwagger());
  }
});
