-- Erp area: offers, meters, invoices and their lines, instalments, payments, documents, requests,
-- readings, consumption, PUN quotations, proposals, maintenance contracts, contact requests.
-- Money is numeric (exact), calendar days are date, instants are timestamptz. Every list query
-- of the Erp routes is served by one of the indexes below.

create table offers (
  id serial primary key,
  code text not null unique,                -- the offer's external key (useExtKey)
  company_code text not null references companies(code),
  name text not null,
  commodity text not null check (commodity in ('luce', 'gas', 'teleriscaldamento')),
  price_type text not null check (price_type in ('Fisso', 'Variabile', 'Orario')),
  description text not null,
  price_f1 numeric(10, 5),
  price_f2 numeric(10, 5),
  price_f3 numeric(10, 5),
  price_unit text not null,
  monthly_fee numeric(10, 2) not null default 0,
  valid_from date not null
);
create index offers_company_idx on offers (company_code);

-- A supply's meters over time: a replaced meter keeps its row with removed_on set.
create table meters (
  id serial primary key,
  supply_id integer not null references supplies(id),
  serial text not null,
  digits smallint not null check (digits between 4 and 10),
  installed_on date not null,
  removed_on date,
  -- hourly (2G) electricity meters: the day the hourly measures start
  full_capacity_start_date date,
  -- self-reading window, as days of the month (from > to wraps over month end); null = no self-reading
  window_from_day smallint check (window_from_day between 1 and 31),
  window_to_day smallint check (window_to_day between 1 and 31)
);
create index meters_supply_idx on meters (supply_id, installed_on desc);

create table invoices (
  id serial primary key,
  key text not null unique,                 -- invoice number printed on the document
  customer_id integer not null references customers(id),
  contract_id integer not null references contracts(id),
  supply_id integer references supplies(id), -- null for a multi-POD invoice
  company_code text not null references companies(code),
  invoice_type_code integer not null,
  issue_date date not null,
  due_date date not null,
  period_start date not null,
  period_end date not null,
  total_amount numeric(12, 2) not null,
  consumption numeric(12, 3),
  consumption_unit text,
  paid_on date,
  archiviation_key text not null unique,
  created_at timestamptz not null default now()
);
create index invoices_customer_idx on invoices (customer_id, issue_date desc, id desc);
create index invoices_contract_idx on invoices (contract_id, issue_date desc);
create index invoices_outstanding_idx on invoices (customer_id, due_date) where paid_on is null;

-- The Bolletta 2.0 summary lines of an invoice, by section.
create table invoice_lines (
  id serial primary key,
  invoice_id integer not null references invoices(id) on delete cascade,
  position smallint not null,
  section text not null check (section in ('energia', 'trasporto', 'oneri', 'imposte', 'altro')),
  supply_id integer references supplies(id),
  description text not null,
  quantity numeric(12, 3),
  unit text,
  unit_price numeric(12, 6),
  amount numeric(12, 2) not null,
  unique (invoice_id, position)
);

create table installments (
  id serial primary key,
  invoice_id integer not null references invoices(id),
  customer_id integer not null references customers(id),
  number smallint not null,
  due_date date not null,
  amount numeric(12, 2) not null,
  paid_on date,
  unique (invoice_id, number)
);
create index installments_customer_idx on installments (customer_id, due_date);

create table payments (
  id serial primary key,
  customer_id integer not null references customers(id),
  user_id integer references users(id),
  gateway_id integer not null,
  pay_kind text not null check (pay_kind in ('Invoices', 'Installments')),
  total_amount numeric(12, 2) not null check (total_amount > 0),
  status text not null default 'Creato' check (status in ('Creato', 'Pagato', 'Annullato', 'Rifiutato')),
  gateway_token text not null unique,
  ok_url text not null,
  ko_url text not null,
  user_outcome text,
  user_outcome_date timestamptz,
  gateway_outcome_at timestamptz,
  created_at timestamptz not null default now()
);
create index payments_customer_idx on payments (customer_id, id desc);

create table payment_items (
  payment_id integer not null references payments(id) on delete cascade,
  position smallint not null,
  invoice_id integer references invoices(id),
  installment_id integer references installments(id),
  amount numeric(12, 2) not null,
  primary key (payment_id, position),
  check ((invoice_id is null) <> (installment_id is null))
);
create index payment_items_invoice_idx on payment_items (invoice_id);
create index payment_items_installment_idx on payment_items (installment_id);

