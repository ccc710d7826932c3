import { getModules } from '@sportello/contract/endpoints';
import { useEffect, useSyncExternalStore } from 'react';
import type { Session } from '@sportello/contract';
import { asList, call, type AnswerOf } from '../lib/api-client';
import { useSession } from '../lib/session';

/**
 * The modules the server enables (GET /Core/v1/modules), per session, user and customer. The
 * session already carries its modules, so nothing waits; the list is fetched again at a route
 * change once it is older than a minute (guard step 1). A tiny store rather than a query hook:
 * it sits in the login page's bundle.
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  key: string;
  keys: string[];
  fetchedAt: number;
  inFlight: boolean;
}

let entry: Entry | null = null;
const listeners = new Set<() => void>();
const NONE: string[] = [];

function keyOf(session: Session | null): string {
  return session ? `${session.sessionId}|${session.user?.id ?? ''}|${session.currentCustomerId ?? ''}` : '';
}

function emit(): void {
  for (const l of listeners) l();
}

/** Fetches the list when the session changed or it is stale. */
export function refreshModules(session: Session | null, now = Date.now()): void {
  const key = keyOf(session);
  if (!session) {
    if (entry) {
      entry = null;
      emit();
    }
    return;
  }
  if (entry?.key !== key) {
    entry = { key, keys: session.modules.map((m) => m.key), fetchedAt: 0, inFlight: false };
    emit();
  }
  const current = entry;
  if (current.inFlight || now - current.fetchedAt < MAX_AGE_MS) return;
  current.inFlight = true;
  // A logged-in user's list is kept in the encrypted cache (store `session`), loaded on demand so
  // that it stays out of the login page; an anonymous session's list is only the brand's. The
  // session goes with it, for a start without network (lib/offline-session.ts).
  const fetchModules = (): Promise<AnswerOf<typeof getModules>> =>
    session.user
      ? import('../lib/offline-session').then(({ cachedCall, rememberSession }) => {
          void rememberSession(session);
          return cachedCall('session', getModules, { silent: true });
        })
      : call(getModules, { silent: true });
  fetchModules()
    .then((answer) => {
      if (entry !== current) return;
      const keys = asList(answer.items).map((m) => m.key);
      entry = {
        ...current,
        keys: keys.join() === current.keys.join() ? current.keys : keys,
        fetchedAt: Date.now(),
        inFlight: false,
      };
      emit();
    })
    .catch(() => {
      current.inFlight = false;
      current.fetchedAt = Date.now();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string[] {
  return entry?.keys ?? NONE;
}

/** The enabled module keys for the current session (refreshed when `trigger` changes). */
export function useEnabledModules(trigger?: unknown): string[] {
  const { session } = useSession();
  useEffect(() => refreshModules(session), [session, trigger]);
  const keys = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Before the first effect: the session's own list.
  return entry?.key === keyOf(session) ? keys : (session?.modules.map((m) => m.key) ?? NONE);
}
