import { sql } from 'kysely';
import { requestStateOf } from '@sportello/domain';
import type { Config } from '../../../config';
import type { Db } from '../../../db/index';
import type { IntegrationDeliveryState } from '../../../db/tables/integration-events';
import { enqueueJob } from '../../jobs/queue';

/**
 * What customers ask, out to the retailer (issue 20): every request (practice) a customer files,
 * every self-reading and every move of a request is an event, written by `recordIntegrationEvent`
 * in the transaction that makes the change, so an event exists exactly when its change does. The
 * retailer reads them as a feed (its id is the cursor) and, with INTEGRATION_WEBHOOK_URL set,
 * receives each one signed by the job `integration.webhook` (webhook.ts).
 */

export const INTEGRATION_EVENT_TYPES = {
  requestCreated: 'request.created',
  requestStateChanged: 'request.state_changed',
  readingSubmitted: 'reading.submitted',
} as const;
export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[keyof typeof INTEGRATION_EVENT_TYPES];

/** The job that POSTs one event to the retailer's webhook. */
export const WEBHOOK_JOB = 'integration.webhook';

/**
 * The advisory lock every event writer takes before its insert, until its commit: ids are handed
 * out in commit order, so a feed reader that has seen id n never misses a smaller one committed
 * later. (Customer ids start at 1: `(0, 760)` is nobody's per-customer lock.)
 */
const EVENT_LOCK = sql`select pg_advisory_xact_lock(0, 760)`;

/** The settings an event writer reads (whether a webhook is configured, its attempts). */
export type IntegrationEventConfig = Pick<Config, 'INTEGRATION_WEBHOOK_URL' | 'INTEGRATION_WEBHOOK_ATTEMPTS'>;

export interface NewIntegrationEvent {
  type: IntegrationEventType;
  /** The customer's code (customers.key); null for a contact form without a customer. */
  customerCode: string | null;
  /** The practice (customer_requests.id) it is about, if any. */
  requestId?: number | null;
  /** What the retailer needs, in its own terms (codes, POD/PDR, what was asked). */
  data: Record<string, unknown>;
}

/**
 * Records an event in the caller's transaction (`tx` must be one), and when a webhook is
 * configured the job that delivers it (attempts: INTEGRATION_WEBHOOK_ATTEMPTS). Its id.
 */