-- Archived documents. Invoice PDFs are rendered from the invoice's rows when asked for;
-- status 'printing' is a document not produced yet.
create table documents (
  id serial primary key,
  archiviation_key text not null unique,
  customer_id integer not null references customers(id),
  invoice_id integer references invoices(id),
  doc_type text not null check (doc_type in ('Invoice', 'InvoiceDetailCsv')),
  status text not null default 'ready' check (status in ('ready', 'printing')),
  file_name text not null,
  content_type text not null,
  created_at timestamptz not null default now()
);
create index documents_customer_idx on documents (customer_id);
create index documents_invoice_idx on documents (invoice_id);

-- Customer requests to the back office (Erp /requests/*), with the ERP's phase and status.
create table customer_requests (
  id serial primary key,
  ticket_key text not null unique,
  customer_id integer not null references customers(id),
  contract_id integer references contracts(id),
  invoice_id integer references invoices(id),
  user_id integer references users(id),
  request_type text not null,
  phase_code text not null,
  status text not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index customer_requests_customer_idx on customer_requests (customer_id, request_type, created_at desc, id desc);
create index customer_requests_contract_idx on customer_requests (contract_id, request_type, created_at desc, id desc);
create index customer_requests_invoice_idx on customer_requests (invoice_id, request_type);

create table readings (
  id serial primary key,
  supply_id integer not null references supplies(id),
  meter_id integer not null references meters(id),
  reading_date date not null,
  value numeric(12, 0) not null check (value >= 0),
  origin text not null check (origin in ('effettiva', 'stimata', 'autolettura')),
  created_at timestamptz not null default now()
);
create index readings_supply_idx on readings (supply_id, reading_date desc, id desc);
create index readings_meter_idx on readings (meter_id, reading_date desc, id desc);

-- Hourly measures of hourly electricity supplies (one row per hour; band F1/F2/F3).
create table consumption_hourly (
  supply_id integer not null references supplies(id),
  day date not null,
  hour smallint not null check (hour between 0 and 23),
  value numeric(10, 3) not null,
  band text not null check (band in ('F1', 'F2', 'F3')),
  primary key (supply_id, day, hour)
);

-- Monthly consumption of the other supplies (billing measures), with bands for electricity.
create table consumption_monthly (
  supply_id integer not null references supplies(id),
  month date not null,                      -- first day of the month
  f1 numeric(12, 3),
  f2 numeric(12, 3),
  f3 numeric(12, 3),
  total numeric(12, 3) not null,
  estimated boolean not null default false,
  primary key (supply_id, month)
);

-- PUN (Prezzo Unico Nazionale) hourly prices in euro per kWh.
create table pun_prices (
  day date not null,
  hour smallint not null check (hour between 0 and 23),
  price numeric(10, 6) not null,
  primary key (day, hour)
);

create table proposals (
  id serial primary key,
  customer_id integer not null references customers(id),
  supply_id integer references supplies(id),
  title text not null,
  description text not null,
  offer_code text,
  start_date timestamptz,
  end_date timestamptz,
  action_selected text,
  action_date timestamptz,
  created_at timestamptz not null default now()
);
create index proposals_customer_idx on proposals (customer_id, id desc);

create table maintenance_contracts (
  id serial primary key,
  key text not null unique,
  customer_id integer not null references customers(id),
  supply_id integer references supplies(id),
  description text not null,
  status text not null check (status in ('Attivo', 'Cessato')),
  start_date date not null,
  end_date date,
  next_visit_date date,
  annual_fee numeric(10, 2) not null
);
create index maintenance_contracts_customer_idx on maintenance_contracts (customer_id, id);

-- Support requests sent with the contact form (spec section 3 "Contact request payload").
create table contact_requests (
  id serial primary key,
  ticket_key text not null unique,
  company_code text not null references companies(code),
  user_id integer references users(id),
  customer_id integer references customers(id),
  contract_id integer references contracts(id),
  subject text not null,
  description text not null,
  mobile_phone text not null,
  created_at timestamptz not null default now()
);
create index contact_requests_customer_idx on contact_requests (customer_id, id desc);
