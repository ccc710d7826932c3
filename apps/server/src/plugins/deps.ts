import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../use-cases/context';

/** The server's database, configuration and adapters, as a use case takes them. */
export function depsOf(request: FastifyRequest): Deps {
  const app = request.server;
  return {
    db: app.db,
    config: app.config,
    messenger: app.messenger,
    log: request.log,
    paymentProvider: app.paymentProvider,
    metrics: app.metrics,
  };
}

/**
 * The server's database, configuration and adapters outside a request: what a route tree decides
 * when it is registered (which routes exist).
 */
export function appDepsOf(app: FastifyInstance): Deps {
  return {
    db: app.db,
    config: app.config,
    messenger: app.messenger,
    log: app.log,
    paymentProvider: app.paymentProvider,
    metrics: app.metrics,
  };
}
