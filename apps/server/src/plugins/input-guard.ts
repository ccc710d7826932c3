import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/** Said of a request carrying a NUL character, which no field of the contract can hold. */
export const FORBIDDEN_CHARACTERS = 'La richiesta contiene caratteri non ammessi';

/**
 * True when any string in `value` (keys included, at any depth) holds a NUL character.
 * PostgreSQL text cannot store it, so such input would otherwise fail in the database as a 500.
 * Walks with an explicit stack: a deeply nested body must not overflow the call stack.
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (ArrayBuffer.isView(next)) {
      // A binary body (a FatturaPA zip or .p7m) is bytes, not fields: any byte may be in it.
      continue;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** Refuses, before validation, any request whose path, query or body carries a NUL character. */
export default fp(async function inputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    // The path's parameters and the query are decoded from the URL, where a NUL can only arrive as
    // %00 (the HTTP parser refuses a raw one): a URL without it needs no walk through them.
    const urlMayHoldNul = request.url.includes('%00');
    if ((urlMayHoldNul && (holdsNul(request.params) || holdsNul(request.query))) || holdsNul(request.body)) {
      done(badRequest(FORBIDDEN_CHARACTERS));
      return;
    }
    done();
  });
});
