// What bench/data.mjs generates and what the API bench, the bare server and the EXPLAIN report
// share: the brands, the password, the consumption year, and the very SQL texts the portal sends
// for a dashboard's calls (read from PostgreSQL's statement log of the real server, Kysely's
// output byte for byte, so PostgreSQL prepares and plans the same statements for both servers).
import { createHash } from 'node:crypto';

export const BENCH_BRANDS = ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'];
export const BENCH_PASSWORD = 'Sportello!2026';
/** 365 days × 24 hours = 8,760 points per hourly supply. */
export const CONSUMPTION_YEAR = { start: '2025-11-01', end: '2026-10-31' };

const inList = (from, n) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');

/** Every call reads the session first (services/session-store.ts, touchSession). */
export const SESSION_SQL = `select *, (ended_at is null and expires_at > now() and absolute_expires_at > now()) as "live", (last_seen_at < now() - make_interval(secs => $1)
    or (expires_at < now() + make_interval(mins => $2) - make_interval(secs => $3) and expires_at < absolute_expires_at)) as "due", array(select uc.customer_id from user_customers uc
        where uc.user_id = sessions.user_id and uc.status = 'accepted' order by uc.customer_id) as "customer_ids" from "sessions" where "id" = $4`;
export const sessionParams = (hash) => [60, 20, 60, hash];
export const hashSessionId = (id) => createHash('sha256').update(id, 'utf8').digest('hex');

export const SQL = {
  user: `select * from "users" where "id" = $1`,
  userContracts: `select "contracts"."id", "contracts"."key" from "contracts" inner join "user_customers" on "user_customers"."customer_id" = "contracts"."customer_id" where "user_customers"."user_id" = $1 and "user_customers"."status" = $2 order by "contracts"."id"`,
  modules: `select distinct "module_key" from "company_modules" where "company_code" = $1 and ("customer_id" is null or "customer_id" = $2) order by "module_key"`,
  customers: (n) =>
    `select "customers".*, "user_customers"."relation", "user_customers"."scope" from "customers" left join "user_customers" on "user_customers"."customer_id" = "customers"."id" and "user_customers"."user_id" = $1 where "customers"."id" in (${inList(2, n)}) order by "customers"."id" limit $${n + 2}`,
  supplies: (n) =>
    `select "supplies".*, "customers"."key" as "customer_key", "contracts"."key" as "contract_key", count(*) over () as "total_count" from "supplies" inner join "customers" on "customers"."id" = "supplies"."customer_id" inner join "contracts" on "contracts"."id" = "supplies"."contract_id" where "supplies"."customer_id" in (${inList(1, n)}) order by "supplies"."customer_id", "supplies"."id" limit $${n + 1}`,
  invoices: (n) =>
    `with "page" as (select "invoices".*, "contracts"."key" as "contract_key", "contracts"."multi_pod_invoicing", "customers"."key" as "customer_key", "customers"."name" as "customer_name", "supplies"."key" as "supply_key", "supplies"."commodity", "documents"."status" as "document_status", (select json_build_object('id', r.replacement_invoice_id, 'key', n.key,
        'replacedAt', r.replaced_at, 'carriedCredit', r.carried_credit::text)
        from invoice_replacements r join invoices n on n.id = r.replacement_invoice_id
        where r.replaced_invoice_id = invoices.id) as "replaced_by", (select json_build_object('id', r.replaced_invoice_id, 'key', o.key)
        from invoice_replacements r join invoices o on o.id = r.replaced_invoice_id
        where r.replacement_invoice_id = invoices.id) as "replaces", (select json_build_object('id', r.replaced_invoice_id, 'key', o.key)
        from invoice_replacements r join invoices o on o.id = r.replaced_invoice_id
        where r.credit_note_invoice_id = invoices.id) as "cancels", count(*) over () as "total_count" from "invoices" inner join "contracts" on "contracts"."id" = "invoices"."contract_id" inner join "customers" on "customers"."id" = "invoices"."customer_id" left join "supplies" on "supplies"."id" = "invoices"."supply_id" left join "documents" on "documents"."invoice_id" = "invoices"."id" and "documents"."doc_type" = $1 where "invoices"."customer_id" in (${inList(2, n)}) order by "invoices"."issue_date" desc, "invoices"."id" desc limit $${n + 2}) select "page".*, coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'invoice_id', i.invoice_id, 'number', i.number, 'due_date', i.due_date,
          'amount', i.amount::text, 'paid_on', i.paid_on, 'withdrawn_on', i.withdrawn_on) order by i.number)
        from installments i where i.invoice_id = page.id), '[]'::json) as "installment_rows", (select sum(coalesce(
      (select sum(i.amount) filter (where i.paid_on is null) from installments i where i.invoice_id = v.id having count(*) > 0),
      v.total_amount))
    from invoices v
    where v.customer_id in (${inList(n + 3, n)}) and v.paid_on is null
      and not exists (select 1 from invoice_replacements r where r.replaced_invoice_id = v.id)) as "owed" from "page" order by "page"."issue_date" desc, "page"."id" desc`,
  notifications: `select "n"."id", "n"."subject", "n"."message", "n"."created_at", "n"."customer_id", "n"."read_time", "n"."accepted_time", "n"."push_id", "n"."mn_msg_id", "n"."link_id", "t"."code", "t"."description", "t"."detail", "t"."acceptance_required" from "notifications" as "n" inner join "notification_types" as "t" on "t"."id" = "n"."type_id" where "n"."user_id" = $1 order by "n"."created_at" desc, "n"."id" desc limit $2`,
  notificationCounts: `select count(*)::int as "total", (count(*) filter (where n.read_time is null))::int as "unread", (count(*) filter (where t.acceptance_required and n.accepted_time is null))::int as "to_accept" from "notifications" as "n" inner join "notification_types" as "t" on "t"."id" = "n"."type_id" where "n"."user_id" = $1`,
  supplyByKey: (n) =>
    `select * from "supplies" where "customer_id" in (${inList(1, n)}) and "key" = $${n + 1}`,
  offerPriceType: `select "price_type" from "offers" where "code" = $1`,
  currentMeter: `select * from "meters" where "supply_id" = $1 and "removed_on" is null order by "installed_on" desc limit $2`,
  consumptionHourly: `select "day", "hour", "value", "band" from "consumption_hourly" where "supply_id" = $1 and "day" >= $2 and "day" <= $3 order by "day", "hour"`,
};

