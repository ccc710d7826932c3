-- Issue 18, item 1: demo data never reaches production. The demo seed writes one row here in its
-- own transaction; a server in MODE=production refuses to start on a database that holds it
-- (seed/demo-marker.ts).
create table demo_seed (
  id boolean primary key default true check (id),
  seeded_at timestamptz not null default now()
);

-- A database seeded by a version before this table: its demo users are the evidence (usernames
-- of the seed with the seed's keys, USR-00001…, never the USR-<10 hex> of a registration).
insert into demo_seed (seeded_at)
select min(created_at) from users
where (key ~ '^USR-[0-9]{5}$' and username like 'demo.%') or key = 'USR-DEMO-PENDING'
having count(*) > 0;
