import {
  createStackParser,
  createTransport,
  ServerRuntimeClient,
  nodeStackLineParser,
} from '@sentry/core/server';

/**
 * Server errors to Sentry when SENTRY_DSN is set (the web reports its own with VITE_SENTRY_DSN):
 * Sentry's core client with a fetch transport, without its Node SDK, which would install an
 * OpenTelemetry setup of its own over the portal's (adapters/tracing.ts). Only unexpected errors
 * (the 500s) are sent, with their stack, operation and trace id: no request body, no user, no
 * headers, no IP (sendDefaultPii off).
 */

export interface ErrorReporter {
  report(error: unknown, context: { operation: string; traceId?: string; method: string }): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

export function createErrorReporter(options: {
  dsn: string;
  environment: string;
  release: string;
}): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    sendDefaultPii: false,
    integrations: [],
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: request.body as string | Uint8Array<ArrayBuffer>,
          headers: { 'content-type': 'application/x-sentry-envelope' },
        });
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  client.init();
  return {
    report(error, context) {
      client.captureException(error, {
        captureContext: {
          tags: {
            operation: context.operation,
            method: context.method,
            ...(context.traceId ? { trace_id: context.traceId } : {}),
          },
        },
      });
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}
