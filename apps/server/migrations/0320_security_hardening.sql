-- Security hardening (issue 9): session ids stored hashed with an absolute lifetime, sessions
-- ended when their user stops being Active, and throttling counted atomically.

-- The database keeps only the SHA-256 (hex) of a session id: a leaked table holds no usable id.
-- Sessions live before this migration are hashed in place, so they stay valid.
update sessions set id = encode(sha256(convert_to(id, 'UTF8')), 'hex');

-- A session ends at its absolute lifetime (SESSION_MAX_HOURS) whatever its activity.
alter table sessions add column absolute_expires_at timestamptz;
update sessions set absolute_expires_at = created_at + interval '12 hours';
alter table sessions alter column absolute_expires_at set not null;
create index sessions_ended_idx on sessions (ended_at) where ended_at is not null;

-- A user that stops being Active (suspended, deactivated) loses every session at once, whoever
-- changes the row (an API call, a back-office job, an operator in psql).
create function sessions_end_for_inactive_user() returns trigger language plpgsql as $$
begin
  if new.status <> 'Active' and new.status is distinct from old.status then
    update sessions set ended_at = now() where user_id = new.id and ended_at is null;
  end if;
  return new;
end;
$$;
create trigger users_status_ends_sessions after update of status on users
  for each row execute function sessions_end_for_inactive_user();

-- Throttling: one row per subject, counted and checked in one INSERT … ON CONFLICT … RETURNING,
-- so parallel attempts cannot all pass the check before any is counted.
create table throttle_counters (
  scope text not null,            -- 'login-user', 'login-ip', 'probe-ip'
  subject text not null,          -- e.g. 'ast:demo.ast' or '203.0.113.7'
  hits integer not null,
  reset_at timestamptz not null,  -- end of the current window
  primary key (scope, subject)
);
create index throttle_counters_reset_idx on throttle_counters (reset_at);
drop table auth_failures;

create index workflows_expires_idx on workflows (expires_at) where expires_at is not null;
create index outbox_created_idx on outbox (created_at);