/**
 * Sample users spread evenly over the whole customer range (so the bench touches cold and hot
 * pages alike), and the owners of hourly supplies for the consumption call.
 */
export async function sampleUsers(client, count) {
  const { rows } = await client.query(
    `with n as (select count(*)::int as c from users where key like 'BU%')
     select u.id, u.username, u.company_code, uc.customer_id
     from n cross join generate_series(1, $1::int) k
     join users u on u.id = 1 + ((k - 1) * (select c from n)) / $1::int
     join user_customers uc on uc.user_id = u.id and uc.status = 'accepted'
     order by u.id`,
    [count],
  );
  const hourly = await client.query(
    `with h as (select s.id, s.key, s.customer_id, row_number() over (order by s.id) r, count(*) over () c
                from supplies s where s.offer_code like 'BENCH-%-ORARIO')
     select h.key as supply_key, u.id, u.username, u.company_code, h.customer_id
     from h join user_customers uc on uc.customer_id = h.customer_id and uc.relation = 'owner'
     join users u on u.id = uc.user_id
     where h.r % greatest(1, h.c / $1::int) = 0 order by h.id limit $1::int`,
    [count],
  );
  return { users: rows, hourlyOwners: hourly.rows };
}

/** Past this many rows a sequential scan in a list query is a missing index. */
const BIG_TABLE_ROWS = 10_000;

/**
 * EXPLAIN (ANALYZE) of each list query a dashboard sends, for one sample customer, run the way
 * the server runs them: a named prepared statement, executed six times first so PostgreSQL has
 * made its custom-or-generic plan choice, then explained. In a transaction rolled back at the end
 * (it creates the sample session). Returns the queries that scan a big table (over
 * BIG_TABLE_ROWS rows) sequentially, and the dashboard's that PostgreSQL plans anew on every run.
 */
