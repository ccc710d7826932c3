// The budget's yardstick (DESIGN.md): a bare Fastify + pg server whose routes send the very SQL
// the portal's list calls send (the session read, then the list queries), with nothing else: no
// helmet, no Kysely, no zod, no mapping. bench/api-load.mjs runs it beside the portal.
// Env: PORT, DATABASE_URL, CUSTOMER_ID, USER_ID.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const customerId = Number(process.env.CUSTOMER_ID);
const userId = Number(process.env.USER_ID);

const SESSION = `select *, (ended_at is null and expires_at > now()) as "live", (last_seen_at < now() - make_interval(secs => $1) or expires_at < now() + make_interval(mins => $2) - make_interval(secs => $3)) as "due", array(select uc.customer_id from user_customers uc
        where uc.user_id = sessions.user_id and uc.status = 'accepted' order by uc.customer_id) as "customer_ids" from "sessions" where "id" = $4`;
const SUPPLIES = `select "supplies".*, "customers"."key" as "customer_key", "contracts"."key" as "contract_key", count(*) over () as "total_count" from "supplies" inner join "customers" on "customers"."id" = "supplies"."customer_id" inner join "contracts" on "contracts"."id" = "supplies"."contract_id" where "supplies"."customer_id" in ($1) order by "supplies"."customer_id", "supplies"."id" limit $2 offset $3`;
const INVOICES = `with "page" as (select "invoices".*, "contracts"."key" as "contract_key", "contracts"."multi_pod_invoicing", "customers"."key" as "customer_key", "customers"."name" as "customer_name", "supplies"."key" as "supply_key", "supplies"."commodity", "documents"."status" as "document_status", count(*) over () as "total_count" from "invoices" inner join "contracts" on "contracts"."id" = "invoices"."contract_id" inner join "customers" on "customers"."id" = "invoices"."customer_id" left join "supplies" on "supplies"."id" = "invoices"."supply_id" left join "documents" on "documents"."invoice_id" = "invoices"."id" and "documents"."doc_type" = $1 where "invoices"."customer_id" in ($2) order by "invoices"."issue_date" desc, "invoices"."id" desc limit $3 offset $4)
  select "page".*, coalesce((select json_agg(json_build_object('id', i.id, 'invoice_id', i.invoice_id, 'number', i.number, 'due_date', i.due_date, 'amount', i.amount::text, 'paid_on', i.paid_on) order by i.number) from installments i where i.invoice_id = page.id), '[]'::json) as "installment_rows",
  (select sum(coalesce((select sum(i.amount) filter (where i.paid_on is null) from installments i where i.invoice_id = v.id having count(*) > 0), v.total_amount)) from invoices v where v.customer_id in ($5) and v.paid_on is null) as "owed"
  from "page" order by "page"."issue_date" desc, "page"."id" desc`;
const NOTIFICATIONS = `select "n"."id", "n"."subject", "n"."message", "n"."created_at", "n"."customer_id", "n"."read_time", "n"."accepted_time", "n"."push_id", "n"."mn_msg_id", "n"."link_id", "t"."code", "t"."description", "t"."detail", "t"."acceptance_required" from "notifications" as "n" inner join "notification_types" as "t" on "t"."id" = "n"."type_id" where "n"."user_id" = $1 order by "n"."created_at" desc, "n"."id" desc limit $2 offset $3`;
const NOTIFICATION_COUNTS = `select count(*)::int as "total", (count(*) filter (where n.read_time is null))::int as "unread", (count(*) filter (where t.acceptance_required and n.accepted_time is null))::int as "to_accept" from "notifications" as "n" inner join "notification_types" as "t" on "t"."id" = "n"."type_id" where "n"."user_id" = $1`;

const app = Fastify();
const session = (request) => pool.query(SESSION, [30, 60, 30, request.headers['x-session-id']]);

app.get('/supplies', async (request) => {
  await session(request);
  const { rows } = await pool.query(SUPPLIES, [customerId, 1000, 0]);
  return { getSuppliesResponse: { supplies: rows, total: rows.length } };
});
app.get('/invoices', async (request) => {
  await session(request);
  const { rows } = await pool.query(INVOICES, ['Invoice', customerId, 5, 0, customerId]);
  return { getInvoicesResponse: { invoices: rows, total: rows[0]?.total_count, owed: rows[0]?.owed } };
});
app.get('/notifications', async (request) => {
  await session(request);
  const list = await pool.query(NOTIFICATIONS, [userId, 1000, 0]);
  const counts = await pool.query(NOTIFICATION_COUNTS, [userId]);
  return { getNotificationsResponse: { notifications: list.rows, ...counts.rows[0] } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
