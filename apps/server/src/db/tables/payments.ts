import type { Generated } from 'kysely';
import type { Decimal, DefaultTimestamp } from './foundation';

/** Verified notifications of the payment provider, one row per provider event (migration 0300). */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: string;
  payment_id: number;
  outcome: 'Pagato' | 'Annullato' | 'Rifiutato' | null;
  amount: Decimal | null;
  effect: 'applied' | 'ignored';
  received_at: DefaultTimestamp;
}

export interface PaymentTables {
  payment_events: PaymentEventsTable;
}