export async function explainListQueries(client, print) {
  const { users, hourlyOwners } = await sampleUsers(client, 1);
  const user = users[0];
  const owner = hourlyOwners[0];
  if (!user || !owner) throw new Error('no bench data: run npm run bench:data first');
  const hash = hashSessionId('explain-sample-session');
  const c = [user.customer_id];
  const queries = [
    ['session (every call)', SESSION_SQL, sessionParams(hash)],
    ['session view: user', SQL.user, [user.id]],
    ['session view: contracts', SQL.userContracts, [user.id, 'accepted']],
    ['modules', SQL.modules, [user.company_code, user.customer_id]],
    ['customers', SQL.customers(1), [user.id, ...c, 100]],
    ['supplies', SQL.supplies(1), [...c, 1000]],
    ['bills page 1', SQL.invoices(1), ['Invoice', ...c, 5, ...c]],
    ['notifications', SQL.notifications, [user.id, 1]],
    ['notification counts', SQL.notificationCounts, [user.id]],
    ['consumption: supply by key', SQL.supplyByKey(1), [owner.customer_id, owner.supply_key]],
    ['consumption: current meter', SQL.currentMeter, [1, 1]],
    [
      'consumption: a year hourly',
      SQL.consumptionHourly,
      [null, CONSUMPTION_YEAR.start, CONSUMPTION_YEAR.end],
    ],
  ];
  const supply = await client.query('select id from supplies where key = $1', [owner.supply_key]);
  queries[10][2] = [supply.rows[0].id, 1];
  queries[11][2][0] = supply.rows[0].id;
  const problems = [];
  const big = new Set(
    (
      await client.query(`select relname from pg_class where relkind = 'r' and reltuples > $1`, [
        BIG_TABLE_ROWS,
      ])
    ).rows.map((r) => r.relname),
  );
  await client.query('begin');
  try {
    await client.query(
      `insert into sessions (id, company_code, user_id, current_customer_id, expires_at, absolute_expires_at)
       values ($1, $2, $3, $4, now() + interval '20 minutes', now() + interval '12 hours')`,
      [hash, user.company_code, user.id, user.customer_id],
    );
    let n = 0;
    for (const [name, text, params] of queries) {
      const stmt = `explain_${++n}`;
      await client.query(`prepare ${stmt} as ${text}`);
      const literal = params
        .map((p) => (p === null ? 'null' : `'${String(p).replaceAll("'", "''")}'`))
        .join(', ');
      for (let i = 0; i < 6; i++) await client.query(`execute ${stmt}(${literal})`);
      // From its sixth run PostgreSQL keeps the generic plan, or plans every run anew when the
      // generic one looks costlier (a parameter OFFSET did that to the lists: db/compiled.ts).
      const { generic_plans: generic } = (
        await client.query('select generic_plans from pg_prepared_statements where name = $1', [stmt])
      ).rows[0];
      const plan = await client.query(
        `explain (analyze, costs off, timing on, summary on) execute ${stmt}(${literal})`,
      );
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      print(
        `\n-- ${name}: ${generic > 0 ? 'generic plan, planned once' : 'custom plan, planned on every run'}`,
      );
      if (generic === 0 && !name.startsWith('consumption')) {
        problems.push(`${name}: PostgreSQL plans it on every run (its generic plan looks costlier)`);
      }
      for (const line of lines) print(`   ${line}`);
      for (const line of lines) {
        const seq = /Seq Scan on (\w+)/.exec(line);
        if (seq && big.has(seq[1])) problems.push(`${name}: ${line.trim()}`);
      }
      await client.query(`deallocate ${stmt}`);
    }
  } finally {
    await client.query('rollback');
  }
  return problems;
}

/**
 * The benches measure the calls, not the job runner: earlier runs' portals (production mode, the
 * mail server a closed port) leave the hourly reading reminders of every bench customer failing
 * and retried in the queue (15,000 on the 10,000-customer database), a background load of its own
 * on the portal that doubled its CPU per call. Empties the queue and the outbox and puts the
 * periodic tasks a day off, before a run.
 */
export async function emptyJobQueue(client) {
  await client.query('delete from jobs');
  await client.query('delete from outbox');
  await client.query("update scheduled_jobs set next_run_at = now() + interval '1 day'");
}
