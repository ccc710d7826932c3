import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './foundation';

/** Tables of the integration API (issue 20, migrations 0700–0719). */

export interface IntegrationTokensTable {
  id: Generated<number>;
  name: string;
  /** text[]: the scopes (import, requests, prices). */
  scopes: ColumnType<string[], string[], string[]>;
  token_sha256: string;
  created_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export type ImportRunState = 'receiving' | 'queued' | 'running' | 'done' | 'failed';

export interface ImportRunsTable {
  id: Generated<number>;
  kind: string;
  token_name: string;
  state: Generated<ImportRunState>;
  lines_read: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  refused: Generated<number>;
  next_chunk: Generated<number>;
  error: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

export interface ImportChunksTable {
  run_id: number;
  seq: number;
  first_line: number;
  data: string;
}

export interface ImportRefusalsTable {
  id: Generated<number>;
  run_id: number;
  line: number;
  field: string;
  message: string;
}

export interface ExternalPaymentsTable {
  id: Generated<number>;
  reference: string;
  invoice_id: number;
  /** numeric(12,2), as a decimal string. */
  amount: ColumnType<string, string | number, string | number>;
  paid_on: ColumnType<string, string, string>;
  channel: string;
  token_name: string;
  created_at: DefaultTimestamp;
}

/** A message or proposal call sent with the retailer's reference (migration 0703): once each. */
export interface IntegrationSendsTable {
  id: Generated<number>;
  operation: 'messages' | 'proposals';
  reference: string;
  request_sha256: string;
  response: ColumnType<Record<string, unknown>, string | undefined, string>;
  token_name: string;
  created_at: DefaultTimestamp;
}

export interface IntegrationTables {
  integration_tokens: IntegrationTokensTable;
  import_runs: ImportRunsTable;
  import_chunks: ImportChunksTable;
  import_refusals: ImportRefusalsTable;
  external_payments: ExternalPaymentsTable;
  integration_sends: IntegrationSendsTable;
}