export async function recordIntegrationEvent(
  tx: Db,
  config: IntegrationEventConfig,
  event: NewIntegrationEvent,
): Promise<number> {
  await EVENT_LOCK.execute(tx);
  const webhook = !!config.INTEGRATION_WEBHOOK_URL;
  const row = await tx
    .insertInto('integration_events')
    .values({
      type: event.type,
      customer_code: event.customerCode,
      request_id: event.requestId ?? null,
      payload: JSON.stringify(event.data),
      delivery_state: webhook ? 'pending' : 'none',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (webhook)
    await enqueueJob(tx, {
      kind: WEBHOOK_JOB,
      payload: { eventId: id },
      maxAttempts: config.INTEGRATION_WEBHOOK_ATTEMPTS ?? 15,
    });
  return id;
}

/** An event as the retailer receives it (the webhook's body, an item of the feed without `delivery`). */
export interface IntegrationEventBody {
  id: number;
  type: IntegrationEventType;
  createdAt: string;
  customerCode: string | null;
  requestId: number | null;
  data: Record<string, unknown>;
}

export interface IntegrationEventView extends IntegrationEventBody {
  delivery: {
    state: IntegrationDeliveryState;
    attempts: number;
    deliveredAt: string | null;
    lastError: string | null;
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function eventRows(db: Db) {
  return db
    .selectFrom('integration_events')
    .select([
      'id',
      'type',
      'customer_code',
      'request_id',
      'payload',
      'delivery_state',
      'delivery_attempts',
      'delivered_at',
      'last_error',
      'created_at',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventRows>['executeTakeFirstOrThrow']>>;

function toView(r: EventRow): IntegrationEventView {
  const payload =
    typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload;
  return {
    id: Number(r.id),
    type: r.type as IntegrationEventType,
    createdAt: iso(r.created_at)!,
    customerCode: r.customer_code,
    requestId: r.request_id,
    data: payload,
    delivery: {
      state: r.delivery_state,
      attempts: r.delivery_attempts,
      deliveredAt: iso(r.delivered_at),
      lastError: r.last_error,
    },
  };
}

/** The event as the webhook sends it (no delivery state: that is the sender's business). */
export function eventBody(view: IntegrationEventView): IntegrationEventBody {
  const { delivery: _delivery, ...body } = view;
  return body;
}

/** One event, or undefined. */
export async function findIntegrationEvent(db: Db, id: number): Promise<IntegrationEventView | undefined> {
  const row = await eventRows(db).where('id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** The events after the cursor, in id order, at most `limit`. */
export async function listIntegrationEvents(
  db: Db,
  after: number,
  limit: number,
): Promise<IntegrationEventView[]> {
  const rows = await eventRows(db).where('id', '>', after).orderBy('id').limit(limit).execute();
  return rows.map(toView);
}

/** How an attempt to deliver an event went (the webhook job writes it). */
export async function recordDelivery(
  db: Db,
  id: number,
  outcome: { state: IntegrationDeliveryState; attempt: number; error?: string | null },
): Promise<void> {
  await db
    .updateTable('integration_events')
    .set({
      delivery_state: outcome.state,
      delivery_attempts: outcome.attempt,
      delivered_at: outcome.state === 'delivered' ? sql<Date>`now()` : null,
      last_error: outcome.error ? outcome.error.slice(0, 1000) : null,
    })
    .where('id', '=', id)
    .execute();
}

// ---- what each event says ------------------------------------------------------------------

/** The supplies a request is about: the one its details name, else every one of its contract. */
async function suppliesOf(
  db: Db,
  contractId: number | null,
  supplyKey: unknown,
): Promise<{ supplyCode: string; podPdr: string }[]> {
  if (typeof supplyKey === 'string' && supplyKey) {
    const one = await db
      .selectFrom('supplies')
      .select(['key', 'pod_pdr'])
      .where('key', '=', supplyKey)
      .execute();
    if (one.length) return one.map((s) => ({ supplyCode: s.key, podPdr: s.pod_pdr }));
  }
  if (contractId === null) return [];
  const rows = await db
    .selectFrom('supplies')
    .select(['key', 'pod_pdr'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
  return rows.map((s) => ({ supplyCode: s.key, podPdr: s.pod_pdr }));
}

/**
 * A practice in the retailer's terms: its id (the one `POST …/requests/{id}/state` takes), ticket,
 * type, state, contract and supplies (codes, POD/PDR), the bill it is about and what was asked.
 */
export async function requestEventData(
  db: Db,
  requestId: number,
): Promise<{ customerCode: string; data: Record<string, unknown> }> {
  const r = await db
    .selectFrom('customer_requests')
    .innerJoin('customers', 'customers.id', 'customer_requests.customer_id')
    .leftJoin('contracts', 'contracts.id', 'customer_requests.contract_id')
    .leftJoin('invoices', 'invoices.id', 'customer_requests.invoice_id')
    .select([
      'customer_requests.id',
      'customer_requests.ticket_key',
      'customer_requests.request_type',
      'customer_requests.phase_code',
      'customer_requests.status',
      'customer_requests.contract_id',
      'customer_requests.user_id',
      'customer_requests.payload',
      'customer_requests.created_at',
      'customers.key as customer_key',
      'customers.company_code',
      'contracts.key as contract_key',
      'invoices.key as invoice_number',
    ])
    .where('customer_requests.id', '=', requestId)
    .executeTakeFirstOrThrow();
  const details = (typeof r.payload === 'string' ? JSON.parse(r.payload) : (r.payload ?? {})) as Record<
    string,
    unknown
  >;
  return {
    customerCode: r.customer_key,
    data: {
      requestId: r.id,
      ticketKey: r.ticket_key,
      requestType: r.request_type,
      state: requestStateOf(r.status),
      status: r.status,
      phaseCode: r.phase_code,
      brand: r.company_code,
      customerCode: r.customer_key,
      contractCode: r.contract_key,
      supplies: await suppliesOf(db, r.contract_id, details.supplyKey),
      invoiceNumber: r.invoice_number,
      requestedAt: iso(r.created_at),
      requestedByUserId: r.user_id,
      details,
    },
  };
}

/** Records `request.created` for a practice just filed, in the same transaction. */
export async function recordRequestCreated(
  tx: Db,
  config: IntegrationEventConfig,
  requestId: number,
): Promise<number> {
  const { customerCode, data } = await requestEventData(tx, requestId);
  return recordIntegrationEvent(tx, config, {
    type: INTEGRATION_EVENT_TYPES.requestCreated,
    customerCode,
    requestId,
    data,
  });
}

/**
 * Records `reading.submitted` for a self-reading just stored, in the same transaction: the supply
 * (code, POD/PDR), its contract and customer, the meter, the date and each register's value.
 */
export async function recordReadingSubmitted(
  tx: Db,
  config: IntegrationEventConfig,
  reading: {
    supplyId: number;
    meterSerial: string;
    readingDate: string;
    readings: { id: number; band: string | null; value: string }[];
    userId: number | null;
  },
): Promise<number> {
  const s = await tx
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
    .select([
      'supplies.key',
      'supplies.pod_pdr',
      'supplies.commodity',
      'customers.key as customer_key',
      'customers.company_code',
      'contracts.key as contract_key',
    ])
    .where('supplies.id', '=', reading.supplyId)
    .executeTakeFirstOrThrow();
  return recordIntegrationEvent(tx, config, {
    type: INTEGRATION_EVENT_TYPES.readingSubmitted,
    customerCode: s.customer_key,
    data: {
      readingIds: reading.readings.map((r) => r.id),
      origin: 'autolettura',
      brand: s.company_code,
      customerCode: s.customer_key,
      contractCode: s.contract_key,
      supplyCode: s.key,
      podPdr: s.pod_pdr,
      commodity: s.commodity,
      meterSerial: reading.meterSerial,
      readingDate: reading.readingDate,
      registers: reading.readings.map((r) => ({ band: r.band, value: r.value })),
      requestedByUserId: reading.userId,
    },
  });
}
