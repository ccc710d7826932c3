-- Issue 22: one job runner on the database (services/jobs). A job is claimed by one process at a
-- time with FOR UPDATE SKIP LOCKED and a lease (locked_until): a process killed mid-job leaves a
-- lease that expires, and another process runs the job again.
--   waiting  due at run_at (attempts > 0: it failed and waits for its retry, with backoff)
--   running  claimed by locked_by until locked_until
--   dead     failed max_attempts times: a dead letter, listed and resent by an operator
-- A job that succeeds is deleted (the outbox row keeps what was delivered).
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  -- The outbox row a delivery job sends: the job goes when the purge deletes the row.
  outbox_id bigint references outbox(id) on delete cascade,
  state text not null default 'waiting' check (state in ('waiting', 'running', 'dead')),
  attempts integer not null default 0,
  max_attempts integer not null check (max_attempts >= 1),
  run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  -- At most one waiting or running job per key (a periodic task never piles up behind itself).
  singleton_key text,
  created_at timestamptz not null default now(),
  dead_at timestamptz
);
create index jobs_due_idx on jobs (run_at, id) where state = 'waiting';
create index jobs_lease_idx on jobs (locked_until) where state = 'running';
create index jobs_dead_idx on jobs (id desc) where state = 'dead';
create index jobs_outbox_idx on jobs (outbox_id);
create unique index jobs_singleton_idx on jobs (singleton_key) where state in ('waiting', 'running');

-- Periodic tasks (the purge): the process whose UPDATE moves next_run_at on enqueues that
-- period's job, so each period runs once however many processes run.
create table scheduled_jobs (
  name text primary key,
  period_ms integer not null check (period_ms > 0),
  next_run_at timestamptz not null,
  last_enqueued_at timestamptz
);

-- A message that kept failing ends 'dead' (a dead letter) instead of 'failed' for ever.
alter table outbox drop constraint outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('queued', 'logged', 'sent', 'failed', 'dead'));

-- Messages the in-process delivery of earlier versions left queued or failed: those of the last
-- hour are retried now; older ones (an expired code, a stale link) become dead letters an
-- operator may resend.
update outbox set status = 'dead'
  where status in ('queued', 'failed') and created_at < now() - interval '1 hour';
insert into jobs (kind, outbox_id, state, max_attempts, attempts, last_error, dead_at)
  select 'outbox.deliver', id, 'dead', 1, 1, 'non consegnato prima dell''aggiornamento', now()
  from outbox where status = 'dead';
insert into jobs (kind, outbox_id, max_attempts)
  select 'outbox.deliver', id, 10 from outbox where status in ('queued', 'failed');
