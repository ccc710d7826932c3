import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { Readable } from 'node:stream';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '@sportello/contract';
import type { Access, OperationDefinition } from '@sportello/contract/operation';
import type { Actor, Deps, IntegrationActor, OperatorActor, UserActor } from '../use-cases/context';
import { HttpError } from '../errors';
import { depsOf } from './deps';
import { integrationActorOf } from './integration-auth';
import { operatorActorOf } from './operator-auth';
import { contractSerializerCompiler } from './response-serializer';
import { routeContextOf } from './route-context';
import { actorOf, userActorOf } from './session';

/**
 * Serves an operation of the contract (packages/contract/src/operations): its route, its schema
 * (validation, serialization, the OpenAPI entry with operationId and description), its refusals
 * with the error body, its success status, and the check of who may call it — all from the one
 * definition. A route file is the definition plus its use case call:
 *
 *   serve(app, getSupplies, ({ deps, actor, query }) => listSupplies(deps, actor, query));
 */

type Parsed<O, K extends 'params' | 'query' | 'body'> = O extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The actor a handler gets: by the operation's access. */
export type ActorOf<A extends Access> = A extends 'user'
  ? UserActor
  : A extends 'session'
    ? Actor
    : A extends 'integration'
      ? IntegrationActor
      : A extends 'operator'
        ? OperatorActor
        : undefined;

/** What a handler of operation O gets: parsed input, the actor its access allows, deps, and the raw request. */
export interface OperationInput<O extends OperationDefinition> {
  readonly params: Parsed<O, 'params'>;
  readonly query: Parsed<O, 'query'>;
  /** The parsed body; for an operation that `consumes` a non-JSON type, the request's stream. */
  readonly body: O extends { readonly consumes: readonly string[] } ? Readable : Parsed<O, 'body'>;
  readonly actor: ActorOf<O['access']>;
  readonly deps: Deps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** What a handler of operation O answers: its response schema's input (serialized by it). */
export type OperationResult<O extends OperationDefinition> = O extends {
  readonly response: infer S extends z.ZodType;
}
  ? z.input<S>
  : void;

/** Route options an operation may need beyond its definition (a guard of the tree, a body limit). */
export type ServeOptions = Pick<RouteShorthandOptions, 'onRequest' | 'bodyLimit'>;

/** The route's OpenAPI security, by access: the session header, none, or the system's bearer token. */
const SECURITY: Record<Access, FastifySchema['security'] | undefined> = {
  public: [],
  session: undefined,
  user: undefined,
  system: [{ crmToken: [] }],
  integration: [{ bearerAuth: [] }],
  operator: [{ operatorSession: [] }],
};

/**
 * The contract operation a request reached (the operationId serve() put in its route's schema),
 * or undefined for the few routes outside the contract (the web app, payment pages, not found).
 */
export function operationIdOf(request: FastifyRequest): string | undefined {
  return routeContextOf(request).schema?.operationId;
}

/** The route's URL under its plugin's prefix, `{id}` as `:id`. */
function routeUrl(app: FastifyInstance, path: string): string {
  const prefix = app.prefix;
  if (!path.startsWith(prefix)) {
    throw new Error(`operation path ${path} is not under the plugin prefix ${prefix}`);
  }
  return path.slice(prefix.length).replace(/\{(\w+)\}/g, ':$1') || '/';
}

/** How a route of each access finds its actor (chosen once per route, at registration). */
const ACTOR_OF: Record<
  Access,
  (request: FastifyRequest) => Actor | IntegrationActor | OperatorActor | undefined
> = {
  user: userActorOf,
  session: actorOf,
  integration: integrationActorOf,
  operator: operatorActorOf,
  public: () => undefined,
  system: () => undefined,
};

/** The raw body streams of `consumes` operations, by request (never walked by the input guard). */
const rawBodies = new WeakMap<FastifyRequest, Readable>();

/** The media type of a Content-Type header, lowercase, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * A `consumes` operation's plugin: each media type's body is handed over as the request's stream
 * (kept aside, so that no hook walks it), in this plugin's scope only.
 */
function acceptRawBodies(app: FastifyInstance, types: readonly string[]): void {
  for (const type of types) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (request, payload, done) => {
      rawBodies.set(request, payload as Readable);
      done(null, undefined);
    });
  }
}

export function serve<const O extends OperationDefinition>(
  app: FastifyInstance,
  operation: O,
  handler: (input: OperationInput<O>) => Promise<OperationResult<O>> | OperationResult<O>,
  options: ServeOptions = {},
): void {
  const status = operation.status ?? 200;
  const response: Record<number, z.ZodType> = {};
  if (operation.response) response[status] = operation.response;
  if (operation.accepted) response[202] = operation.accepted;
  for (const refusal of operation.refusals) response[refusal] = errorBodySchema;
  const security = SECURITY[operation.access];
  const actorOfRequest = ACTOR_OF[operation.access];
  if (operation.consumes) acceptRawBodies(app, operation.consumes);
  const schema = {
    ...(operation.consumes ? { consumes: [...operation.consumes] } : {}),
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(security ? { security } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    response,
  };
  if (operation.scope && operation.access !== 'integration') {
    throw new Error(`operation ${operation.operationId}: a scope goes only with access 'integration'`);
  }
  if (operation.operatorRole && operation.access !== 'operator') {
    throw new Error(`operation ${operation.operationId}: an operatorRole goes only with access 'operator'`);
  }
  const preHandler =
    operation.access === 'user'
      ? app.requireUser
      : operation.access === 'session'
        ? app.requireSession
        : operation.access === 'integration'
          ? app.requireIntegration(operation.scope)
          : operation.access === 'operator'
            ? app.requireOperator(operation.operatorRole ?? 'agent')
            : undefined;
  app.route({
    method: operation.method,
    url: routeUrl(app, operation.path),
    schema,
    // The success answer written by fast-json-stringify from the contract's schema where that
    // schema allows it, not parsed by zod first (response-serializer.ts, docs/scaling.md).
    serializerCompiler: contractSerializerCompiler(status) as never,
    ...options,
    ...(preHandler ? { preHandler } : {}),
    ...(operation.consumes
      ? {
          // The body is a stream: only the path and the query are validated.
          validatorCompiler: ((route: Parameters<typeof validatorCompiler>[0]) =>
            route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route)) as never,
        }
      : {}),
    // Not an async function: the use case's promise goes to Fastify as it is (one promise and its
    // hops fewer on every call); a sync throw is an error answer just as a rejection is.
    handler: (request, reply) => {
      let body: unknown = request.body;
      if (operation.consumes) {
        const stream = rawBodies.get(request);
        if (!stream || !operation.consumes.includes(mediaType(request.headers['content-type']))) {
          throw new HttpError(
            415,
            ERROR_CODES.validation,
            `Formato della richiesta non supportato: inviare Content-Type ${operation.consumes.join(' o ')}`,
          );
        }
        body = stream;
      }
      const result = handler({
        params: request.params as never,
        query: request.query as never,
        body: body as never,
        actor: actorOfRequest(request) as ActorOf<O['access']>,
        deps: depsOf(request),
        request,
        reply,
      });
      if (status === 200 && result !== undefined) return result;
      return Promise.resolve(result).then((value) => {
        if (status !== 200) void reply.status(status);
        return status === 204 ? undefined : value;
      });
    },
  });
}
