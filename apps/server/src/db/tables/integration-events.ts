import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './foundation';

/** What customers ask, out to the retailer (migration 0760, services/integration/requests). */

export type IntegrationDeliveryState = 'none' | 'pending' | 'delivered' | 'failed';

export interface IntegrationEventsTable {
  /** The feed's cursor: handed out in commit order. */
  id: ColumnType<number, never, never>;
  type: string;
  customer_code: string | null;
  request_id: number | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  delivery_state: Generated<IntegrationDeliveryState>;
  delivery_attempts: Generated<number>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export interface IntegrationEventTables {
  integration_events: IntegrationEventsTable;
}
