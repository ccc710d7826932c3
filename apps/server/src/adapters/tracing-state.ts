/**
 * Whether this process ever started tracing (a global tracer provider and its context manager,
 * adapters/tracing.ts). Until then no span can be active, so the per-query question "is a span
 * active?" (OpenTelemetry's global context lookup, on every statement) has its answer already.
 * Once started it stays true: the question is asked again, as before.
 */
let started = false;

export function noteTracingStarted(): void {
  started = true;
}

export function tracingStarted(): boolean {
  return started;
}
