import { context, trace } from '@opentelemetry/api';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** Fastify's logger options: level, redaction, and a request serializer with a redacted URL. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // With tracing on, each line of a request names its trace (the X-Trace-Id of its answer).
    mixin() {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
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
