import { context, trace } from '@opentelemetry/api';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import type { Config } from '../config';

/** What never reaches a log: credentials, codes and the contacts of people. */
const CENSOR = '[redacted]';
const SECRET_KEYS = [
  'sessionId',
  'hashCode',
  'hash',
  'token',
  'otp',
  'otpCode',
  'password',
  'currentPassword',
  'email',
  'phone',
  'phoneMobile',
  'recipient',
  'to',
  'linkUrl',
  'iban',
];

/** pino paths: the request headers that carry credentials, and the keys above at any of the first levels. */
export const REDACT_PATHS = [
  'req.headers["x-session-id"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Path segments after these are credentials (GET /Core/v1/sessions/<id>, payment pages' tokens). */
const SECRET_SEGMENT = /(\/(?:sessions|gateway|tokens?)\/)[^/?#]+/gi;

/**
 * A URL fit for the log: the session id of `/sessions/<id>` and every query value replaced
 * (links carry `hashCode=…`, deep links `s=…`, outbox filters an e-mail address).
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  const safePath = path.replace(SECRET_SEGMENT, `$1${CENSOR}`);
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=${CENSOR}`);
  return `${safePath}?${keys.join('&')}`;
}

const REQUEST_ID = Symbol('reqId');

/**
 * Fastify's child logger of each request, made without its bindings: pino runs every binding
 * through the redaction paths when it makes a child (a wildcard path scans it), about 1% of a
 * dashboard call's CPU (docs/scaling.md), for a request id that is never a secret. The id is kept
 * on the child (children of children inherit it) and written by the mixin, only into the lines
 * actually written.
 *
 * With nothing else to change (no route log level or serializers: every route here), the child is
 * the parent logger as a prototype with the id on top: what `pino.child({})` makes, without
 * rebuilding its level methods and bindings on every request (pino's own child inherits the
 * same methods, bindings and level from its parent). Setting its level still gives it methods of
 * its own, as pino's setter writes them on the object it is called on.
 */
export const requestChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const keys = Object.keys(bindings);
  if (keys.length !== 1 || keys[0] !== 'reqId') return logger.child(bindings, options);
  const plain =
    options.level === undefined && options.serializers === undefined && Object.keys(options).length === 0;
  const child = (plain ? Object.create(logger) : logger.child({}, options)) as typeof logger & {
    [REQUEST_ID]?: string;
  };
  child[REQUEST_ID] = String(bindings.reqId);
  return child;
};

/** Fastify's logger options: level, redaction, and a request serializer with a redacted URL. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // Each line of a request names it (reqId, kept on its logger by requestChildLogger) and, with
    // tracing on, its trace (the X-Trace-Id of its answer).
    mixin(_object: object, _level: number, logger: { [REQUEST_ID]?: string }) {
      const reqId = logger[REQUEST_ID];
      const span = trace.getSpan(context.active());
      if (!span) return reqId === undefined ? {} : { reqId };
      const { traceId, spanId } = span.spanContext();
      return { reqId, trace_id: traceId, span_id: spanId };
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
    ...(stream ? { stream } : {}),
  } as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
}
