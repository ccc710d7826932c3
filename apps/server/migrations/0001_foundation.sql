-- Foundation: brands and their modules, users, customers, contracts, supplies, sessions.
-- Money is numeric (exact), calendar days are date, instants are timestamptz.

create table companies (
  code text primary key check (code ~ '^[a-z]{3}$'),
  name text not null,
  legal_name text not null,
  vat_number text not null
);

-- A module enabled for a whole company (customer_id null) or for one customer only.
create table company_modules (
  id serial primary key,
  company_code text not null references companies(code),
  module_key text not null,
  customer_id integer,
  unique nulls not distinct (company_code, module_key, customer_id)
);

create table customers (
  id serial primary key,
  key text not null unique,                 -- customer code printed on the invoice
  company_code text not null references companies(code),
  customer_type text not null check (customer_type in ('private', 'company', 'condominium', 'body')),
  name text not null,
  fiscal_code text,
  vat_number text,
  email text,
  phone_mobile text,
  phone_home text,
  privacy_company boolean not null default false,
  privacy_others boolean not null default false,
  created_at timestamptz not null default now()
);
create index customers_company_idx on customers (company_code);
create index customers_fiscal_code_idx on customers (fiscal_code);
create index customers_vat_number_idx on customers (vat_number);

alter table company_modules add foreign key (customer_id) references customers(id);

create table users (
  id serial primary key,
  key text not null unique,
  username text not null,
  company_code text not null references companies(code),
  password_hash text,
  status text not null check (status in ('Active', 'Inactive', 'Suspended', 'Pending')),
  type text not null check (type in ('Agency', 'Customer', 'Lead')),
  email text,
  user_options text not null default '{}',
  receive_commercial_notifications boolean not null default false,
  receive_tech_notifications boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Usernames are unique per brand regardless of case.
create unique index users_company_username_idx on users (company_code, lower(username));

-- Which customers a user may act for: its own, an accepted delegation, an agency portfolio.
create table user_customers (
  user_id integer not null references users(id) on delete cascade,
  customer_id integer not null references customers(id) on delete cascade,
  relation text not null check (relation in ('owner', 'delegate', 'agency')),
  status text not null default 'accepted' check (status in ('pending', 'accepted', 'refused')),
  created_at timestamptz not null default now(),
  primary key (user_id, customer_id)
);
create index user_customers_customer_idx on user_customers (customer_id);

create table contracts (
  id serial primary key,
  key text not null unique,
  customer_id integer not null references customers(id),
  company_code text not null references companies(code),
  status text not null default 'Attivo' check (status in ('Attivo', 'Cessato', 'InAttivazione')),
  start_date date not null,
  end_date date,
  multi_pod_invoicing boolean not null default false,
  -- shipping address (where invoices are sent)
  ship_street_generic text,
  ship_street_name text,
  ship_civic_number text,
  ship_civic_number_ext text,
  ship_city text,
  ship_province text,
  ship_postal_code text,
  ship_locality text,
  ship_istat_code text,
  ship_country text not null default 'IT',
  ship_floor text,
  ship_building text,
  ship_flat_number text,
  -- banking (direct debit)
  payment_method text not null default 'Bollettino' check (payment_method in ('Bollettino', 'SDD')),
  iban text,
  bic text,
  account_holder text,
  account_holder_fiscal_code text,
  sdd_status text,
  bollettaclick boolean not null default false,
  created_at timestamptz not null default now()
);
create index contracts_customer_idx on contracts (customer_id, id);

create table supplies (
  id serial primary key,
  key text not null unique,
  contract_id integer not null references contracts(id),
  customer_id integer not null references customers(id),
  commodity text not null check (commodity in ('luce', 'gas', 'teleriscaldamento')),
  pod_pdr text not null,
  nickname text,
  status text not null default 'Attiva' check (status in ('Attiva', 'Cessata', 'InAttivazione')),
  address text not null,
  postal_code text not null,
  locality text not null,
  province text not null,
  activation_date date not null,
  end_date date,
  offer_code text,
  meter_serial text,
  contracted_power_kw numeric(8, 2),
  annual_consumption numeric(12, 2),
  consumption_unit text not null check (consumption_unit in ('kWh', 'Smc', 'MWh')),
  use_type text,
  created_at timestamptz not null default now()
);
create index supplies_customer_idx on supplies (customer_id, id);
create index supplies_contract_idx on supplies (contract_id);

create table sessions (
  id text primary key,
  company_code text not null references companies(code),
  locale text not null default 'it',
  client_spec jsonb,
  user_id integer references users(id) on delete cascade,
  current_customer_id integer references customers(id),
  guest boolean not null default false,
  link_id integer,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);
