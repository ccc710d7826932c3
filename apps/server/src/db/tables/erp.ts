import type { ColumnType, Generated } from 'kysely';
import type { DateString, Decimal, DefaultTimestamp, Timestamp } from './foundation';

/** Tables of the Erp, stradario and contact areas (invoices, payments, readings, requests…). */

export interface OffersTable {
  id: Generated<number>;
  code: string;
  company_code: string;
  name: string;
  commodity: 'luce' | 'gas' | 'teleriscaldamento';
  price_type: 'Fisso' | 'Variabile' | 'Orario';
  description: string;
  price_f1: Decimal | null;
  price_f2: Decimal | null;
  price_f3: Decimal | null;
  price_unit: string;
  monthly_fee: ColumnType<string, string | number | undefined, string | number>;
  valid_from: DateString;
}

export interface MetersTable {
  id: Generated<number>;
  supply_id: number;
  serial: string;
  digits: number;
  installed_on: DateString;
  removed_on: DateString | null;
  full_capacity_start_date: DateString | null;
  window_from_day: number | null;
  window_to_day: number | null;
  /** The registers read per price band (F1, F2, F3…); null = one totalizer. */
  bands: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

export interface InvoicesTable {
  id: Generated<number>;
  key: string;
  customer_id: number;
  contract_id: number;
  supply_id: number | null;
  company_code: string;
  invoice_type_code: number;
  issue_date: DateString;
  due_date: DateString;
  period_start: DateString;
  period_end: DateString;
  total_amount: Decimal;
  consumption: Decimal | null;
  consumption_unit: string | null;
  paid_on: DateString | null;
  archiviation_key: string;
  created_at: DefaultTimestamp;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  section: 'energia' | 'trasporto' | 'oneri' | 'imposte' | 'altro';
  supply_id: number | null;
  description: string;
  quantity: Decimal | null;
  unit: string | null;
  unit_price: Decimal | null;
  amount: Decimal;
}

export interface InstallmentsTable {
  id: Generated<number>;
  invoice_id: number;
  customer_id: number;
  number: number;
  due_date: DateString;
  amount: Decimal;
  paid_on: DateString | null;
  /** Withdrawn with its bill when another bill replaced it (migration 0950). */
  withdrawn_on: ColumnType<DateString | null, DateString | null | undefined, DateString | null>;
}

export interface PaymentsTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number | null;
  gateway_id: number;
  pay_kind: 'Invoices' | 'Installments';
  total_amount: Decimal;
  status: Generated<'Creato' | 'Pagato' | 'Annullato' | 'Rifiutato'>;
  gateway_token: string;
  ok_url: string;
  ko_url: string;
  user_outcome: string | null;
  user_outcome_date: Timestamp | null;
  gateway_outcome_at: Timestamp | null;
  created_at: DefaultTimestamp;
  /** The adapter that created the checkout (migration 0300). */
  provider: ColumnType<string, string | undefined, string>;
  /** The provider's reference: the sandbox token, a Stripe Checkout Session id. */
  provider_ref: string | null;
  /** The provider's hosted payment page. */
  redirect_url: string | null;
}

export interface PaymentItemsTable {
  payment_id: number;
  position: number;
  invoice_id: number | null;
  installment_id: number | null;
  amount: Decimal;
}

export interface DocumentsTable {
  id: Generated<number>;
  archiviation_key: string;
  customer_id: number;
  invoice_id: number | null;
  doc_type: 'Invoice' | 'InvoiceDetailCsv';
  status: Generated<'ready' | 'printing'>;
  file_name: string;
  content_type: string;
  created_at: DefaultTimestamp;
}

export interface CustomerRequestsTable {
  id: Generated<number>;
  ticket_key: string;
  customer_id: number;
  contract_id: number | null;
  invoice_id: number | null;
  user_id: number | null;
  request_type: string;
  phase_code: string;
  status: string;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: DefaultTimestamp;
  /** The retailer's last message on the practice (migration 0760). */
  state_message: ColumnType<string | null, string | null | undefined, string | null>;
  state_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReadingsTable {
  id: Generated<number>;
  supply_id: number;
  meter_id: number;
  reading_date: DateString;
  value: Decimal;
  origin: 'effettiva' | 'stimata' | 'autolettura';
  /** The register's band; null for a totalizer. */
  band: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export interface ConsumptionHourlyTable {
  supply_id: number;
  day: DateString;
  hour: number;
  value: Decimal;
  band: 'F1' | 'F2' | 'F3';
}

export interface ConsumptionMonthlyTable {
  supply_id: number;
  month: DateString;
  f1: Decimal | null;
  f2: Decimal | null;
  f3: Decimal | null;
  total: Decimal;
  estimated: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PunPricesTable {
  day: DateString;
  hour: number;
  price: Decimal;
}

export interface ProposalsTable {
  id: Generated<number>;
  customer_id: number;
  supply_id: number | null;
  title: string;
  description: string;
  offer_code: string | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  action_selected: string | null;
  action_date: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface MaintenanceContractsTable {
  id: Generated<number>;
  key: string;
  customer_id: number;
  supply_id: number | null;
  description: string;
  status: 'Attivo' | 'Cessato';
  start_date: DateString;
  end_date: DateString | null;
  next_visit_date: DateString | null;
  annual_fee: Decimal;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  ticket_key: string;
  company_code: string;
  user_id: number | null;
  customer_id: number | null;
  contract_id: number | null;
  subject: string;
  description: string;
  mobile_phone: string;
  created_at: DefaultTimestamp;
}

export interface ErpTables {
  offers: OffersTable;
  meters: MetersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  installments: InstallmentsTable;
  payments: PaymentsTable;
  payment_items: PaymentItemsTable;
  documents: DocumentsTable;
  customer_requests: CustomerRequestsTable;
  readings: ReadingsTable;
  consumption_hourly: ConsumptionHourlyTable;
  consumption_monthly: ConsumptionMonthlyTable;
  pun_prices: PunPricesTable;
  proposals: ProposalsTable;
  maintenance_contracts: MaintenanceContractsTable;
  contact_requests: ContactRequestsTable;
}
