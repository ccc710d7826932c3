import type { Session } from '@sportello/contract';
import { cacheKey } from './cached-api';
import { get, put } from './secure-cache';

export { cachedCall } from './cached-api';

/**
 * The logged-in session kept in the encrypted cache (store `session`, issue 24), so that a page
 * opened without network still knows its user: the start falls back to it when the server cannot
 * be reached (session-server.ts startSession) and the customer's bills show from the cache. Kept
 * with the module list (app/modules.ts), keyed by the user; logout empties the cache.
 */
function keyOf(sessionId: string): string {
  return cacheKey(`/session/${sessionId}`);
}

export async function rememberSession(session: Session): Promise<void> {
  if (session.user) await put('session', keyOf(session.sessionId), session);
}

/** The kept session of this id, if it is a logged-in one. */
export async function rememberedSession(sessionId: string): Promise<Session | undefined> {
  const session = await get<Session>('session', keyOf(sessionId));
  return session?.user && session.sessionId === sessionId ? session : undefined;
}
