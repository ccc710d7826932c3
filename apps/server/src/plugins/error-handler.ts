import { isDatabaseUnavailable } from '../db/unavailable';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import { context, trace } from '@opentelemetry/api';
import { createErrorReporter, type ErrorReporter } from '../adapters/error-reporting';
import { HttpError } from '../errors';
import { operationIdOf } from './operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when SENTRY_DSN is set: where unexpected server errors are reported. */
    errorReporter?: ErrorReporter;
  }
}

/** Sends an unexpected error to the error tracker, if one is set, with the request's operation and trace. */
function reportUnexpected(app: FastifyInstance, error: unknown, request: FastifyRequest): void {
  app.errorReporter?.report(error, {
    operation: operationIdOf(request) ?? request.routeOptions.url ?? 'unmatched',
    method: request.method,
    traceId: trace.getSpan(context.active())?.spanContext().traceId,
  });
}

/**
 * One place that turns every failure into the error body of DESIGN.md. Input problems are 400
 * with the Italian message of the failing field; 5xx details never leave the server.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  if (app.config.SENTRY_DSN) {
    const reporter = createErrorReporter({
      dsn: app.config.SENTRY_DSN,
      environment: app.config.MODE,
      release: process.env.npm_package_version ?? '0.9.1',
    });
    app.decorate('errorReporter', reporter);
    app.addHook('onClose', async () => {
      await reporter.flush();
    });
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const body: ErrorBody = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        },
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? MESSAGES.invalidInput;
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        error: { code: ERROR_CODES.validation, message: first ?? MESSAGES.invalidInput, fields },
      } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      reportUnexpected(app, error, request);
      return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: MESSAGES.oopsTitle } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Formato della richiesta non supportato'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Richiesta troppo grande'
            : MESSAGES.invalidInput;
      return reply
        .status(status)
        .send({ error: { code: ERROR_CODES.validation, message } } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({
        error: { code: ERROR_CODES.unavailable, message: MESSAGES.serviceUnavailable },
      } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    reportUnexpected(app, error, request);
    return reply
      .status(500)
      .send({ error: { code: ERROR_CODES.internal, message: MESSAGES.oopsTitle } } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    // App routes (/login, /dashboard…) are the web app's: answer them with index.html.
    if (app.hasDecorator('serveSpa') && app.serveSpa(request, reply)) return;
    reply
      .status(404)
      .send({ error: { code: ERROR_CODES.notFound, message: MESSAGES.pageNotFound } } satisfies ErrorBody);
  });
});

/**
 * Errors Fastify raises before any route runs (a path segment that is not valid URL encoding, or
 * longer than the router accepts): the same error body as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message =
    status === 414 ? 'Indirizzo della richiesta troppo lungo' : 'Indirizzo della richiesta non valido';
  void reply.status(status).send({ error: { code: ERROR_CODES.validation, message } } satisfies ErrorBody);
}
