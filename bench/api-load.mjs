// Load on the list calls (supplies, invoices, notifications) with 50 connections, against the
// real server: PostgreSQL when DATABASE_URL is set (the budget's setting), PGlite otherwise.
// Budget (DESIGN.md): p99 ≤ 25 ms at 50 connections on PostgreSQL.
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

const calls = [
  ['supplies', '/Erp/v1/supplies'],
  ['invoices', `/Erp/v1/invoices?customerId=${customerId}`],
  ['notifications', '/Core/v1/notifications'],
];
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${seconds} s per call, 50 connections`,
);
for (const [name, path] of calls) {
  const probe = await fetch(`${base}${path}`, { headers: { 'x-session-id': session } });
  if (!probe.ok) {
    console.log(`${name}: skipped (${probe.status})`);
    continue;
  }
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 50,
    duration: seconds,
    headers: { 'x-session-id': session },
  });
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
