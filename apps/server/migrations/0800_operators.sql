-- Issue 21: the retailer's operators and their console (/console, API /services/rest/console/v1).
-- An operator is not a customer's user: its own accounts, sessions, second factor and audit log.

create table operators (
  id bigserial primary key,
  -- Lowercase, as typed at login (unique across brands: an operator may serve several).
  username text not null unique check (username ~ '^[a-z0-9][a-z0-9._-]{2,62}$'),
  name text not null check (length(trim(name)) between 1 and 120),
  -- argon2id (services/passwords.ts), as the customers' passwords.
  password_hash text not null,
  -- The TOTP secret (base32), sealed with AES-256-GCM under a key derived from CODE_PEPPER
  -- (services/console/secrets.ts): a copy of the database alone opens no second factor.
  totp_secret_sealed text not null,
  -- The last TOTP time step accepted: a code is good once (no replay within its window).
  totp_last_step bigint not null default 0,
  role text not null check (role in ('agent', 'supervisor', 'admin')),
  -- The brands (company codes) whose customers the operator reaches.
  brands text[] not null check (cardinality(brands) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A suspended operator cannot log in; its sessions end when it is suspended.
  suspended_at timestamptz
);

-- Recovery codes: shown once, kept as HMAC-SHA256 under a key derived from CODE_PEPPER (random
-- codes of 50 bits: a keyed digest, not a password hash); each is good once.
create table operator_recovery_codes (
  id bigserial primary key,
  operator_id bigint not null references operators(id) on delete cascade,
  code_digest text not null check (code_digest ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  unique (operator_id, code_digest)
);

-- Operator sessions: their own table and lifetime (OPERATOR_SESSION_TTL_MINUTES of inactivity,
-- OPERATOR_SESSION_MAX_HOURS at most), never a customer's session. The id the console holds is
-- never stored: its SHA-256 is.
create table operator_sessions (
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  operator_id bigint not null references operators(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  ip text
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);
create index operator_sessions_expiry_idx on operator_sessions (expires_at);

-- A suspended operator's sessions end at once.
create function operator_sessions_end_for_suspended() returns trigger language plpgsql as $$
begin
  if new.suspended_at is not null then
    delete from operator_sessions where operator_id = new.id;
  end if;
  return new;
end $$;
create trigger operators_suspension_ends_sessions after update of suspended_at on operators
  for each row execute function operator_sessions_end_for_suspended();

-- Who took a customer's request in hand in the console (one operator at a time).
create table operator_request_assignments (
  request_id integer primary key references customer_requests(id) on delete cascade,
  operator_id bigint not null references operators(id),
  assigned_at timestamptz not null default now()
);
create index operator_request_assignments_operator_idx on operator_request_assignments (operator_id);

-- Every operator action: who, when, what, on what, before and after. Append-only, kept so by the
-- database itself: an update, a delete or a truncate raises an exception, whoever asks.
create table operator_audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  -- The operator acting; null for a command (npm run console:admin) or a failed login.
  operator_id bigint references operators(id),
  -- Its username then (or `command`, or the username a failed login tried).
  actor text not null,
  action text not null,
  -- What the action was on: operator, request, customer, session…, and its id.
  target_type text,
  target_id text,
  -- The brand the target belongs to, when it belongs to one.
  company_code text,
  before jsonb,
  after jsonb,
  ip text
);
create index operator_audit_log_at_idx on operator_audit_log (at desc);
create index operator_audit_log_operator_idx on operator_audit_log (operator_id, at desc);
create index operator_audit_log_target_idx on operator_audit_log (target_type, target_id);

create function operator_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit_log è in sola aggiunta: % rifiutato', tg_op
    using errcode = 'insufficient_privilege';
end $$;
create trigger operator_audit_log_no_update before update or delete on operator_audit_log
  for each row execute function operator_audit_log_append_only();
create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
  for each statement execute function operator_audit_log_append_only();
