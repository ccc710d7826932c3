import type { ColumnType, Generated } from 'kysely';

/** A timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default (`now()`): optional on insert. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: 'YYYY-MM-DD' both ways. */
export type DateString = string;
/** A numeric column: exact decimal string out, number or string in. */
export type Decimal = ColumnType<string, string | number, string | number>;

export interface CompaniesTable {
  code: string;
  name: string;
  legal_name: string;
  vat_number: string;
}

export interface CompanyModulesTable {
  id: Generated<number>;
  company_code: string;
  module_key: string;
  customer_id: number | null;
}

export interface CustomersTable {
  id: Generated<number>;
  key: string;
  company_code: string;
  customer_type: 'private' | 'company' | 'condominium' | 'body';
  name: string;
  fiscal_code: string | null;
  vat_number: string | null;
  email: string | null;
  phone_mobile: string | null;
  phone_home: string | null;
  privacy_company: Generated<boolean>;
  privacy_others: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  key: string;
  username: string;
  company_code: string;
  password_hash: string | null;
  status: 'Active' | 'Inactive' | 'Suspended' | 'Pending';
  type: 'Agency' | 'Customer' | 'Lead';
  email: string | null;
  user_options: Generated<string>;
  receive_commercial_notifications: Generated<boolean>;
  receive_tech_notifications: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UserCustomersTable {
  user_id: number;
  customer_id: number;
  relation: 'owner' | 'delegate' | 'agency';
  status: Generated<'pending' | 'accepted' | 'refused' | 'revoked'>;
  /** A delegate's scope (migration 0310); null for owners and agencies. */
  scope: Generated<'read' | 'pay' | null>;
  created_at: DefaultTimestamp;
}

export interface ContractsTable {
  id: Generated<number>;
  key: string;
  customer_id: number;
  company_code: string;
  status: Generated<'Attivo' | 'Cessato' | 'InAttivazione'>;
  start_date: DateString;
  end_date: DateString | null;
  multi_pod_invoicing: Generated<boolean>;
  ship_street_generic: string | null;
  ship_street_name: string | null;
  ship_civic_number: string | null;
  ship_civic_number_ext: string | null;
  ship_city: string | null;
  ship_province: string | null;
  ship_postal_code: string | null;
  ship_locality: string | null;
  ship_istat_code: string | null;
  ship_country: Generated<string>;
  ship_floor: string | null;
  ship_building: string | null;
  ship_flat_number: string | null;
  payment_method: Generated<'Bollettino' | 'SDD'>;
  iban: string | null;
  bic: string | null;
  account_holder: string | null;
  account_holder_fiscal_code: string | null;
  sdd_status: string | null;
  bollettaclick: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface SuppliesTable {
  id: Generated<number>;
  key: string;
  contract_id: number;
  customer_id: number;
  commodity: 'luce' | 'gas' | 'teleriscaldamento';
  pod_pdr: string;
  nickname: string | null;
  status: Generated<'Attiva' | 'Cessata' | 'InAttivazione'>;
  address: string;
  postal_code: string;
  locality: string;
  province: string;
  activation_date: DateString;
  end_date: DateString | null;
  offer_code: string | null;
  meter_serial: string | null;
  contracted_power_kw: Decimal | null;
  annual_consumption: Decimal | null;
  consumption_unit: 'kWh' | 'Smc' | 'MWh';
  use_type: string | null;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: string;
  company_code: string;
  locale: Generated<string>;
  client_spec: unknown | null;
  user_id: number | null;
  current_customer_id: number | null;
  guest: Generated<boolean>;
  link_id: number | null;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
  /** The end of the absolute lifetime (SESSION_MAX_HOURS). */
  absolute_expires_at: Timestamp;
  ended_at: Timestamp | null;
  /** Until then the session's list reads go to the primary, not a replica (read-your-writes). */
  primary_reads_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: DefaultTimestamp;
}

export interface FoundationTables {
  schema_migrations: SchemaMigrationsTable;
  companies: CompaniesTable;
  company_modules: CompanyModulesTable;
  customers: CustomersTable;
  users: UsersTable;
  user_customers: UserCustomersTable;
  contracts: ContractsTable;
  supplies: SuppliesTable;
  sessions: SessionsTable;
}
