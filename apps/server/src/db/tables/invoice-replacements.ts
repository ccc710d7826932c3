import type { ColumnType } from 'kysely';
import type { DefaultTimestamp } from './foundation';

/** A bill replaced by another (issue 25, migration 0950). */
export type InvoiceReplacementsTable = {
  replaced_invoice_id: number;
  replacement_invoice_id: number;
  credit_note_invoice_id: number | null;
  request_id: number | null;
  carried_credit: ColumnType<string, string | undefined, string>;
  withdrawn_installments: ColumnType<number, number | undefined, number>;
  actor_kind: 'integration' | 'operator';
  actor_name: string;
  replaced_at: DefaultTimestamp;
};

/**
 * The replacement's table, typed apart from `Database` (its readers take it with
 * `db.withTables<InvoiceReplacementTables>()`).
 */
export type InvoiceReplacementTables = {
  invoice_replacements: InvoiceReplacementsTable;
};
