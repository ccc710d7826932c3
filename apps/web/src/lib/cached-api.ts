import type { Endpoint } from '@sportello/contract/endpoints';
import { API_BASE } from '@sportello/contract/http';
import {
  ApiError,
  call,
  endpointPath,
  type AnswerOf,
  type CallArgs,
  type RequestOptions,
} from './api-client';
import { showingCachedData, showingNetworkData } from './offline-data';
import { getEntry, put, type CacheStore } from './secure-cache';
import { local, LOCAL_KEYS } from './storage';

/**
 * A GET through the typed client whose answer is kept in the encrypted local cache (spec section
 * 7: invoice, supply and contract answers in the store `contracts`, modules in `session`):
 * `cachedCall('contracts', getSupplies, { query })`. The network always wins: every success
 * refreshes the cache; only when the network fails (status 0: offline, timeout) does the last
 * answer stand in, so a flaky connection still shows the customer's data. Server errors (401,
 * 403, 404, 5xx) are never masked by old data.
 *
 * Entries are keyed by the logged-in user as well as the path (below the API base) and query,
 * and the whole cache is cleared at logout. Without a logged-in user nothing is kept (issue 24:
 * nothing personal for a logged-out visitor). An answer from the cache tells the offline banner
 * its date (offline-data.ts); one from the network clears it.
 */
export async function cachedCall<E extends Endpoint & { method: 'GET' }>(
  store: CacheStore,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<AnswerOf<E>> {
  const { params, query } = (args[0] ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
  };
  const path = endpointPath(endpoint.path, params);
  const key = cacheKey(path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path, query);
  const fromNetwork = async () => {
    const answer = await call(endpoint, ...args);
    showingNetworkData();
    if (storedUserId() !== null) void put(store, key, answer);
    return answer;
  };
  const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;
  try {
    return await fromNetwork();
  } catch (first) {
    let error = first;
    // The browser says it is online: a dropped connection, not an offline customer. One more try
    // before old data stands in, so a passing hiccup neither shows the offline banner nor stale data.
    if (noAnswer(error) && (typeof navigator === 'undefined' || navigator.onLine !== false)) {
      try {
        return await fromNetwork();
      } catch (again) {
        error = again;
      }
    }
    if (noAnswer(error) && storedUserId() !== null) {
      const cached = await getEntry<AnswerOf<E>>(store, key);
      if (cached !== undefined) {
        showingCachedData(cached.savedAt);
        return cached.value;
      }
    }
    throw error;
  }
}

/** `user|path?sorted query`: the same call by the same user always meets the same entry. */
export function cacheKey(path: string, query: RequestOptions['query'] = {}): string {
  const user = storedUserId() ?? '';
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return `${user}|${path}${params.length ? `?${params.join('&')}` : ''}`;
}

function storedUserId(): string | null {
  try {
    const user = JSON.parse(local.get(LOCAL_KEYS.user) ?? 'null') as { id?: unknown } | null;
    return user?.id === undefined ? null : String(user.id);
  } catch {
    return null;
  }
}

/**
 * The query key of the customer's requests (practices, module prat). A feature that posts a
 * request invalidates it, and the practices screens always refetch on opening, so a request made
 * anywhere in the portal shows among the practices at once. Requests are never kept in the
 * encrypted cache: their state changes in the back office.
 */
export const REQUESTS_QUERY_KEY = ['requests'] as const;
