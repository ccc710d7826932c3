import type { BodyOf, PathParams, QueryOf, ResponseOf } from '@sportello/contract/endpoints';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { callRaw } from '../lib/api-client';

/**
 * Any endpoint of the contract's table (`@sportello/contract/endpoints`), as the typed client
 * takes it: named through the client so that only the contract's ResponseOf, BodyOf, QueryOf and
 * PathParams are relied on.
 */
export type AnyEndpoint = Parameters<typeof callRaw>[0];

/** What a handler sees of a request: path parameters, query (as sent, text) and JSON body. */
export interface HandledRequest<E extends AnyEndpoint> {
  params: { [K in keyof PathParams<E['path']>]: string };
  query: { [K in keyof QueryOf<E>]?: string };
  body: BodyOf<E>;
  request: Request;
}

/** An answer: the endpoint's body (its type from the contract), or a Response of one's own. */
export type Answer<E extends AnyEndpoint> = ResponseOf<E> | Response;

export interface HandleOptions {
  /** Answer one request only (then the next handler, or an unhandled request). */
  once?: boolean;
  /** HTTP status of a success (201 for a creation). */
  status?: number;
}

/** `/services/.../supplies/{id}` as msw's `*\/services/.../supplies/:id` (any origin). */
export function mswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function route(method: string) {
  const found = METHODS[method.toUpperCase() as keyof typeof METHODS];
  if (!found) throw new Error(`no msw route for method ${method}`);
  return found;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A request handler for one endpoint of the contract, typed by it: the resolver gets the path
 * parameters, query and body, and answers the endpoint's response body (checked against
 * ResponseOf) or a Response.
 *
 *     handle(getSupplies, ({ query }) => ({ getSuppliesResponse: { supplies: [], total: 0 } }))
 */
export function handle<E extends AnyEndpoint>(
  endpoint: E,
  resolve: (request: HandledRequest<E>) => Answer<E> | Promise<Answer<E>>,
  options: HandleOptions = {},
): HttpHandler {
  return route(endpoint.method)(
    mswPath(endpoint.path),
    async ({ request, params }) => {
      const url = new URL(request.url);
      const answer = await resolve({
        params: params as HandledRequest<E>['params'],
        query: Object.fromEntries(url.searchParams) as HandledRequest<E>['query'],
        body: (await readBody(request.clone())) as BodyOf<E>,
        request,
      });
      if (answer instanceof Response) return answer;
      return HttpResponse.json(answer as JsonBodyType, { status: options.status ?? 200 });
    },
    { once: options.once ?? false },
  );
}

/**
 * The endpoint first, then its answer: `on(getConsumptions).reply(({ query }) => ({ … }))`.
 * Same handler as `handle`, but the endpoint's type is settled before the answer is read, so an
 * answer written inline keeps the contract's literal types (`commodity: 'luce'`, `detail:
 * 'hourly'`), which `handle(endpoint, resolver)` widens to `string`.
 */
export function on<E extends AnyEndpoint>(endpoint: E) {
  return {
    reply: (
      resolve: (request: HandledRequest<E>) => Answer<E> | Promise<Answer<E>>,
      options: HandleOptions = {},
    ): HttpHandler => handle(endpoint, resolve, options),
    answer: (body: ResponseOf<E>, options: HandleOptions = {}): HttpHandler =>
      handle(endpoint, () => body, options),
  };
}

/** The same answer to every request of the endpoint. */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  body: ResponseOf<E>,
  options: HandleOptions = {},
): HttpHandler {
  return handle(endpoint, () => body, options);
}

export interface RefuseOptions {
  /** The error code of the body (`forbidden`, `validation`…); from the status when left out. */
  code?: string;
  /** Field errors, keyed as the server names them (`updateSupplyRequest.nickname`). */
  fields?: Record<string, string>;
  once?: boolean;
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

/** The API's error body, `{ error: { code, message, fields? } }`, as the server words it. */
export function errorBody(status: number, message: string, options: Omit<RefuseOptions, 'once'> = {}) {
  return {
    error: {
      code: options.code ?? CODE_OF_STATUS[status] ?? 'http_error',
      message,
      ...(options.fields ? { fields: options.fields } : {}),
    },
  };
}

/** A refusal of the endpoint with the API's error body: `refuse(getSupplies, 403, 'Non autorizzato')`. */
export function refuse<E extends AnyEndpoint>(
  endpoint: E,
  status: number,
  message = 'Qualcosa non ha funzionato, riprovare più tardi',
  options: RefuseOptions = {},
): HttpHandler {
  return route(endpoint.method)(
    mswPath(endpoint.path),
    () => HttpResponse.json(errorBody(status, message, options), { status }),
    { once: options.once ?? false },
  );
}

/** A network failure (status 0 for the client: offline, timeout). */
export function failNetwork<E extends AnyEndpoint>(
  endpoint: E,
  options: { once?: boolean } = {},
): HttpHandler {
  return route(endpoint.method)(mswPath(endpoint.path), () => HttpResponse.error(), {
    once: options.once ?? false,
  });
}

/**
 * A request that stays unanswered while the test looks at the loading state; `release()` lets
 * the waiting requests through to the next handler (or answers them with `then`).
 */
export function hold<E extends AnyEndpoint>(endpoint: E): { handler: HttpHandler; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = route(endpoint.method)(mswPath(endpoint.path), async () => {
    await released;
    return undefined; // falls through to the next matching handler
  });
  return { handler, release };
}
