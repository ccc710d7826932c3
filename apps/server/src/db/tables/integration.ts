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

export interface IntegrationTables {
  integration_tokens: IntegrationTokensTable;
}
