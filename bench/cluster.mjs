// Throughput of 1 and of 3 server processes behind nginx (deploy/nginx-proxy.conf) on one
// PostgreSQL filled by bench:data: the dashboard's six calls, mixed, on real sessions spread over
// the customers, 50 connections. Also one process without nginx, to show what nginx costs.
// Run: npm run bench:cluster -- [--seconds 15] [--sessions 200] [--connections 50] [URL]
//   URL: a database filled by bench:data (DATABASE_URL when none). Ports 8365, 8366, 8368 and 8369.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { Nginx, ServerProcess, faultsUnavailable } from '../apps/server/test/faults/cluster.ts';
import { BENCH_PASSWORD, emptyJobQueue, sampleUsers } from './lib/bench-data.mjs';
import { API, PRODUCTION_ENV, login } from './lib/processes.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '15' },
    sessions: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
  },
});
const url = positionals[0] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Give the database URL (filled by npm run bench:data), or set DATABASE_URL.');
  process.exit(1);
}
const missing = faultsUnavailable();
if (missing) {
  console.error(`cannot run: ${missing}`);
  process.exit(1);
}
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const PORTS = [8365, 8366, 8368];
const NGINX_PORT = 8369;

const client = new pg.Client({ connectionString: url });
await client.connect();
const customers = (await client.query('select count(*)::int as n from customers')).rows[0].n;
const { users } = await sampleUsers(client, Number(args.sessions));
await emptyJobQueue(client);
await client.end();

const env = {
  ...PRODUCTION_ENV,
  WEB_DIST: '/nonexistent-web-dist',
  LOG_LEVEL: 'error',
  SESSION_TTL_MINUTES: '120',
};
const servers = PORTS.map((port) => new ServerProcess(port, { databaseUrl: url, env }));
let nginx;
const CALLS = [
  (s) => `${API}/Core/v1/sessions/${s.id}`,
  () => `${API}/Core/v1/modules`,
  () => `${API}/Erp/v1/customers`,
  () => `${API}/Erp/v1/supplies`,
  (s) => `${API}/Erp/v1/invoices?customerId=${s.customerId}&orderBy=Desc&pagingTake=5&pagingSkip=0`,
  () => `${API}/Core/v1/notifications?pagingTake=1&pagingSkip=0`,
];

async function load(port, sessions, duration = seconds) {
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
          const path = CALLS[Math.floor(n / sessions.length) % CALLS.length](s);
          return { ...request, method: 'GET', path, headers: { 'x-session-id': s.id } };
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

try {
  await Promise.all(servers.map((s) => s.start()));
  const sessions = [];
  for (const u of users) {
    sessions.push({
      id: await login(servers[0].base, u.company_code, u.username, BENCH_PASSWORD),
      customerId: u.customer_id,
    });
  }
  console.log(
    `${new URL(url).pathname.slice(1)}: ${customers.toLocaleString('en')} customers; ${sessions.length} sessions; ` +
      `dashboard calls mixed, ${connections} connections, ${seconds} s each; ${cpus().length} cores`,
  );
  const rows = [];
  const measure = async (label, port) => {
    await load(port, sessions, 3); // warm-up
    const r = await load(port, sessions);
    rows.push([label, r]);
    console.log(
      `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
    );
    return r;
  };
  await measure('1 process, direct', PORTS[0]);
  nginx = new Nginx(NGINX_PORT, [PORTS[0]]);
  await nginx.start();
  const one = await measure('1 process behind nginx', NGINX_PORT);
  await nginx.stop();
  nginx = new Nginx(NGINX_PORT, PORTS);
  await nginx.start();
  const three = await measure('3 processes behind nginx', NGINX_PORT);
  console.log(`3 processes vs 1: ×${(three.rps / one.rps).toFixed(2)} throughput`);
} finally {
  await nginx?.stop();
  for (const s of servers) await s.kill('SIGTERM');
}
