import { context, propagation, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { noteTracingStarted } from './tracing-state';

/**
 * OpenTelemetry for the process, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a tracer
 * provider exporting over OTLP/HTTP (JSON) in batches, W3C trace context, and the outbound HTTP
 * calls made with fetch (SMS gateway, push relay, Stripe) as client spans carrying only the
 * remote's origin (a push endpoint or a payment path is a credential).
 */

export interface Tracing {
  /** Sends what is buffered (a test, or before a stop). */
  flush(): Promise<void>;
  /** Flushes and stops; the last app of the process using tracing stops it. */
  shutdown(): Promise<void>;
}

let shared: { provider: NodeTracerProvider; users: number; stopInstrumentations: () => void } | null = null;

export function startTracing(options: { endpoint: string; serviceName: string; version: string }): Tracing {
  if (!shared) {
    const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: options.serviceName,
        [ATTR_SERVICE_VERSION]: options.version,
      }),
      spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    });
    // The global provider, AsyncLocalStorage context and W3C traceparent propagation.
    provider.register();
    noteTracingStarted();
    const stopInstrumentations = registerInstrumentations({
      tracerProvider: provider,
      instrumentations: [
        new UndiciInstrumentation({
          requestHook: (span, request) => {
            span.setAttribute('url.full', request.origin);
          },
        }),
      ],
    });
    shared = { provider, users: 0, stopInstrumentations };
  }
  const current = shared;
  current.users += 1;
  let stopped = false;
  return {
    flush: () => current.provider.forceFlush(),
    async shutdown() {
      if (stopped) return;
      stopped = true;
      current.users -= 1;
      await current.provider.forceFlush();
      if (current.users > 0) return;
      current.stopInstrumentations();
      await current.provider.shutdown();
      // Unregistered, so that a later start in this process (a test) registers afresh.
      trace.disable();
      context.disable();
      propagation.disable();
      if (shared === current) shared = null;
    },
  };
}
