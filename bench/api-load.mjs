// The dashboard's calls at 50 connections on a retailer-sized PostgreSQL database (npm run
// bench:data), beside a bare Fastify + pg server sending the same SQL (api-bare-server.mjs), in
// the same run, on the same sessions. Sessions are real log-ins (the portal's own login call)
// spread evenly over the customers; each request takes the next session in turn.
// Targets (DESIGN.md): ≥ 80% of the bare server's throughput and p99 ≤ 1.5× its p99, and the
// same at 10,000 and at 100,000 customers within 20%.
//
// Run: npm run bench:api -- [--seconds 10] [--rounds 4] [--sessions 200] [--connections 50]
//   [--calls session,modules,customers,supplies,bills,notifications,dashboard,consumption] URL [URL…]
//   --seconds per call and server, measured in --rounds alternating rounds (portal, bare, portal…);
//   throughput is the mean of the rounds, p50 and p99 their medians.
//   each URL a database filled by bench:data (e.g. …/c10k …/c100k); DATABASE_URL when none.
//   --warmup seconds of each server before a call is measured (2); --json FILE writes the rows
//   (bench/api-smoke.mjs reads them).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_PASSWORD, CONSUMPTION_YEAR, emptyJobQueue, sampleUsers } from './lib/bench-data.mjs';
import { API, login, startBare, startPortal, stop } from './lib/processes.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    sessions: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    calls: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '2' },
    json: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const warmup = Number(args.warmup);
const databases = positionals.length ? positionals : [process.env.DATABASE_URL].filter(Boolean);
if (!databases.length) {
  console.error('Give the database URLs (filled by npm run bench:data), or set DATABASE_URL.');
  process.exit(1);
}
const PORTAL_PORT = 8365;
const BARE_PORT = 8366;

/** The dashboard's calls, each a path built for one session. */
const CALLS = {
  session: (s) => `${API}/Core/v1/sessions/${s.id}`,
  modules: () => `${API}/Core/v1/modules`,
  customers: () => `${API}/Erp/v1/customers`,
  supplies: () => `${API}/Erp/v1/supplies`,
  'bills page 1': (s) =>
    `${API}/Erp/v1/invoices?customerId=${s.customerId}&orderBy=Desc&pagingTake=5&pagingSkip=0`,
  notifications: () => `${API}/Core/v1/notifications?pagingTake=1&pagingSkip=0`,
  'consumption, a year hourly': (s) =>
    `${API}/Erp/v1/consumptions?supplyKey=${s.supplyKey}&detail=hourly&startDate=${CONSUMPTION_YEAR.start}&endDate=${CONSUMPTION_YEAR.end}`,
};
const DASHBOARD = ['session', 'modules', 'customers', 'supplies', 'bills page 1', 'notifications'];
// The year of hourly consumption last: its answers (8,760 hours as columns, about 60 KB) take seconds
// each at 50 connections, and those still running when a measure ends would slow the next one.
const ALL = [...DASHBOARD, 'dashboard (the six, mixed)', 'consumption, a year hourly'];
// --calls: names separated by commas, each a call's name or its start ('dashboard', 'consumption').
const selected = args.calls
  ? args.calls.split(',').map((given) => {
      const name = given.trim();
      const call = ALL.find((c) => c === name) ?? ALL.find((c) => c.startsWith(name));
      if (!call) {
        console.error(`Unknown call "${name}": one of ${ALL.join('; ')}.`);
        process.exit(1);
      }
      return call;
    })
  : ALL;

