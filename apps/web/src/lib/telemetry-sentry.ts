/**
 * The only module that imports Sentry, loaded dynamically by telemetry.ts when a DSN is set.
 * Named imports keep the rest of the SDK (session replay above all) out of the chunk.
 */
import { browserTracingIntegration, captureException, init } from '@sentry/react';

export interface SentryOptions {
  dsn: string;
  release: string;
  environment: string;
  tracesSampleRate: number;
}

export function startSentry(options: SentryOptions): { captureException: typeof captureException } {
  init({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    integrations: [browserTracingIntegration()],
    tracesSampleRate: options.tracesSampleRate,
    // No session replays (spec section 1), and no personal data sent by default.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    sendDefaultPii: false,
  });
  return { captureException };
}
