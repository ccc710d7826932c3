// Load on the list calls (supplies, invoices, notifications) with 50 connections, against the
// real server: PostgreSQL when DATABASE_URL is set (the budget's setting), PGlite otherwise.
// Budget (DESIGN.md): p99 ≤ 25 ms at 50 connections on PostgreSQL, and ≥ 60% of a bare Fastify +
// pg server sending the same SQL (bench/api-bare-server.mjs, run beside it on PostgreSQL).
// Run: DATABASE_URL=postgres://… node bench/api-load.mjs [seconds]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const port = 8192;
const dataDir = `/tmp/sportello-bench-load-${process.pid}`;
const base = `http://localhost:${port}/services/rest/portalapi`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_TTL_MINUTES: '60',
  },
  stdio: 'ignore',
});
for (;;) {
  try {
    if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 100));
}

async function json(method, path, body, session) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { 'x-session-id': session } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}
const anonymous = (await json('POST', '/Core/v1/sessions', { createNewSessionRequest: { company: 'ast' } }))
  .createNewSessionResponse.sessionId;
const login = await json(
  'POST',
  '/Core/v1/user/login',
  { doLoginRequest: { username: 'demo.ast', password: 'Sportello!2026' } },
  anonymous,
);
const session = login.doLoginResponse.sessionId;
const customerId = login.doLoginResponse.session.currentCustomerId;

const userId = login.doLoginResponse.user.id;

const calls = [
  ['supplies', '/Erp/v1/supplies', '/supplies'],
  ['invoices', `/Erp/v1/invoices?customerId=${customerId}`, '/invoices'],
  ['notifications', '/Core/v1/notifications', '/notifications'],
];

async function load(url) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { 'x-session-id': session },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// The yardstick: a bare Fastify + pg server sending the same SQL (PostgreSQL only).
const barePort = port + 1;
const bare = process.env.DATABASE_URL
  ? spawn(process.execPath, ['bench/api-bare-server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(barePort),
        CUSTOMER_ID: String(customerId),
        USER_ID: String(userId),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  : null;
if (bare) await new Promise((resolve) => bare.stdout.once('data', resolve));

console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${seconds} s per call, 50 connections`,
);
for (const [name, path, barePath] of calls) {
  const probe = await fetch(`${base}${path}`, { headers: { 'x-session-id': session } });
  if (!probe.ok) {
    console.log(`${name}: skipped (${probe.status})`);
    continue;
  }
  const ours = await load(`${base}${path}`);
  let line = `${name}: ${ours.rps} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms, errors ${ours.errors}`;
  if (bare) {
    const yardstick = await load(`http://127.0.0.1:${barePort}${barePath}`);
    const share = Math.round((ours.rps / yardstick.rps) * 100);
    line += ` | bare Fastify + pg, same SQL: ${yardstick.rps} req/s, p99 ${yardstick.p99} ms | ${share}% of bare`;
  }
  console.log(line);
}
bare?.kill('SIGTERM');
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