async function load(port, sessions, names, duration = seconds) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        setupRequest(request) {
          const n = next++;
          const s = sessions[n % sessions.length];
          const name = names[Math.floor(n / sessions.length) % names.length];
          return { ...request, method: 'GET', path: CALLS[name](s), headers: { 'x-session-id': s.id } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Every database given gets its own portal and bare server, all started at once, and each call is
 * measured on all of them in the same alternating rounds (10k portal, 10k bare, 100k portal, 100k
 * bare, …): so the size comparison, too, is made on measures minutes apart at most, not on a host
 * that drifted between one database's run and the next's.
 */
const targets = [];
const summary = [];
try {
  for (const [i, url] of databases.entries()) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const customers = (await client.query('select count(*)::int as n from customers')).rows[0].n;
    const { users, hourlyOwners } = await sampleUsers(client, Number(args.sessions));
    await emptyJobQueue(client);
    await client.end();
    const target = {
      url,
      db: new URL(url).pathname.slice(1),
      customers,
      portalPort: PORTAL_PORT + 10 * i,
      barePort: BARE_PORT + 10 * i,
    };
    targets.push(target);
    target.portal = await startPortal({ port: target.portalPort, databaseUrl: url });
    target.bare = await startBare({ port: target.barePort, databaseUrl: url });
    const base = `http://127.0.0.1:${target.portalPort}`;
    const logIn = async (list, extra) => {
      const out = [];
      for (const u of list) {
        out.push({
          id: await login(base, u.company_code, u.username, BENCH_PASSWORD),
          customerId: u.customer_id,
          ...extra(u),
        });
      }
      return out;
    };
    const t = performance.now();
    target.dashboardSessions = await logIn(users, () => ({}));
    target.consumptionSessions = await logIn(hourlyOwners, (u) => ({ supplyKey: u.supply_key }));
    console.log(
      `${target.db}: ${customers.toLocaleString('en')} customers; ${users.length} + ${hourlyOwners.length} sessions, ` +
        `logged in through the API in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `${connections} connections, ${seconds} s per call, server and database, in ${rounds} alternating rounds`,
  );
  for (const name of selected) {
    const names = name.startsWith('dashboard') ? DASHBOARD : [name];
    const sessionsOf = (target) =>
      name.startsWith('consumption') ? target.consumptionSessions : target.dashboardSessions;
    // Warm every server (prepared statements, JIT, the sessions' pages in the cache) before measuring.
    // Long answers need a longer window to count at 50 connections.
    const duration = name.startsWith('consumption') ? Math.max(seconds, 20) : seconds;
    for (const target of targets) {
      await load(target.portalPort, sessionsOf(target), names, warmup);
      await load(target.barePort, sessionsOf(target), names, warmup);
    }
    const runs = targets.map(() => ({ ours: [], yard: [] }));
    // In rounds, portal and bare alternating on each database in turn, so the machine's other
    // load falls on all alike.
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) {
        runs[i].ours.push(await load(target.portalPort, sessionsOf(target), names, duration / rounds));
        runs[i].yard.push(await load(target.barePort, sessionsOf(target), names, duration / rounds));
      }
    }
    const combine = (list) => {
      const median = (k) => list.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
      return {
        rps: list.reduce((a, r) => a + r.rps, 0) / list.length,
        p50: median('p50'),
        p99: median('p99'),
        errors: list.reduce((a, r) => a + r.errors, 0),
      };
    };
    for (const [i, target] of targets.entries()) {
      const { db, customers } = target;
      summary.push({ db, customers, name, ours: combine(runs[i].ours), yard: combine(runs[i].yard) });
    }
    console.log(`measured: ${name}`);
  }
} finally {
  for (const target of targets) {
    if (target.bare) await stop(target.bare);
    if (target.portal) await stop(target.portal);
  }
}

for (const target of targets) {
  console.log(`\n== ${target.db}: ${target.customers.toLocaleString('en')} customers`);
  console.log(
    'call'.padEnd(28) +
      'portal req/s  p50  p99 | bare req/s  p50  p99 | throughput vs bare (≥ 80%) | p99 vs bare (≤ 1.5×)',
  );
  for (const row of summary.filter((r) => r.db === target.db)) printRow(row);
}

function printRow({ name, ours, yard }) {
  const share = ours.rps / yard.rps;
  const p99 = ours.p99 / Math.max(1, yard.p99);
  const ok = share >= 0.8 && p99 <= 1.5;
  console.log(
    `${name.padEnd(28)}${ours.rps.toFixed(0).padStart(11)} ${String(ours.p50).padStart(4)} ${String(ours.p99).padStart(4)} |` +
      `${yard.rps.toFixed(0).padStart(10)} ${String(yard.p50).padStart(4)} ${String(yard.p99).padStart(4)} |` +
      `${(share * 100).toFixed(0).padStart(5)}%${' '.repeat(21)}|${p99.toFixed(2).padStart(6)}×  ${ok ? 'met' : 'MISSED'}` +
      (ours.errors || yard.errors ? `  errors: portal ${ours.errors}, bare ${yard.errors}` : ''),
  );
}

if (args.json) writeFileSync(args.json, JSON.stringify(summary, null, 2));

if (databases.length > 1) {
  console.log('\n== the same calls at each size (target: throughput within 20% of the smallest database)');
  const first = summary.filter((r) => r.db === summary[0].db);
  for (const row of first) {
    const others = summary.filter((r) => r.name === row.name && r.db !== row.db);
    const cells = others.map((o) => {
      const change = o.ours.rps / row.ours.rps - 1;
      const bare = o.yard.rps / row.yard.rps - 1;
      const percent = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;
      return `${o.db} ${o.ours.rps.toFixed(0)} req/s (${percent(change)}, ${Math.abs(change) <= 0.2 ? 'met' : 'MISSED'}; bare ${percent(bare)}), p99 ${o.ours.p99} ms`;
    });
    console.log(
      `${row.name.padEnd(28)}${row.db} ${row.ours.rps.toFixed(0)} req/s, p99 ${row.ours.p99} ms | ${cells.join(' | ')}`,
    );
  }
}
