import type { ErrorBody } from '@sportello/contract';
import type {
  BodyOf,
  Declares,
  Endpoint,
  PathParams,
  QueryOf,
  ResponseOf,
} from '@sportello/contract/endpoints';
import { API_BASE, SESSION_HEADER } from '@sportello/contract/http';
import { ApiError, RETRY_LATER_MESSAGE } from './api-error';
import { local, LOCAL_KEYS } from './storage';
import { yieldToMain } from './yield-to-main';

export { ApiError, isRefusal, RETRY_LATER_MESSAGE } from './api-error';

/** Spec section 9: every request gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

type HttpErrorListener = (error: ApiError, request: { method: string; path: string }) => void;
let httpErrorListener: HttpErrorListener | undefined;

/** The app shell registers one listener that turns 401/404/500/503 into the spec's behaviour. */
export function setHttpErrorListener(listener: HttpErrorListener | undefined): void {
  httpErrorListener = listener;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Do not notify the shell's error listener (the caller handles every failure). */
  silent?: boolean;
  /** HTTP statuses the caller shows itself (e.g. 404 "Proposta non trovata"); others reach the shell. */
  quiet?: readonly number[];
}

/** The endpoint's path (already whole: the contract's table names API_BASE) and its query. */
function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The anonymous session a first visit creates while its first screen already shows: every other
 * request waits for it, since it needs that session's id.
 */
let sessionStart: Promise<unknown> | null = null;

export function awaitSessionStart(start: Promise<unknown>): void {
  const settled = start.then(
    () => undefined,
    () => undefined,
  );
  sessionStart = settled;
  void settled.then(() => {
    if (sessionStart === settled) sessionStart = null;
  });
}

function createsSession(method: string, path: string): boolean {
  return method === 'POST' && path === `${API_BASE}/Core/v1/sessions`;
}

/**
 * Sends a request and returns the raw JSON body (named response object included). Private: every
 * call of the web names an endpoint of the contract's table (`call`, `callRaw`), so that none is
 * made without a definition (api-calls.test.ts).
 */
async function apiRaw<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // Each request is prepared and sent in a task of its own: a screen asks for a dozen at once.
  const yielded = yieldToMain();
  if (yielded) await yielded;
  if (sessionStart && !createsSession(method, path)) await sessionStart;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sessionId = local.get(LOCAL_KEYS.sessionId);
  if (sessionId) headers[SESSION_HEADER] = sessionId;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(0, 'network_error', RETRY_LATER_MESSAGE);
    if (!options.silent) httpErrorListener?.(error, { method, path });
    throw error;
  }
  adoptRotatedSession(response, sessionId);
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The body stopped arriving (the page is being left, the network dropped): no answer either.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', RETRY_LATER_MESSAGE);
  }
  const json = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (json as ErrorBody | undefined)?.error;
    const error = new ApiError(
      response.status,
      body?.code ?? 'http_error',
      body?.message ?? RETRY_LATER_MESSAGE,
      body?.fields,
      body?.retryAfterSeconds,
    );
    // A 401 for a session that login or logout has replaced meanwhile is stale: the session it
    // speaks of is already gone on purpose, so it must not log the new one out.
    const stale = response.status === 401 && local.get(LOCAL_KEYS.sessionId) !== sessionId;
    const quiet = options.quiet?.includes(response.status) ?? false;
    if (!options.silent && !quiet && !stale) httpErrorListener?.(error, { method, path });
    throw error;
  }
  return json as T;
}

/**
 * The one place a rotated session id is adopted (issue 18): after a privilege change (ownership
 * proven, delegation accepted, narrowed or revoked, password changed) the server ends the old id
 * and returns the new one in the X-Session-Id header of its answer, success or error. It replaces
 * the stored id (local storage on the web, Preferences in the app) unless a login or logout
 * replaced the session while the request was out.
 */
function adoptRotatedSession(response: Response, sentId: string | null): void {
  const rotated = response.headers.get(SESSION_HEADER);
  if (!rotated || rotated === sentId) return;
  if (local.get(LOCAL_KEYS.sessionId) !== sentId) return;
  local.set(LOCAL_KEYS.sessionId, rotated);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function unwrapNamed<T>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && /Response$/.test(keys[0]!)) return (body as Record<string, T>)[keys[0]!]!;
  }
  return body as T;
}

/** Lists sometimes arrive as a single object: always hand the UI an array (spec section 7). */
export function asList<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/*
 * The typed client: an endpoint of the contract's table (`@sportello/contract/endpoints`) and its
 * input, typed from the contract's zod schemas (imported for their types only: no zod in the
 * bundle, and only the endpoints a chunk calls come with it).
 */

/** The input of a call: path parameters, query and body as the endpoint declares them, and the request options. */
export type CallInput<E extends Endpoint> = Omit<RequestOptions, 'body' | 'query'> &
  (keyof PathParams<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (Declares<E, 'query'> extends true ? { query?: QueryOf<E> } : { query?: RequestOptions['query'] }) &
  (Declares<E, 'body'> extends true ? { body: BodyOf<E> } : { body?: undefined });

type RequiresInput<E extends Endpoint> =
  Declares<E, 'body'> extends true ? true : keyof PathParams<E['path']> extends never ? false : true;

/** The arguments after the endpoint: the input, optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  RequiresInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

/** A named response object `{"getSuppliesResponse": {...}}` as its inner object; other bodies as they are. */
export type Unwrapped<T> = T extends object
  ? keyof T extends infer K extends keyof T
    ? K extends `${string}Response`
      ? [keyof T] extends [K]
        ? T[K]
        : T
      : T
    : T
  : T;

/** What `call` answers: the endpoint's success body, its named response object unwrapped. */
export type AnswerOf<E extends Endpoint> = Unwrapped<ResponseOf<E>>;

/** The endpoint's path with its `{name}` parameters filled in (encoded). */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls an endpoint and returns its whole body (named response object included). */
export function callRaw<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, ...options } = (input ?? {}) as CallInput<Endpoint> & {
    params?: Record<string, string | number>;
  };
  return apiRaw<ResponseOf<E>>(
    endpoint.method,
    endpointPath(endpoint.path, params),
    options as RequestOptions,
  );
}

/** Calls an endpoint and unwraps its named response object (`getSuppliesResponse` → its content). */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  return unwrapNamed<AnswerOf<E>>(await callRaw(endpoint, ...args));
}
