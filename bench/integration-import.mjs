// 100,000 customers, each with a contract, its supplies (electricity and, for one in two, gas)
// and their meters, imported through the integration API (POST …/integration/v1/customers,
// NDJSON streamed, worked as a job) in under 2 minutes (issue 20); and the server's memory flat
// on a file ten times larger (`--customers 1000000`): the upload is streamed into chunks and the
// job works one chunk at a time, so the peak RSS printed should not grow with the file.
// The server runs as `npm start` does in demo mode (the demo token): on a fresh PGlite folder, or
// with DATABASE_URL on that PostgreSQL database (a fresh one: the bench creates and drops it).
// Prints lines per second, the time, and the server's peak RSS; exits non-zero over 2 minutes.
// Run: npm run bench:import -- [--customers 100000] [--port 8112]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    port: { type: 'string', default: '8112' },
    'target-seconds': { type: 'string', default: '120' },
  },
});
const CUSTOMERS = Number(args.customers);
const PORT = Number(args.port);
const TARGET = Number(args['target-seconds']);
const TOKEN = 'sportello-demo-integrazione-2026';
const root = fileURLToPath(new URL('..', import.meta.url));
const base = `http://127.0.0.1:${PORT}/services/rest/integration/v1`;

/** A fiscal code's check character (the same rule as packages/domain's). */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function checkChar(first15) {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const c = first15[i];
    const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[v] : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A valid, fictional personal fiscal code for the n-th customer. */
function fiscalCode(n) {
  const l = (k) => LETTERS[Math.floor(n / 26 ** k) % 26];
  const first15 = `${l(0)}${l(1)}${l(2)}${l(3)}${l(4)}${l(5)}${String(50 + (n % 50)).padStart(2, '0')}A${String(1 + (n % 28)).padStart(2, '0')}H501`;
  return first15 + checkChar(first15);
}

function line(n) {
  const code = `BNC${String(n).padStart(9, '0')}`;
  const supplies = [
    {
      commodity: 'luce',
      podPdr: `IT001E${String(n).padStart(9, '0')}`,
      address: `Via dei Mille ${1 + (n % 200)}`,
      postalCode: '00185',
      locality: 'Roma',
      province: 'RM',
      activationDate: '2024-01-01',
      contractedPowerKw: 3,
      meters: [{ serial: `E${n}`, installedOn: '2024-01-01', bands: ['F1', 'F2', 'F3'] }],
    },
  ];
  if (n % 2 === 0)
    supplies.push({
      commodity: 'gas',
      podPdr: String(n).padStart(14, '0'),
      address: `Via dei Mille ${1 + (n % 200)}`,
      postalCode: '00185',
      locality: 'Roma',
      province: 'RM',
      activationDate: '2024-02-01',
      meters: [{ serial: `G${n}`, installedOn: '2024-02-01', digits: 5 }],
    });
  return JSON.stringify({
    company: 'ast',
    code,
    type: 'private',
    name: `Cliente ${n}`,
    fiscalCode: fiscalCode(n),
    email: `cliente${n}@example.it`,
    contracts: [
      {
        code: `CTR-${code}`,
        startDate: '2024-01-01',
        paymentMethod: n % 3 === 0 ? 'SDD' : 'Bollettino',
        ...(n % 3 === 0 ? { iban: 'IT60X0542811101000000123456' } : {}),
        supplies,
      },
    ],
  });
}

/** The NDJSON body, generated as it is sent (the bench holds no more of it than the server). */
function body() {
  let n = 0;
  return new ReadableStream({
    pull(controller) {
      if (n >= CUSTOMERS) return controller.close();
      const lines = [];
      for (let i = 0; i < 500 && n < CUSTOMERS; i += 1) lines.push(line((n += 1)));
      controller.enqueue(new TextEncoder().encode(lines.join('\n') + '\n'));
    },
  });
}

/** The process's resident memory now and at its peak (kB → MiB), from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function waitReady(child) {
  for (let i = 0; i < 1800; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const dataDir = mkdtempSync(join(tmpdir(), 'sportello-bench-import-'));
let databaseUrl;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `sportello_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const database = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : 'PGlite (embedded)';
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...inherited,
    MODE: 'demo',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    JOBS_POLL_INTERVAL_MS: '200',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 0;
try {
  await waitReady(child);
  const idle = memoryOf(child.pid);
  console.log(
    `integration import: ${CUSTOMERS.toLocaleString('en')} customers on ${database}, server idle at ${idle.rss.toFixed(0)} MiB`,
  );
  const started = performance.now();
  let peak = idle.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(child.pid).rss);
    } catch {
      // exited
    }
  }, 250);
  const res = await fetch(`${base}/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
    body: body(),
    duplex: 'half',
  });
  const accepted = await res.json();
  if (res.status !== 202 && res.status !== 200)
    throw new Error(`upload: ${res.status} ${JSON.stringify(accepted)}`);
  const uploaded = (performance.now() - started) / 1000;
  console.log(
    `  upload streamed and stored in ${uploaded.toFixed(1)} s (job ${accepted.jobId}, ${res.status})`,
  );
  let job = accepted;
  let lastPrint = 0;
  while (job.state !== 'done' && job.state !== 'failed') {
    await new Promise((r) => setTimeout(r, 500));
    job = await (
      await fetch(`${base}/jobs/${accepted.jobId}`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json();
    const now = (performance.now() - started) / 1000;
    if (now - lastPrint >= 10) {
      lastPrint = now;
      console.log(
        `  ${now.toFixed(0)} s: ${job.linesRead.toLocaleString('en')} lines, RSS ${memoryOf(child.pid).rss.toFixed(0)} MiB`,
      );
    }
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const peakHwm = memoryOf(child.pid).peak;
  console.log(
    `  ${job.state}: ${job.linesRead.toLocaleString('en')} lines, ${job.created.toLocaleString('en')} created, ${job.updated} updated, ${job.refused} refused`,
  );
  console.log(
    `  ${seconds.toFixed(1)} s in all (${Math.round(CUSTOMERS / seconds).toLocaleString('en')} customers/s); server RSS peak ${peak.toFixed(0)} MiB sampled, ${peakHwm.toFixed(0)} MiB high-water mark (idle ${idle.rss.toFixed(0)} MiB)`,
  );
  if (job.state !== 'done' || job.refused > 0) exitCode = 1;
  if (CUSTOMERS <= 100_000 && seconds >= TARGET) {
    console.log(`  over the target of ${TARGET} s`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
