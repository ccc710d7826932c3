import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './foundation';

/** Tables of the operators' console (issue 21, migrations 0800–0849). */

export type OperatorRoleColumn = 'agent' | 'supervisor' | 'admin';

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  name: string;
  password_hash: string;
  totp_secret_sealed: string;
  totp_last_step: Generated<number>;
  role: OperatorRoleColumn;
  /** text[]: company codes. */
  brands: ColumnType<string[], string[], string[]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  suspended_at: Timestamp | null;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_digest: string;
  used_at: Timestamp | null;
}

export interface OperatorSessionsTable {
  id: string;
  operator_id: number;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  ip: string | null;
}

export interface OperatorRequestAssignmentsTable {
  request_id: number;
  operator_id: number;
  assigned_at: DefaultTimestamp;
}

/** jsonb: read as parsed JSON, written as its text. */
type Json = ColumnType<unknown, string | null | undefined, never>;

export interface OperatorAuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  operator_id: number | null;
  actor: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  company_code: string | null;
  before: Json;
  after: Json;
  ip: string | null;
}

export interface ConsoleSendsTable {
  id: Generated<number>;
  kind: 'message' | 'proposal';
  operator_id: number;
  audience: Json;
  subject: string;
  body: string;
  type_code: string | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  customers: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface ConsoleSendNotificationsTable {
  send_id: number;
  notification_id: number;
}

export interface ConsoleSendProposalsTable {
  send_id: number;
  proposal_id: number;
}

/** The help contacts an admin changed over the brand registry's (migration 0840); null: the registry's. */
export interface BrandHelpContactsTable {
  company_code: string;
  phone: string | null;
  hours: string | null;
  email: string | null;
  support_url: string | null;
  help_page_url: string | null;
  updated_at: DefaultTimestamp;
}

/** A brand's default self-reading window, for its meters without one of their own (migration 0841). */
export interface BrandReadingWindowsTable {
  company_code: string;
  from_day: number;
  to_day: number;
  updated_at: DefaultTimestamp;
}

export interface ConsoleTables {
  brand_reading_windows: BrandReadingWindowsTable;
  brand_help_contacts: BrandHelpContactsTable;
  console_sends: ConsoleSendsTable;
  console_send_notifications: ConsoleSendNotificationsTable;
  console_send_proposals: ConsoleSendProposalsTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  operator_request_assignments: OperatorRequestAssignmentsTable;
  operator_audit_log: OperatorAuditLogTable;
}
