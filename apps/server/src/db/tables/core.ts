import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './foundation';

/** Tables of the Core, Wfm and bpm areas (accounts, workflows, notifications, links, outbox). */

/** Attempts counted per subject in a fixed window (see services/core/throttle.ts). */
export interface ThrottleCountersTable {
  scope: string;
  subject: string;
  hits: number;
  reset_at: Timestamp;
}

export type RegistrationType = 'private' | 'company' | 'condominium' | 'body' | 'delegate';

export interface UserProfilesTable {
  user_id: number;
  registration_type: RegistrationType;
  first_name: string | null;
  last_name: string | null;
  fiscal_code: string | null;
  phone_mobile: string | null;
  phone_home: string | null;
  street_name: string | null;
  civic_number: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  privacy_personal_data_at: Timestamp | null;
  privacy_marketing: Generated<boolean>;
  privacy_others: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  fb_push_id: string;
  platform: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Web Push (platform 'web'): the browser's P-256 public key and auth secret, base64url. */
  web_push_p256dh: string | null;
  web_push_auth: string | null;
}

export interface ConfPropertiesTable {
  id: Generated<number>;
  company_code: string | null;
  name: string;
  value: string;
}

export interface LinksTable {
  id: Generated<number>;
  company_code: string;
  module_id: number;
  entity_key: string | null;
  additional_params: Generated<string>;
  customer_id: number | null;
  user_id: number | null;
  hash_sha256: string;
  single_use: Generated<boolean>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface NotificationTypesTable {
  id: Generated<number>;
  code: string;
  description: string;
  detail: string | null;
  acceptance_required: Generated<boolean>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  customer_id: number | null;
  type_id: number;
  subject: string;
  message: string;
  link_id: number | null;
  push_id: string | null;
  mn_msg_id: string | null;
  created_at: DefaultTimestamp;
  valid_until: Timestamp | null;
  read_time: Timestamp | null;
  accepted_time: Timestamp | null;
}

export type WorkflowKind =
  | 'delegation'
  | 'email-check'
  | 'phone-check'
  | 'survey'
  | 'associate-contract'
  | 'password-reset'
  | 'ownership-proof';
export type WorkflowStatus = 'open' | 'completed' | 'refused' | 'failed' | 'expired';

export interface WorkflowsTable {
  id: string;
  kind: WorkflowKind;
  company_code: string;
  user_id: number | null;
  customer_id: number | null;
  status: Generated<WorkflowStatus>;
  task_name: string | null;
  payload: Generated<string>;
  otp_hash: string | null;
  otp_attempts: Generated<number>;
  expires_at: Timestamp | null;
  reply: string | null;
  created_at: DefaultTimestamp;
  completed_at: Timestamp | null;
  /** Proof of ownership: the client address that asked for it (IPv6 by its /64). */
  requester_address: string | null;
}

export interface DelegationRequestsTable {
  workflow_id: string;
  user_id: number;
  customer_id: number;
}

export type OutboxChannel = 'mail' | 'sms' | 'push';

export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  company_code: string | null;
  recipient: string;
  subject: string | null;
  body: string;
  /** A mail's HTML part, sealed like the body (null: an SMS, a push, a plain-text mail, delivered). */
  html: string | null;
  /** The sender as it went out: a mail's `"Name" <address>`, an SMS's SMS_SENDER; null for pushes. */
  sender: string | null;
  meta: Generated<string>;
  /** `failed`: the last attempt failed and a retry is due; `dead`: no retry left (a dead letter). */
  status: Generated<'queued' | 'logged' | 'sent' | 'failed' | 'dead'>;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
}

export interface CoreTables {
  throttle_counters: ThrottleCountersTable;
  user_profiles: UserProfilesTable;
  devices: DevicesTable;
  conf_properties: ConfPropertiesTable;
  links: LinksTable;
  notification_types: NotificationTypesTable;
  notifications: NotificationsTable;
  workflows: WorkflowsTable;
  delegation_requests: DelegationRequestsTable;
  outbox: OutboxTable;
}
