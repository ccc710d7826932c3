// The budget's yardstick (DESIGN.md): a bare Fastify + pg server that answers the dashboard's
// calls on the portal's own paths by sending the very SQL the portal sends (bench/lib/bench-data.mjs:
// the session read, then each call's queries, as named prepared statements like the portal's),
// with nothing else: no helmet, no Kysely, no zod, no mapping of rows to the contract's shapes.
// bench/api-load.mjs runs it beside the portal on the same database and the same sessions.
// Env: PORT, DATABASE_URL.
import Fastify from 'fastify';
import pg from 'pg';
import { hashSessionId, SESSION_SQL, sessionParams, SQL } from './lib/bench-data.mjs';

const DATE_OID = 1082;
const INT8_OID = 20;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 20,
  options: '-c timezone=Europe/Rome',
  types: {
    getTypeParser(oid, format) {
      if (oid === DATE_OID) return (value) => value;
      if (oid === INT8_OID) return (value) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  },
});
/** Named statements, one name per text, as the portal's preparedStatements() does. */
const names = new Map();
const query = (text, values) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `bare_${names.size}`));
  return pool.query({ name, text, values });
};

const API = '/services/rest/portalapi';
const app = Fastify();

async function session(request, reply) {
  const id = request.headers['x-session-id'];
  const { rows } =
    typeof id === 'string' ? await query(SESSION_SQL, sessionParams(hashSessionId(id))) : { rows: [] };
  if (!rows[0]?.live) {
    reply.status(401).send({ error: { code: 'unauthenticated', message: 'Sessione scaduta' } });
    return undefined;
  }
  return rows[0];
}

app.get(`${API}/Core/v1/sessions/:id`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const [user, contracts, modules] = await Promise.all([
    query(SQL.user, [s.user_id]),
    query(SQL.userContracts, [s.user_id, 'accepted']),
    query(SQL.modules, [s.company_code, s.current_customer_id]),
  ]);
  return {
    getSessionResponse: { session: s, user: user.rows[0], contracts: contracts.rows, modules: modules.rows },
  };
});
app.get(`${API}/Core/v1/modules`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const { rows } = await query(SQL.modules, [s.company_code, s.current_customer_id]);
  return { getModulesResponse: { success: true, items: rows } };
});
app.get(`${API}/Erp/v1/customers`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const ids = s.customer_ids;
  const { rows } = await query(SQL.customers(ids.length), [s.user_id, ...ids, 100]);
  return { getCustomersResponse: { customers: rows, total: ids.length } };
});
app.get(`${API}/Erp/v1/supplies`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const ids = s.customer_ids;
  const { rows } = await query(SQL.supplies(ids.length), [...ids, 1000]);
  return { getSuppliesResponse: { supplies: rows, total: rows[0]?.total_count ?? 0 } };
});
app.get(`${API}/Erp/v1/invoices`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const customerId = Number(request.query.customerId);
  if (!s.customer_ids.includes(customerId)) return reply.status(403).send({ error: { code: 'forbidden' } });
  const take = Number(request.query.pagingTake ?? 5);
  const { rows } = await query(SQL.invoices(1), ['Invoice', customerId, take, customerId]);
  return { getInvoicesResponse: { invoices: rows, total: rows[0]?.total_count ?? 0, owed: rows[0]?.owed } };
});
app.get(`${API}/Core/v1/notifications`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const take = Number(request.query.pagingTake ?? 1000);
  const list = await query(SQL.notifications, [s.user_id, take]);
  const counts = await query(SQL.notificationCounts, [s.user_id]);
  return { getNotificationsResponse: { notifications: list.rows, ...counts.rows[0] } };
});
app.get(`${API}/Erp/v1/consumptions`, async (request, reply) => {
  const s = await session(request, reply);
  if (!s) return reply;
  const ids = s.customer_ids;
  const { supplyKey, startDate, endDate } = request.query;
  const supply = (await query(SQL.supplyByKey(ids.length), [...ids, supplyKey])).rows[0];
  if (!supply) return reply.status(404).send({ error: { code: 'not_found' } });
  const [offer, meter] = await Promise.all([
    query(SQL.offerPriceType, [supply.offer_code]),
    query(SQL.currentMeter, [supply.id, 1]),
  ]);
  const items = await query(SQL.consumptionHourly, [supply.id, startDate, endDate]);
  // The same columns as the portal's (24 slots a day from startDate, null without a measure).
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const total = new Array(days * 24).fill(null);
  const band = new Array(days * 24).fill('-');
  for (const r of items.rows) {
    const day = typeof r.day === 'string' ? r.day : r.day.toISOString().slice(0, 10);
    const i = Math.round((Date.parse(day) - Date.parse(startDate)) / 86_400_000) * 24 + r.hour;
    total[i] = Number(r.value);
    band[i] = r.band.charAt(1);
  }
  return {
    getConsumptionsResponse: {
      supplyKey,
      hourly: offer.rows[0]?.price_type === 'Orario' && meter.rows[0] !== undefined,
      columns: { step: 'hour', start: startDate, total, band: band.join('') },
    },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
