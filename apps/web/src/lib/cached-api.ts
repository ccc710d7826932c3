import type { Endpoint, ResponseOf } from '@sportello/contract/endpoints';
import { API_BASE } from '@sportello/contract/http';
import {
  api,
  ApiError,
  endpointPath,
  type CallArgs,
  type CallInput,
  type RequestOptions,
  type Unwrapped,
} from './api-client';
import { get, put, type CacheStore } from './secure-cache';
import { local, LOCAL_KEYS } from './storage';

/**
 * A GET whose answer is kept in the encrypted local cache (spec section 7: invoice, supply and
 * contract answers in the store `contracts`, modules in `session`). The network always wins:
 * every success refreshes the cache; only when the network fails (status 0: offline, timeout)
 * does the last answer stand in, so a flaky connection still shows the customer's data. Server
 * errors (401, 403, 404, 5xx) are never masked by old data.
 *
 * Entries are keyed by the logged-in user as well as the path and query, and the whole cache is
 * cleared at logout.
 */
export async function cachedGet<T>(
  store: CacheStore,
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  const key = cacheKey(path, options.query);
  try {
    const answer = await api<T>('GET', path, options);
    void put(store, key, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const cached = await get<T>(store, key);
      if (cached !== undefined) return cached;
    }
    throw error;
  }
}

/** cachedGet through the typed client: `cachedCall('contracts', getSupplies, { query })`. */
export async function cachedCall<E extends Endpoint & { method: 'GET' }>(
  store: CacheStore,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<Unwrapped<ResponseOf<E>>> {
  const { params, ...options } = (input ?? {}) as CallInput<Endpoint> & {
    params?: Record<string, string | number>;
  };
  const path = endpointPath(endpoint.path, params);
  // The key names the path below the API base, as cachedGet's callers always have.
  const answer = await cachedGet<unknown>(
    store,
    path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path,
    options as Omit<RequestOptions, 'body'>,
  );
  return answer as Unwrapped<ResponseOf<E>>;
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
