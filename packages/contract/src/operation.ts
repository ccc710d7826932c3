import type { z } from 'zod';

/**
 * One operation of the HTTP contract, defined once: the server registers its route from it
 * (apps/server/src/plugins/operations.ts), the OpenAPI document is generated from those routes,
 * and the web's typed client calls it through the zod-free table generated from it
 * (endpoints.ts, `npm run contract:endpoints`).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation, checked by the route before its use case runs:
 * - `public`: no session (probes, opening a session, demo tools);
 * - `session`: any live session (anonymous, a guest link's, or a logged-in user's); the use case
 *   decides what the session's actor may see;
 * - `user`: a logged-in user only (a guest link session gets 403, no session 401);
 * - `system`: a server-to-server credential checked by the route's own plugin (the CRM's bearer
 *   token), never a customer's session;
 * - `integration`: a retailer's system with an integration token (`Authorization: Bearer`, see
 *   `INTEGRATION_BASE`) holding the operation's `scope`; never a customer's session, and a token
 *   never opens the other operations;
 * - `operator`: an operator of the retailer with a console session (`X-Operator-Session`, see
 *   `CONSOLE_BASE`) holding at least the operation's `operatorRole` (agent unless said); never a
 *   customer's session, and an operator session never opens the other operations.
 */
export type Access = 'public' | 'session' | 'user' | 'system' | 'integration' | 'operator';

/** The base path of the operators' console API (also exported by `@sportello/contract`). */
export { CONSOLE_BASE } from './http';

/** An operator's role, from the least to the most it may do (each includes the ones before). */
export const OPERATOR_ROLES = ['agent', 'supervisor', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The base path of the integration API (also exported by `@sportello/contract`). */
export { INTEGRATION_BASE } from './http';

/**
 * What an integration token may do: bring customers, bills, readings and consumption in
 * (`import`), read and move what customers ask (`requests`), bring prices in (`prices`).
 */
export const INTEGRATION_SCOPES = ['import', 'requests', 'prices'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** The refusals an operation may answer, each with the error body (`errorBodySchema`). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The OpenAPI tags of the contract (their descriptions are in the server's openapi plugin). */
export type OperationTag =
  | 'Core'
  | 'Wfm'
  | 'Erp'
  | 'Contact'
  | 'bpm'
  | 'Stradario'
  | 'Operazioni'
  | 'dev'
  // The integration API's document (its own tags: apps/server/src/plugins/openapi-operations.ts).
  | 'Integrazione'
  // The console API's document (its own tags: apps/server/src/plugins/openapi-operations.ts).
  | 'Console';

export interface OperationDefinition {
  /** The operation's name: its OpenAPI operationId and the name the web's client calls it by. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The full path, `{name}` for a path parameter. */
  readonly path: string;
  readonly tag: OperationTag;
  /** One line, Italian, as shown in Swagger UI's list. */
  readonly summary: string;
  /** What it does, who may call it and its main refusals (more than the summary). */
  readonly description: string;
  readonly access: Access;
  /** The token scope an `integration` operation requires (only with `access: 'integration'`). */
  readonly scope?: IntegrationScope;
  /** The least role an `operator` operation requires (only with `access: 'operator'`; agent unless said). */
  readonly operatorRole?: OperatorRole;
  /**
   * The media types of a body that is not JSON (`application/x-ndjson`, `text/csv`,
   * `application/xml`…): the route gets it as a stream, unparsed and unbuffered, never held
   * whole in memory; `body` is then a `z.string()` that documents it (never run against it).
   * Another content type is a 415.
   */
  readonly consumes?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success body; none for a 204. */
  readonly response?: z.ZodType;
  /**
   * The body of a 202 (Accepted), for an operation that may go on in the background (a large
   * upload run as a job): the handler then sets the status itself (`reply.status(202)`).
   */
  readonly accepted?: z.ZodType;
  /** The success status: 200 unless said (201 for what it creates, 204 without a body). */
  readonly status?: 200 | 201 | 204;
  readonly refusals: readonly RefusalStatus[];
}

/** Defines an operation, keeping its literal method, path and schemas for the types. */
export function defineOperation<const D extends OperationDefinition>(definition: D): D {
  return definition;
}
