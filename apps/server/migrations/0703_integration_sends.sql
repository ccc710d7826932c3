-- Issue 20: messages and proposals sent by the retailer's system (POST …/messages, …/proposals)
-- once by the retailer's own reference, like payments: the same call again creates nothing and is
-- answered as the first time (its answer kept here); the same reference with another content is
-- a 409. A call without a reference is not recorded here (each one sends).
create table integration_sends (
  id bigserial primary key,
  operation text not null check (operation in ('messages', 'proposals')),
  reference text not null,
  -- SHA-256 (hex) of the request as read (codes trimmed and uppercased, defaults filled in).
  request_sha256 text not null,
  -- The answer of the first call; empty until its transaction commits with it.
  response jsonb not null default '{}',
  token_name text not null,
  created_at timestamptz not null default now(),
  unique (operation, reference)
);
