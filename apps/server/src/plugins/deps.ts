import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import type { Deps } from '../use-cases/context';

/**
 * Where a request's list reads go: the replicas, unless the session wrote in the last
 * READ_YOUR_WRITES_SECONDS (then the primary, so the customer sees what they did).
 */
function readsOf(request: FastifyRequest): Db {
  const { database } = request.server;
  if (database.replicas === 0) return database.db;
  const until = request.session?.primaryReadsUntil;
  return until && until.getTime() > Date.now() ? database.db : database.reads;
}

/** The server's database, configuration and adapters, as a use case takes them. */
export function depsOf(request: FastifyRequest): Deps {
  const app = request.server;
  return {
    db: app.db,
    reads: readsOf(request),
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
