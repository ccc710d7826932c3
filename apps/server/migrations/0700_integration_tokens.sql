-- Issue 20: the retailer's systems (ERP, billing, metering) call the integration API
-- (/services/rest/integration/v1) with a token: `Authorization: Bearer <token>`. A token is created,
-- listed and revoked with `npm run integration:token`; it is shown once, at creation, and stored
-- only as the SHA-256 of its text. A token is 32 random bytes (256 bits), not a password a person
-- chose: nobody can guess it or run a dictionary against its hash, so a slow password hash
-- (scrypt, argon2) would add only a delay to every call; a plain digest, looked up by its unique
-- index, is what GitHub and Stripe keep for theirs.
create table integration_tokens (
  id bigserial primary key,
  -- The name the retailer gives it (`erp`), logged with each use.
  name text not null unique check (name ~ '^[a-z0-9][a-z0-9._-]{0,62}$'),
  -- What it may do: import (customers, bills, readings, consumption), requests, prices.
  scopes text[] not null check (scopes <@ array['import', 'requests', 'prices']::text[] and cardinality(scopes) > 0),
  -- The hex SHA-256 of the token's text.
  token_sha256 text not null unique check (token_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- A revoked token answers 401 from its next call on; the row stays (its name in old logs).
  revoked_at timestamptz,
  -- Updated at most once a minute (not a write per call).
  last_used_at timestamptz
);
