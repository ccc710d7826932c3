import type { FastifyBaseLogger } from 'fastify';
import { signBody } from '../../../adapters/signature';
import type { Config } from '../../../config';
import type { Db } from '../../../db/index';
import type { RetryPolicy } from '../../jobs/backoff';
import type { DeadJobHook, JobHandler } from '../../jobs/runner';
import { eventBody, findIntegrationEvent, recordDelivery } from './events';

/**
 * The retailer's webhook: each event POSTed as JSON to INTEGRATION_WEBHOOK_URL by the job
 * `integration.webhook`, signed like the payment provider's notifications (adapters/signature.ts):
 *
 *   X-Sportello-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *   X-Sportello-Event-Id: <the event's id, the feed's cursor>
 *
 * A 2xx answer is a delivery; anything else (another status, no answer within 10 s, a refused
 * connection) is retried with exponential backoff (webhookRetryPolicy) for about a day, then the
 * event's delivery is `failed` and its job a dead letter (npm run dead-letters -- list / resend).
 * The same event may arrive twice (an answer lost on the way back): receivers de-duplicate by
 * X-Sportello-Event-Id.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-Sportello-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'X-Sportello-Event-Id';
/** The longest a delivery waits for the retailer's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The webhook's retries: from JOBS_RETRY_BASE_SECONDS (30 s by default) doubling up to 480 times
 * it (4 h), with little jitter (each wait 90–100 % of its step). With the default 15 attempts
 * (INTEGRATION_WEBHOOK_ATTEMPTS) the waits are 30 s, 1, 2, 4, … 128 min, then 4 h five times: the
 * last attempt comes 21.8–24.3 h after the first. A shorter base (tests) shrinks it all alike.
 */
export function webhookRetryPolicy(
  config: Pick<Config, 'JOBS_RETRY_BASE_SECONDS' | 'INTEGRATION_WEBHOOK_ATTEMPTS'>,
): RetryPolicy {
  const baseMs = (config.JOBS_RETRY_BASE_SECONDS ?? 30) * 1000;
  return {
    maxAttempts: config.INTEGRATION_WEBHOOK_ATTEMPTS ?? 15,
    baseMs,
    maxMs: baseMs * 480,
    jitter: 0.1,
  };
}

const errorText = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? cause.message : '';
  return detail ? `${error.message}: ${detail}` : error.message;
};

/** The handler of `integration.webhook` jobs (payload `{ eventId }`). */
export function webhookJob(deps: {
  db: () => Db;
  config: Pick<Config, 'INTEGRATION_WEBHOOK_URL' | 'INTEGRATION_WEBHOOK_SECRET'>;
  log: FastifyBaseLogger;
}): JobHandler {
  return async (job) => {
    const db = deps.db();
    const eventId = Number(job.payload.eventId);
    const event = Number.isSafeInteger(eventId) ? await findIntegrationEvent(db, eventId) : undefined;
    if (!event) return; // purged, or never there: nothing to deliver
    const { INTEGRATION_WEBHOOK_URL: url, INTEGRATION_WEBHOOK_SECRET: secret } = deps.config;
    if (!url || !secret) {
      // The webhook was turned off since: the event stays in the feed, undelivered by design.
      await recordDelivery(db, eventId, { state: 'none', attempt: job.attempt });
      return;
    }
    const body = JSON.stringify(eventBody(event));
    let problem: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sportello-Webhook/1',
          [WEBHOOK_SIGNATURE_HEADER]: signBody(body, secret),
          [WEBHOOK_EVENT_ID_HEADER]: String(event.id),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) {
        await recordDelivery(db, eventId, { state: 'delivered', attempt: job.attempt });
        deps.log.info({ eventId, attempt: job.attempt, type: event.type }, 'webhook delivered');
        return;
      }
      problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = errorText(error);
    }
    await recordDelivery(db, eventId, {
      state: job.final ? 'failed' : 'pending',
      attempt: job.attempt,
      error: problem,
    });
    throw new Error(`webhook: ${problem}`);
  };
}

/**
 * The dead-letter hook of `integration.webhook`: a delivery whose last attempt's process died
 * (the runner dead-letters it unrun) is `failed` in the feed too, as after a last refused attempt.
 */
export function webhookDeadJob(deps: { db: () => Db }): DeadJobHook {
  return async (job, reason) => {
    const eventId = Number(job.payload.eventId);
    if (!Number.isSafeInteger(eventId)) return;
    await recordDelivery(deps.db(), eventId, { state: 'failed', attempt: job.attempt, error: reason });
  };
}
