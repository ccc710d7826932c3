import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

/**
 * The part of Fastify's route context (the object `request.routeOptions` is read from) that the
 * per-request hooks need: the route's `config` (with its `url` and `method`) and `schema`.
 */
export interface RouteContext {
  readonly config?: { readonly url?: string; readonly method?: string | string[] } & Record<
    string | symbol,
    unknown
  >;
  readonly schema?: { readonly operationId?: string };
}

/**
 * Fastify keeps the route a request reached under this symbol (fastify/lib/symbols.js). Its
 * public `request.routeOptions` is a getter that builds a new object of twelve fields on every
 * read (and asks the router about version constraints): the hooks that run on every answer read
 * the same two fields from the context itself. `route-context.test.ts` checks both agree.
 */
const { kRouteContext } = createRequire(import.meta.url)('fastify/lib/symbols.js') as {
  kRouteContext: symbol;
};

/** The route context of a request: the same object for every request of one route. */
export function routeContextOf(request: FastifyRequest): RouteContext {
  return (request as unknown as Record<symbol, RouteContext | undefined>)[kRouteContext] ?? fallback(request);
}

/** Were Fastify ever to move it: the public getter's fields (a new object each time). */
function fallback(request: FastifyRequest): RouteContext {
  const { config, url, method, schema } = request.routeOptions;
  return { config: { ...(config as object), url, method }, schema: schema as RouteContext['schema'] };
}
