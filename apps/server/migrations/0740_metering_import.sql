-- Readings, consumption and prices brought in by the retailer (issue 20, integration API).
--
-- A supply is found by its POD/PDR (the one active on the measure's day): an index for it.
create index if not exists supplies_pod_pdr_idx on supplies (pod_pdr, activation_date desc);

-- The measures of hourly and quarter-hourly consumption files as the retailer sent them, by their
-- position in the day (`period`: the quarter of hour the interval starts in, 1..100, so 92 on the
-- March day of 23 hours and 100 on the October day of 25). Idempotent by (supply, day, period);
-- consumption_hourly (what the portal's graphs read) is recomputed from these rows by local clock
-- hour, so the two 02:00 hours of the October day add up into one hour of the graph.
create table consumption_intervals (
  supply_id integer not null references supplies(id),
  day date not null,
  period smallint not null check (period between 1 and 100),
  minutes smallint not null check (minutes in (15, 60)),
  value numeric(12, 3) not null,
  primary key (supply_id, day, period)
);

-- Daily consumption (smart gas meters, daily electricity measures): idempotent by (supply, day);
-- consumption_monthly of the same month is recomputed from these rows.
create table consumption_daily (
  supply_id integer not null references supplies(id),
  day date not null,
  value numeric(12, 3) not null,
  f1 numeric(12, 3),
  f2 numeric(12, 3),
  f3 numeric(12, 3),
  estimated boolean not null default false,
  primary key (supply_id, day)
);

-- A reading imported twice is one reading: (meter, day, register) finds it again.
create index readings_meter_day_idx on readings (meter_id, reading_date, band);
