-- The console's default self-reading window per brand (issue 21): the days of the month (from, to;
-- to may be before from: the window runs into the next month) of every meter of the brand's
-- customers that has no window of its own (meters.window_from_day or window_to_day null). No row:
-- such meters expect no self-reading, as before.
create table brand_reading_windows (
  company_code text primary key references companies (code),
  from_day smallint not null check (from_day between 1 and 31),
  to_day smallint not null check (to_day between 1 and 31),
  updated_at timestamptz not null default now()
);
