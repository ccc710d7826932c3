import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * The published document beyond what each operation's definition brings (operationId, summary,
 * description, schemas: packages/contract/src/operations, through serve()): the descriptions of
 * the tags that group the operations, the record of the served routes the contract test compares
 * with the definitions, and the finishing touches of the generated document.
 */

/** The tags of the routes, each with its description (spectral and redocly require both). */
export const API_TAGS = [
  {
    name: 'Core',
    description: 'Sessioni, login, utenti, notifiche, deleghe, link e configurazione del client.',
  },
  {
    name: 'Wfm',
    description:
      'Processi: associazione di un codice cliente, attività di un processo, recupero password, prova di titolarità.',
  },
  {
    name: 'Erp',
    description:
      'Clienti, contratti, forniture, offerte, bollette, rate, pagamenti, documenti, richieste, consumi, letture, proposte e servizi.',
  },
  { name: 'Contact', description: 'Il modulo di contatto dell’assistenza.' },
  {
    name: 'bpm',
    description: 'Verifica di un nuovo indirizzo e-mail o numero di telefono con un codice monouso.',
  },
  { name: 'Stradario', description: 'Comuni e vie italiani, e la verifica di un indirizzo.' },
  { name: 'Operazioni', description: 'Sonde di stato del processo e del database (liveness, readiness).' },
  {
    name: 'dev',
    description: 'Strumenti della sola modalità demo (posta, SMS e push inviati); assenti in produzione.',
  },
];

/** The tags of the integration API's document (its own; the portal's document has none of its routes). */
export const INTEGRATION_TAGS = [
  {
    name: 'Integrazione',
    description:
      'I sistemi del venditore: token, lavori di importazione, clienti e forniture, bollette, pagamenti, letture, consumi, prezzi, messaggi, proposte e richieste dei clienti.',
  },
];

/** The tags of the console API's document (its own; the portal's document has none of its routes). */
export const CONSOLE_TAGS = [
  {
    name: 'Console',
    description:
      'Gli operatori del venditore: accesso con password e codice TOTP, operatori e ruoli, richieste dei clienti dei propri marchi.',
  },
];

/** `GET /services/rest/portalapi/Erp/v1/supplies/{id}`: a route's method and OpenAPI path. */
function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** A served operation with the zod schemas of its route (for the contract test). */
export interface ServedOperation {
  method: string;
  path: string;
  schema: FastifySchema & { hide?: boolean; response?: Record<string, unknown> };
}

const served = new WeakMap<object, ServedOperation[]>();

/** Records every route registered after it (HEAD copies and hidden routes left out). */
export function recordOperations(app: FastifyInstance): void {
  const list: ServedOperation[] = [];
  served.set(app, list);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as ServedOperation['schema'];
    if (schema.hide) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      list.push({ method, path: operationKey(method, route.url).split(' ')[1]!, schema });
    }
  });
}

/** The operations this server serves (empty before its routes are registered). */
export function servedOperations(app: FastifyInstance): readonly ServedOperation[] {
  return served.get(app) ?? [];
}

type JsonObject = { [key: string]: unknown };

/** Every `#/components/schemas/<name>` a value refers to, at any depth. */
function schemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefs(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        found.add(item.slice('#/components/schemas/'.length));
      } else schemaRefs(item, found);
    }
  }
}

/**
 * The finishing touches of the generated document (the swagger plugin's `transformObject`, after
 * zod's): a component schema carries no `$schema` and no `$id` (zod writes the component's own
 * `#/components/…` address there, a fragment JSON Schema 2020-12 forbids in `$id`), and only the
 * components some operation uses are published (zod emits an input and an output copy of each).
 */
export function finishDocument<T extends object>(document: T): T {
  const doc = document as JsonObject & { components?: { schemas?: Record<string, JsonObject> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  schemaRefs(doc.paths, used);
  for (let pending = [...used]; pending.length > 0;) {
    const next = new Set<string>();
    for (const name of pending) schemaRefs(schemas[name], next);
    pending = [...next].filter((name) => !used.has(name));
    for (const name of pending) used.add(name);
  }
  const kept: Record<string, JsonObject> = {};
  for (const name of Object.keys(schemas).sort()) {
    if (!used.has(name)) continue;
    const { $id: _id, $schema: _schema, ...schema } = schemas[name]!;
    kept[name] = schema;
  }
  return { ...doc, components: { ...doc.components, schemas: kept } } as T;
}
