// A retailer's data volume in PostgreSQL, on the production schema (the server's own migrations,
// applied first): 100,000 customers with a user each, 150,000 contracts and supplies, 3,000,000
// bills (20 per supply) with instalments and a document each, five notifications per user and a
// year of hourly consumption (8,760 points) for 10,000 electricity supplies. Everything is made by
// PostgreSQL itself with generate_series (no row crosses the wire), deterministic (same ids, keys
// and amounts on every run) and fictional.
//
// Run (an empty database, or --reset to drop and recreate its public schema):
//   DATABASE_URL=postgres://… npm run bench:data -- [--scale 0.01] [--reset] [--explain-only]
// --scale multiplies every count (0.1 = 10,000 customers; 0.01 for a quick run).
// Every user has the password `Sportello!2026` and logs in as `cliente<N>` (N = customer id) on
// the brand of its customer (brand = the N-th of sgr ast sga mes wdo smg sol, cycling).
// At the end it prints EXPLAIN (ANALYZE) of every list query the dashboard bench sends, and
// fails when one of them reads a big table without an index.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/services/passwords.ts';
import { BENCH_BRANDS, BENCH_PASSWORD, CONSUMPTION_YEAR, explainListQueries } from './lib/bench-data.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a PostgreSQL server: the bench data is not for PGlite).');
  process.exit(1);
}
const scale = Number(args.scale);
if (!(scale > 0 && scale <= 10)) {
  console.error('--scale must be a number in (0, 10]');
  process.exit(1);
}
const C = Math.round(100_000 * scale); // customers (and users)
const BILLS_PER_SUPPLY = 20; // bimonthly, three years and four months
const HOURLY = Math.max(1, Math.round(10_000 * scale)); // supplies with hourly measures
const NOTES_PER_USER = 5;

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set statement_timeout = 0');
const started = performance.now();
const timings = [];
async function step(name, text, params) {
  const t = performance.now();
  const res = await client.query(text, params);
  const seconds = (performance.now() - t) / 1000;
  timings.push([name, seconds, res.rowCount]);
  console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s  ${res.rowCount ?? ''}`);
  return res;
}

if (!args['explain-only']) {
  if (args.reset) {
    await client.query('drop schema public cascade; create schema public');
  }
  // The production schema: the server's migrations, through the server's own code.
  const handle = await openDatabase({ DATABASE_URL: url, DATA_DIR: '/nonexistent' });
  try {
    const applied = await migrate(handle);
    console.log(`migrations applied: ${applied.length}`);
  } finally {
    await handle.close();
  }
  const existing = await client.query('select count(*)::int as n from customers');
  if (existing.rows[0].n > 0) {
    console.error('The database already holds customers: pass --reset to start again from an empty schema.');
    process.exit(1);
  }
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const S = C + Math.floor(C / 2); // customers with an even id have two supplies
  const hourlyEvery = Math.max(1, Math.floor(S / HOURLY));
  console.log(
    `scale ${scale}: ${C} customers, ${S} supplies, ${S * BILLS_PER_SUPPLY} bills, ` +
      `${Math.min(HOURLY, Math.floor(S / hourlyEvery))} hourly supplies`,
  );

  // Bulk load: foreign-key triggers off for this session (the rows are built consistent), and
  // the secondary indexes of the big tables dropped first and rebuilt after (one sort each
  // instead of millions of insertions). Their definitions are read back from the catalogue, so
  // they come back exactly as the migrations made them.
  await client.query('set session_replication_role = replica');
  await client.query('set maintenance_work_mem = $1', ['512MB'].map(String)).catch(() => undefined);
  const big = [
    'invoices',
    'installments',
    'documents',
    'notifications',
    'consumption_hourly',
    'supplies',
    'contracts',
  ];
  const { rows: indexes } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [big],
  );
  for (const ix of indexes) await client.query(`drop index ${ix.indexname}`);

  await step(
    'offers',
    `insert into offers (code, company_code, name, commodity, price_type, description, price_f1, price_f2, price_f3, price_unit, monthly_fee, valid_from)
     select 'BENCH-' || upper(b) || '-' || o.kind, b, o.name, o.commodity, o.price_type, o.name || ' (dati di carico)',
            0.12, 0.11, 0.10, o.unit, 9.90, date '2020-01-01'
     from unnest($1::text[]) b
     cross join (values ('ORARIO', 'Luce Oraria', 'luce', 'Orario', '€/kWh'),
                        ('LUCE', 'Luce Fissa', 'luce', 'Fisso', '€/kWh'),
                        ('GAS', 'Gas Fisso', 'gas', 'Fisso', '€/Smc')) as o(kind, name, commodity, price_type, unit)`,
    [BENCH_BRANDS],
  );
  await step(
    'customers',
    `insert into customers (id, key, company_code, customer_type, name, fiscal_code, vat_number, email, phone_mobile, privacy_company, created_at)
     select i, 'BC' || lpad(i::text, 9, '0'), ($2::text[])[1 + (i - 1) % 7],
            case when i % 10 = 0 then 'company' else 'private' end,
            case when i % 10 = 0 then 'Impresa Carico ' || i || ' S.r.l.' else 'Cliente Carico ' || i end,
            case when i % 10 = 0 then null else 'CRCCLN' || lpad((i % 100)::text, 2, '0') || 'A01H501' || chr(65 + i % 26) end,
            case when i % 10 = 0 then lpad(i::text, 11, '0') else null end,
            'cliente' || i || '@esempio.it', '+39 3' || lpad((i % 1000000000)::text, 9, '0'), i % 3 = 0,
            timestamptz '2023-01-01' + make_interval(mins => i)
     from generate_series(1, $1::int) i`,
    [C, BENCH_BRANDS],
  );
  await step(
    'users',
    `insert into users (id, key, username, company_code, password_hash, status, type, email)
     select i, 'BU' || lpad(i::text, 9, '0'), 'cliente' || i, ($3::text[])[1 + (i - 1) % 7], $2, 'Active', 'Customer',
            'cliente' || i || '@esempio.it'
     from generate_series(1, $1::int) i`,
    [C, passwordHash, BENCH_BRANDS],
  );
  await step(
    'user_customers',
    `insert into user_customers (user_id, customer_id, relation, status)
     select i, i, 'owner', 'accepted' from generate_series(1, $1::int) i`,
    [C],
  );
  // Supplies: customer c has supplies 1 (and 2 when c is even), numbered in customer order.
  // Contract id = supply id. Every hourlyEvery-th supply is an hourly electricity supply.
  const supplyRows = `select row_number() over (order by c, n)::int as id, c as customer_id, n
     from generate_series(1, $1::int) c cross join generate_series(1, case when c % 2 = 0 then 2 else 1 end) n`;
  await step(
    'contracts',
    `insert into contracts (id, key, customer_id, company_code, status, start_date, payment_method, iban, ship_city, ship_province, ship_postal_code, ship_street_name, ship_civic_number)
     select s.id, 'BK' || lpad(s.id::text, 9, '0'), s.customer_id, ($2::text[])[1 + (s.customer_id - 1) % 7], 'Attivo',
            date '2020-01-01' + (s.id % 1000), case when s.id % 3 = 0 then 'SDD' else 'Bollettino' end,
            case when s.id % 3 = 0 then 'IT60X0542811101000000123456' end,
            'Roma', 'RM', '00100', 'Via del Carico', (1 + s.id % 200)::text
     from (${supplyRows}) s`,
    [C, BENCH_BRANDS],
  );
  await step(
    'supplies',
    `insert into supplies (id, key, contract_id, customer_id, commodity, pod_pdr, status, address, postal_code, locality, province, activation_date, offer_code, meter_serial, contracted_power_kw, annual_consumption, consumption_unit, use_type)
     select s.id, 'BS' || lpad(s.id::text, 9, '0'), s.id, s.customer_id, k.commodity,
            case when k.commodity = 'luce' then 'IT001E' || lpad(s.id::text, 8, '0') else lpad(s.id::text, 14, '0') end,
            'Attiva', 'Via del Carico ' || (1 + s.id % 200), '00100', 'Roma', 'RM', date '2020-01-01' + (s.id % 1000),
            'BENCH-' || upper(($2::text[])[1 + (s.customer_id - 1) % 7]) || '-' || k.offer,
            'M' || lpad(s.id::text, 10, '0'),
            case when k.commodity = 'luce' then 3.0 end,
            case when k.commodity = 'luce' then 2700 else 1100 end,
            case when k.commodity = 'luce' then 'kWh' else 'Smc' end, 'Domestico'
     from (${supplyRows}) s
     cross join lateral (select
            case when s.id % $3 = 0 or s.n = 1 then 'luce' else 'gas' end as commodity,
            case when s.id % $3 = 0 then 'ORARIO' when s.n = 1 then 'LUCE' else 'GAS' end as offer) k`,
    [C, BENCH_BRANDS, hourlyEvery],
  );
  await step(
    'meters',
    `insert into meters (supply_id, serial, digits, installed_on, full_capacity_start_date, window_from_day, window_to_day)
     select id, meter_serial, 6, date '2020-01-01', case when offer_code like '%-ORARIO' then date '2021-01-01' end, 25, 5
     from supplies order by id`,
  );
  // Bills: 20 bimonthly per supply, the newest issued in November 2026. The newest bill of one
  // supply in five is still to pay; one bill in twenty is in three instalments.
  await step(
    'invoices',
    `insert into invoices (id, key, customer_id, contract_id, supply_id, company_code, invoice_type_code, issue_date, due_date, period_start, period_end, total_amount, consumption, consumption_unit, paid_on, archiviation_key)
     select (s.id - 1) * ${BILLS_PER_SUPPLY} + k + 1, 'BF' || lpad(((s.id - 1) * ${BILLS_PER_SUPPLY} + k + 1)::text, 10, '0'),
            s.customer_id, s.contract_id, s.id, c.company_code, 1,
            p.period_end + 10, p.period_end + 30, p.period_start, p.period_end,
            round((40 + (s.id * 7 + k * 13) % 160 + ((s.id + k) % 100) / 100.0)::numeric, 2),
            (150 + (s.id + k * 31) % 400)::numeric, s.consumption_unit,
            case when k = ${BILLS_PER_SUPPLY - 1} and s.id % 5 = 0 then null else p.period_end + 25 end,
            'BA' || lpad(((s.id - 1) * ${BILLS_PER_SUPPLY} + k + 1)::text, 10, '0')
     from supplies s
     join contracts c on c.id = s.contract_id
     cross join generate_series(0, ${BILLS_PER_SUPPLY - 1}) k
     cross join lateral (select (date '2023-07-01' + make_interval(months => 2 * k))::date as period_start,
                                (date '2023-07-01' + make_interval(months => 2 * k + 2))::date - 1 as period_end) p
     order by s.id, k`,
  );
  await step(
    'installments',
    `insert into installments (invoice_id, customer_id, number, due_date, amount, paid_on)
     select i.id, i.customer_id, n, i.due_date + (n - 1) * 30,
            case when n < 3 then round(i.total_amount / 3, 2) else i.total_amount - 2 * round(i.total_amount / 3, 2) end,
            case when i.paid_on is not null or n = 1 then i.due_date + (n - 1) * 30 - 2 end
     from invoices i cross join generate_series(1, 3) n
     where i.id % 20 = 19
     order by i.id, n`,
  );
  await step('invoices paid in instalments', `update invoices set paid_on = null where id % 20 = 19`);
  await step(
    'documents',
    `insert into documents (id, archiviation_key, customer_id, invoice_id, doc_type, status, file_name, content_type)
     select id, 'DOC-' || key, customer_id, id, 'Invoice', 'ready', 'bolletta-' || key || '.pdf', 'application/pdf'
     from invoices order by id`,
  );
  await step(
    'notifications',
    `insert into notifications (user_id, customer_id, type_id, subject, message, created_at, read_time)
     select u, u, t.id, t.description || ' n. ' || n, 'Comunicazione di prova ' || n || ' per il cliente ' || u,
            timestamptz '2026-01-01' + make_interval(days => n * 30 + u % 30),
            case when n < 4 then timestamptz '2026-01-02' + make_interval(days => n * 30 + u % 30) end
     from generate_series(1, $1::int) u
     cross join generate_series(1, ${NOTES_PER_USER}) n
     join notification_types t on t.code = (array['info', 'billing', 'promo', 'billing', 'contract-terms'])[n]
     order by u, n`,
    [C],
  );
  // A year of hourly measures (365 days × 24 hours) per hourly supply, banded by ARERA's rule
  // (F1 Mon–Fri 8–19, F2 Mon–Fri 7 and 19–23 and Sat 7–23, F3 the rest; holidays left as weekdays).
  // In batches of 500 supplies, so the progress shows.
  await client.query('alter table consumption_hourly drop constraint consumption_hourly_pkey');
  const hourlyIds = (
    await client.query(`select id from supplies where offer_code like '%-ORARIO' order by id`)
  ).rows.map((r) => r.id);
  const t0 = performance.now();
  let hourlyRows = 0;
  for (let i = 0; i < hourlyIds.length; i += 500) {
    const batch = hourlyIds.slice(i, i + 500);
    const res = await client.query(
      `insert into consumption_hourly (supply_id, day, hour, value, band)
       select s, d::date, h,
              round((0.08 + ((s * 7 + h * 13 + extract(doy from d)::int * 3) % 90) / 100.0
                     * case when h between 8 and 20 then 1.6 else 0.7 end)::numeric, 3),
              case when extract(isodow from d) = 7 then 'F3'
                   when extract(isodow from d) = 6 then case when h between 7 and 22 then 'F2' else 'F3' end
                   when h between 8 and 18 then 'F1'
                   when h = 7 or h between 19 and 22 then 'F2' else 'F3' end
       from unnest($1::int[]) s
       cross join generate_series($2::date, $3::date, interval '1 day') d
       cross join generate_series(0, 23) h
       order by s, d, h`,
      [batch, CONSUMPTION_YEAR.start, CONSUMPTION_YEAR.end],
    );
    hourlyRows += res.rowCount;
    process.stdout.write(`\r  consumption_hourly ${hourlyRows.toLocaleString('en')} rows`);
  }
  process.stdout.write('\n');
  timings.push(['consumption_hourly', (performance.now() - t0) / 1000, hourlyRows]);
  console.log(
    `  ${'consumption_hourly'.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s  ${hourlyRows}`,
  );
  await step(
    'consumption_hourly primary key',
    'alter table consumption_hourly add constraint consumption_hourly_pkey primary key (supply_id, day, hour)',
  );
  for (const ix of indexes) await step(`index ${ix.indexname}`, ix.indexdef);
  await client.query('set session_replication_role = origin');
  for (const table of [
    'customers',
    'users',
    'contracts',
    'supplies',
    'invoices',
    'documents',
    'notifications',
  ]) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  // Any index the migrations add after this run's indexes (0430_list_indexes…) is already in
  // place: migrate() ran first. Statistics and the visibility map for index-only scans:
  await step('vacuum analyze', 'vacuum analyze');
  const seconds = (performance.now() - started) / 1000;
  console.log(`\ngenerated in ${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s)`);
}

const counts = await client.query(
  `select (select count(*) from customers) customers, (select count(*) from users) users,
          (select count(*) from supplies) supplies, (select count(*) from invoices) invoices,
          (select count(*) from installments) installments, (select count(*) from documents) documents,
          (select count(*) from notifications) notifications, (select count(*) from consumption_hourly) consumption_hourly,
          pg_size_pretty(pg_database_size(current_database())) size`,
);
console.log('rows:', JSON.stringify(counts.rows[0]));
const problems = await explainListQueries(client, (line) => console.log(line));
await client.end();
if (problems.length) {
  console.error(
    `\n${problems.length} list queries read a big table without an index or are planned on every run:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
