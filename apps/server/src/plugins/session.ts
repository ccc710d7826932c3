import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_HEADER } from '@sportello/contract';
import { sessionExpired, unauthenticated, forbidden } from '../errors';
import { readFromPrimaryAWhile, touchSession, type SessionContext } from '../services/session-store';

/** Methods that write nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
import { actorFor, requireUserActor, type Actor, type UserActor } from '../use-cases/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session named by the X-Session-Id header, or null. Set by `loadSession`. */
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a live session (anonymous, guest or logged in). */
    requireSession: SessionCheck;
    /** preHandler: requires a logged-in user (not a guest link session). */
    requireUser: SessionCheck;
  }
}

/**
 * A preHandler in Fastify's callback form: with the session already loaded (the route's own check
 * after its tree's) it answers at once, with no promise of its own.
 */
export type SessionCheck = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => void;

/** Narrows `request.session` after one of the preHandlers has run. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The logged-in user's id, or 401. */
export function userIdOf(request: FastifyRequest): number {
  const session = sessionOf(request);
  if (session.userId === null) throw unauthenticated();
  return session.userId;
}

/** The actor of the request's session (after the tree's session hook has run). */
export function actorOf(request: FastifyRequest): Actor {
  return actorFor(sessionOf(request), request.ip);
}

/** The logged-in user acting, or 403 for a link (guest) session and 401 without login. */
export function userActorOf(request: FastifyRequest): UserActor {
  return requireUserActor(actorOf(request));
}

/**
 * The one auth hook of a route tree: every route registered in `app` (an encapsulated plugin)
 * needs a live session. Routes for logged-in users only take a `UserActor` (userActorOf).
 */
export function requireSessionForTree(app: FastifyInstance): void {
  app.addHook('preHandler', app.requireSession);
}

/**
 * Reads the session header on every request (sliding the inactivity expiry) and offers two
 * preHandlers routes opt into. An unknown or expired id is a 401, never another user's data.
 */
export default fp(async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('session', null);

  // A privilege change rotated the session (rotateActorSession): the answer carries the new id,
  // which the web and the app adopt (the old one is already ended).
  // A callback hook: on nearly every answer it has nothing to wait for (no promise of its own).
  app.addHook('onSend', (request, reply, payload, done) => {
    const rotated = request.session?.rotatedId;
    if (rotated) void reply.header(SESSION_HEADER, rotated);
    // With replicas: a session that wrote reads its lists from the primary for a few seconds
    // (read-your-writes), marked before the answer leaves, so its next read already knows.
    if (
      app.database.replicas > 0 &&
      request.session &&
      !READS.has(request.method) &&
      reply.statusCode < 400
    ) {
      // Best effort: the write is done and answered; failing here must not turn it into an error
      // (the client might send it again). Missed, the next reads may come from a replica.
      readFromPrimaryAWhile(app.db, rotated ?? request.session.id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'read-your-writes window not recorded'))
        .then(() => done(null, payload), done);
      return;
    }
    done(null, payload);
  });

  function load(request: FastifyRequest): Promise<SessionContext> {
    const header = request.headers[SESSION_HEADER.toLowerCase()];
    const id = Array.isArray(header) ? header[0] : header;
    if (!id || id.length > 100) return Promise.reject(unauthenticated());
    return touchSession(app.db, id, app.config).then((found) => {
      if (found === 'expired') throw sessionExpired();
      if (!found) throw unauthenticated();
      request.session = found;
      return found;
    });
  }

  /** A logged-in user's session passes; a guest link session is a 403, any other a 401. */
  function userCheck(session: SessionContext): Error | undefined {
    if (session.userId !== null) return undefined;
    return session.guest ? forbidden() : unauthenticated();
  }

  // Once per request: a route tree's hook loads the session, a route's own check reuses it.
  const requireSession: SessionCheck = (request, _reply, done) => {
    if (request.session) {
      done();
      return;
    }
    load(request).then(() => done(), done);
  };
  const requireUser: SessionCheck = (request, _reply, done) => {
    if (request.session) {
      done(userCheck(request.session));
      return;
    }
    load(request).then((session) => done(userCheck(session)), done);
  };
  app.decorate('requireSession', requireSession);
  app.decorate('requireUser', requireUser);
});
