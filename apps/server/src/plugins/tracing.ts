import { SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startTracing, type Tracing } from '../adapters/tracing';
import { operationIdOf } from './operations';
import { routeContextOf } from './route-context';

/**
 * A server span for every request, named by its operation (the contract's operationId, or the
 * route for the few routes outside the contract), parent of the use case's database and HTTP
 * spans; the request continues a caller's trace (W3C traceparent). Each answer carries its trace
 * id in `X-Trace-Id`, and every log line of the request carries it (logging.ts), so an error a
 * customer reports can be found. Attributes carry no personal data: the route pattern, never the
 * URL (ids, link codes), and no bodies. Off, without OTEL_EXPORTER_OTLP_ENDPOINT: no hooks at all.
 */

export const TRACE_HEADER = 'X-Trace-Id';

const spans = new WeakMap<FastifyRequest, Span>();

function nameOf(request: FastifyRequest): { name: string; operation: string | undefined; route: string } {
  const operation = operationIdOf(request);
  const route = routeContextOf(request).config?.url ?? 'unmatched';
  return { name: `${request.method} ${operation ?? route}`, operation, route };
}

export default fp(async function tracingPlugin(app: FastifyInstance) {
  const endpoint = app.config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  const tracing = startTracing({
    endpoint,
    serviceName: app.config.OTEL_SERVICE_NAME,
    version: process.env.npm_package_version ?? '0.9.1',
  });
  app.decorate('tracing', tracing);
  app.addHook('onClose', () => tracing.shutdown());
  const tracer = trace.getTracer('sportello-http');

  app.addHook('onRequest', (request, reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const { name, operation, route } = nameOf(request);
    const span = tracer.startSpan(
      name,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          ...(operation ? { 'sportello.operation': operation } : {}),
        },
      },
      parent,
    );
    spans.set(request, span);
    void reply.header(TRACE_HEADER, span.spanContext().traceId);
    // The rest of the request (hooks, handler, use case, database) runs in the span's context.
    context.with(trace.setSpan(parent, span), done);
  });

  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    const brand = request.session?.companyCode;
    if (brand) span.setAttribute('sportello.brand', brand);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT). */
    tracing?: Tracing;
  }
}
