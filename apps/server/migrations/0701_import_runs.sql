-- Issue 20: bulk uploads of the integration API (NDJSON customers; other kinds may use the same
-- runs) are streamed into import_chunks as they arrive and worked by the job runner (job
-- `integration.import`), with their progress and refused lines here for GET …/jobs/{id}.
--
-- Why a table of chunks and not a file under DATA_DIR: the job runner claims a job on whichever
-- server process is free (SKIP LOCKED), and with several servers behind a load balancer only the
-- database is shared by all of them; PGlite has no large objects, and a chunk of about 1 MiB of
-- whole lines is one row to read at a time, so neither the upload nor the job holds the file.
-- The chunks are deleted when the job ends.
create table import_runs (
  id bigserial primary key,
  kind text not null,
  -- The integration token that sent it (its name: the logs' name too).
  token_name text not null,
  state text not null default 'receiving'
    check (state in ('receiving', 'queued', 'running', 'done', 'failed')),
  lines_read integer not null default 0,
  created integer not null default 0,
  updated integer not null default 0,
  refused integer not null default 0,
  -- The next chunk the job works (a job run again after a crash goes on from there).
  next_chunk integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);

create table import_chunks (
  run_id bigint not null references import_runs(id) on delete cascade,
  seq integer not null,
  -- The number (from 1) of the chunk's first line in the file.
  first_line integer not null,
  data text not null,
  primary key (run_id, seq)
);

create table import_refusals (
  id bigserial primary key,
  run_id bigint not null references import_runs(id) on delete cascade,
  line integer not null,
  field text not null,
  message text not null
);
create index import_refusals_run_idx on import_refusals (run_id, line, id);

-- The retailer's keys of an import: a supply by its POD/PDR, a meter by its serial in its supply.
create index supplies_pod_pdr_idx on supplies (pod_pdr);
create unique index meters_supply_serial_idx on meters (supply_id, serial);
