-- Core, Wfm and bpm areas: login throttling, user profiles, devices, notifications, links,
-- workflows (delegation, OTP checks, surveys), configuration properties and the outbox.

-- Failed attempts (login, password checks, probing calls), counted in a sliding window per
-- subject: a username of a brand, a client address. Stored here so every server agrees.
create table auth_failures (
  id bigserial primary key,
  scope text not null,            -- 'login-user', 'login-ip', 'probe-ip'
  subject text not null,          -- e.g. 'ast:demo.ast' or '203.0.113.7'
  failed_at timestamptz not null default now()
);
create index auth_failures_subject_idx on auth_failures (scope, subject, failed_at);

-- What a user told us at registration beyond the users row (delegates give contacts and address).
create table user_profiles (
  user_id integer primary key references users(id) on delete cascade,
  registration_type text not null check (registration_type in ('private', 'company', 'condominium', 'body', 'delegate')),
  first_name text,
  last_name text,
  fiscal_code text,
  phone_mobile text,
  phone_home text,
  street_name text,
  civic_number text,
  city text,
  province text,
  postal_code text,
  privacy_personal_data_at timestamptz,
  privacy_marketing boolean not null default false,
  privacy_others boolean not null default false,
  created_at timestamptz not null default now()
);

-- Push ids of the app installations of a user.
create table devices (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  fb_push_id text not null unique,
  platform text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index devices_user_idx on devices (user_id);

-- Configuration properties the client may read (App_min_version); a brand row wins over the
-- row for all brands (company_code null).
create table conf_properties (
  id serial primary key,
  company_code text references companies(code),
  name text not null,
  value text not null,
  unique nulls not distinct (company_code, name)
);

-- Links sent by mail, SMS or push. The hash code is the credential: only its SHA-256 is kept.
-- Modules: 1 invoice, 4 message, 5 password (create or reset), 6 workflow survey, 7 supply
-- self-reading, 8 proposal, 9 pun.
create table links (
  id serial primary key,
  company_code text not null references companies(code),
  module_id integer not null check (module_id between 1 and 99),
  entity_key text,
  additional_params text not null default '{}',
  customer_id integer references customers(id) on delete cascade,
  user_id integer references users(id) on delete cascade,
  hash_sha256 text not null,
  single_use boolean not null default false,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index links_user_idx on links (user_id, module_id);

create table notification_types (
  id serial primary key,
  code text not null unique,
  description text not null,
  detail text,
  acceptance_required boolean not null default false
);

create table notifications (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  customer_id integer references customers(id) on delete cascade,
  type_id integer not null references notification_types(id),
  subject text not null,
  message text not null,
  link_id integer references links(id) on delete set null,
  push_id text,
  mn_msg_id text,
  created_at timestamptz not null default now(),
  valid_until timestamptz,
  read_time timestamptz,
  accepted_time timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);

-- Workflows: a delegation waiting for the delegator, an e-mail or phone check waiting for its
-- OTP, a survey waiting for a reply, a contract association. Ids are random (unguessable).
create table workflows (
  id text primary key,
  kind text not null check (kind in ('delegation', 'email-check', 'phone-check', 'survey', 'associate-contract', 'password-reset')),
  company_code text not null references companies(code),
  user_id integer references users(id) on delete cascade,
  customer_id integer references customers(id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'completed', 'refused', 'failed', 'expired')),
  task_name text,
  payload text not null default '{}',
  otp_hash text,
  otp_attempts integer not null default 0,
  expires_at timestamptz,
  reply text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index workflows_user_idx on workflows (user_id, kind, created_at desc);

-- Which pending delegation rows a delegation workflow confirms or refuses.
create table delegation_requests (
  workflow_id text not null references workflows(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  customer_id integer not null references customers(id) on delete cascade,
  primary key (workflow_id, customer_id)
);
create index delegation_requests_user_idx on delegation_requests (user_id, customer_id);

-- Every mail, SMS and push the server sends, written before delivery (embedded adapter: only
-- here and in the log; SMTP adapter: delivered, then marked sent).
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('mail', 'sms', 'push')),
  company_code text references companies(code),
  recipient text not null,
  subject text,
  body text not null,
  meta text not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'logged', 'sent', 'failed')),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_recipient_idx on outbox (lower(recipient), id desc);

-- Reference data: the notification types the server itself issues (a retailer adds its own).
insert into notification_types (code, description, detail, acceptance_required) values
  ('info', 'Comunicazione', 'Comunicazione di servizio', false),
  ('billing', 'Bolletta', 'Avviso relativo alle bollette', false),
  ('contract-terms', 'Variazione contrattuale', 'Comunicazione che richiede la presa visione', true),
  ('promo', 'Offerta', 'Proposta commerciale', false),
  ('delegation-request', 'Richiesta di delega', 'Un delegato chiede di gestire i contratti', false),
  ('delegation-outcome', 'Esito della delega', 'Risposta del titolare alla richiesta di delega', false);
