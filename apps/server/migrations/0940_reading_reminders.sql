-- Issue 24: the reading reminders. When a supply's self-reading window opens (the meter's own
-- days, or its brand's default of brand_reading_windows), the owners of its customer are told once,
-- by e-mail and push, with a link (module 7) to the supply's reading form.
--
-- One row per supply and window: the job (services/erp/reading-reminders.ts) inserts it in the
-- same transaction as it stores the messages in the outbox and enqueues their delivery, so of
-- several server processes running the job at once only the one whose insert wins sends; a rolled
-- back send leaves no row, and the next run tries again. A window still open after a stop is
-- found by the next run (catch-up).
create table reading_reminders (
  id bigserial primary key,
  supply_id integer not null references supplies(id) on delete cascade,
  window_start date not null,
  window_end date not null,
  -- How many users were told (e-mails, pushes): 0 when none wanted it or none could be reached.
  mails integer not null default 0,
  pushes integer not null default 0,
  sent_at timestamptz not null default now(),
  unique (supply_id, window_start)
);
create index reading_reminders_sent_idx on reading_reminders (sent_at);

-- The profile's preference (Profilo, "Promemoria autolettura"): a user listed here is not told.
-- Reminders are on unless turned off.
create table reading_reminder_optouts (
  user_id integer primary key references users(id) on delete cascade,
  created_at timestamptz not null default now()
);
