// A year of hourly consumption (8,760 points) for the demo hourly supply: served by the real
// server in one call, and drawn by the portal's chart (bench/consumption-draw: ConsumptionChart
// with the domain's chart data) in Debian's Chromium. Prints the call's time and size, and the
// main-thread time from the answer's arrival to the drawn chart, summed from a performance trace
// (every task of the renderer's main thread in that window), without and with a 4× CPU slowdown.
// Budget (issue 15): under 200 ms of main-thread time.
// Run: node --import tsx bench/consumption-draw.mjs [runs]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { consumptionRows } from '../packages/contract/src/consumption-columns.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8195);
const harnessPort = port + 1;
const dataDir = `/tmp/sportello-bench-draw-${process.pid}`;
const API = `http://localhost:${port}/services/rest/portalapi`;

// The harness page, built here when missing or older than its sources or the chart's.
const harnessDir = join(root, 'bench/consumption-draw');
const dist = join(harnessDir, 'dist');
const sources = [
  join(harnessDir, 'index.html'),
  join(harnessDir, 'main.tsx'),
  join(root, 'apps/web/src/features/supplies/components/consumption-chart.tsx'),
  join(root, 'packages/domain/src/consumption-graph.ts'),
  join(root, 'packages/contract/src/consumption-columns.ts'),
];
const newest = Math.max(...sources.map((f) => statSync(f).mtimeMs));
if (!existsSync(join(dist, 'index.html')) || statSync(join(dist, 'index.html')).mtimeMs < newest) {
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '-c', 'bench/consumption-draw/vite.config.mjs'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) throw new Error('the harness build failed');
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MODE: 'demo' },
  stdio: 'ignore',
});
process.on('exit', () => server.kill('SIGTERM'));
for (;;) {
  try {
    if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 100));
}

// A real session of demo.ast, and its hourly supply.
async function call(method, path, sessionId, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(sessionId ? { 'X-Session-Id': sessionId } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const anonymous = (
  await call('POST', '/Core/v1/sessions', null, {
    createNewSessionRequest: { company: 'ast', locale: 'it', clientSpec: { version: '0.9.1', type: 'web' } },
  })
).createNewSessionResponse.sessionId;
const login = await call('POST', '/Core/v1/user/login', anonymous, {
  doLoginRequest: { username: 'demo.ast', password: 'Sportello!2026' },
});
const session = login.doLoginResponse.sessionId;
const { supplies } = (await call('GET', '/Erp/v1/supplies', session)).getSuppliesResponse;
// The hourly one: its consumption answer says so.
let supply;
for (const s of supplies) {
  const answer = await call('GET', `/Erp/v1/consumptions?supplyKey=${s.key}`, session);
  if (answer.getConsumptionsResponse.hourly) supply = s;
}
if (!supply) throw new Error('no hourly supply for demo.ast');

// The last 365 days up to yesterday (Europe/Rome): 8,760 hours.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const day = (offset) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const range = { startDate: day(-365), endDate: day(-1) };
const query = new URLSearchParams({ supplyKey: supply.key, detail: 'hourly', ...range });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const callTimes = [];
let bytes = '';
let points = 0;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  const res = await fetch(`${API}/Erp/v1/consumptions?${query}`, { headers: { 'X-Session-Id': session } });
  const text = await res.text();
  callTimes.push(performance.now() - started);
  if (!res.ok) throw new Error(`consumptions: ${res.status} ${text}`);
  bytes = text;
  points = JSON.parse(text).getConsumptionsResponse.columns.total.length;
}
// The same hours as one object each (the answer before issue 23's columns), to compare sizes.
const answer = JSON.parse(bytes).getConsumptionsResponse;
const asObjects = JSON.stringify({
  getConsumptionsResponse: {
    ...answer,
    columns: undefined,
    items: consumptionRows(answer.columns).map((r) => ({ ...r, f23: r.band === 'F1' ? 0 : r.total })),
  },
});
const kb = (text) =>
  `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB (gzip ${(gzipSync(text).length / 1024).toFixed(1)} KB)`;
console.log(
  `one call, ${range.startDate}..${range.endDate}: ${points} hourly slots as columns, ${kb(bytes)} JSON; as objects ${kb(asObjects)}; p50 ${median(callTimes).toFixed(0)} ms (min ${Math.min(...callTimes).toFixed(0)} ms, ${runs} calls, PGlite)`,
);

// The harness: its files, and /services proxied to the server (one origin, as in production).
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const harness = createServer((req, res) => {
  if (req.url.startsWith('/services/')) {
    const upstream = httpRequest(
      { host: 'localhost', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
    return;
  }
  const path = normalize(new URL(req.url, 'http://x').pathname);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => harness.listen(harnessPort, 'localhost', r));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** One draw: the main thread's busy time between the marks `data` and `drawn`, from a trace. */
async function draw(slowdown) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(`http://localhost:${harnessPort}/?${query}&session=${encodeURIComponent(session)}`);
  await page.waitForFunction(() => globalThis.__drawn, null, { timeout: 60_000 });
  const drawn = await page.evaluate(() => globalThis.__drawn);
  if (drawn.error) throw new Error(drawn.error);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const mark = (name) => trace.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const from = mark('data')?.ts;
  const to = mark('drawn')?.ts;
  if (from === undefined || to === undefined) throw new Error('marks missing from the trace');
  const mainThread = trace.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      e.pid === mark('data').pid,
  );
  // Top-level tasks of the main thread, clipped to the window.
  let busy = 0;
  let longest = 0;
  for (const e of trace) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.tid !== mainThread.tid || e.pid !== mainThread.pid)
      continue;
    const start = Math.max(e.ts, from);
    const end = Math.min(e.ts + (e.dur ?? 0), to);
    if (end <= start) continue;
    busy += end - start;
    longest = Math.max(longest, end - start);
  }
  return { busy: busy / 1000, longest: longest / 1000, wall: (to - from) / 1000, points: drawn.points };
}

for (const slowdown of [1, 4]) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await draw(slowdown));
  const m = (k) => median(results.map((r) => r[k])).toFixed(0);
  console.log(
    `draw of ${results[0].points} points${slowdown > 1 ? `, CPU ${slowdown}× slower` : ''}: main thread ${m('busy')} ms (longest task ${m('longest')} ms, answer-to-drawn ${m('wall')} ms), median of ${runs} (budget < 200 ms)`,
  );
}

await browser.close();
harness.close();
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
