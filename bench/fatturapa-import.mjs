// 1,000 FatturaPA bills imported through the integration API (POST …/integration/v1/invoices) in
// under 30 s (issue 20), on the server as `npm start` runs it in demo mode (embedded PGlite on a
// fresh data folder, the demo token) or, with DATABASE_URL, on that PostgreSQL database (demo
// mode, its demo seed). The bills are the sample set's ordinary electricity bill to the demo
// customer, each with its own number and date; measured three ways:
//   - one zip of all of them (one request; the figure the target is about);
//   - the same zip again (every bill answered unchanged: the idempotency check's cost);
//   - one request per bill, 4 at a time (XML bodies).
// Prints the figures; exits non-zero when the zip takes 30 s or more.
// Run: npm run bench:fatturapa -- [--bills 1000] [--port 8122]
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { storedZip } from '../apps/server/test/fixtures/fatturapa/zip.ts';
import { DEMO_INTEGRATION_TOKEN } from '../apps/server/src/services/integration/tokens.ts';

const { values: args } = parseArgs({
  options: { bills: { type: 'string', default: '1000' }, port: { type: 'string', default: '8122' } },
});
const BILLS = Number(args.bills);
const PORT = Number(args.port);
const TARGET_SECONDS = 30;
const root = fileURLToPath(new URL('..', import.meta.url));
const url = `http://127.0.0.1:${PORT}/services/rest/integration/v1/invoices`;
const template = readFileSync(`${root}apps/server/test/fixtures/fatturapa/IT07654320584_FE0001.xml`, 'utf8');

/** The n-th bill: its own number (FE-B-…) and day (one a day back from 2026-11-10). */
function bill(prefix, n) {
  const day = new Date(Date.UTC(2026, 10, 10) - n * 86_400_000).toISOString().slice(0, 10);
  return template
    .replace('<Numero>FE-2026-0001</Numero>', `<Numero>${prefix}-${String(n).padStart(6, '0')}</Numero>`)
    .replace('<Data>2026-11-10</Data>', `<Data>${day}</Data>`);
}

async function post(body, contentType) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}`, 'content-type': contentType },
    body,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(json).slice(0, 400)}`);
  return json;
}

const dataDir = `/tmp/sportello-bench-fatturapa-${process.pid}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    MODE: 'demo',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    WEB_DIST: '/nonexistent-web-dist',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready in 180 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  const files = Array.from({ length: BILLS }, (_, i) => ({
    name: `IT07654320584_B${String(i + 1).padStart(6, '0')}.xml`,
    content: bill('FE-B', i + 1),
  }));
  const zip = storedZip(files);

  let started = performance.now();
  const first = await post(zip, 'application/zip');
  const zipSeconds = (performance.now() - started) / 1000;
  if (first.created !== BILLS)
    throw new Error(
      `created ${first.created} of ${BILLS}: ${JSON.stringify(first.documents.find((d) => d.error))}`,
    );

  started = performance.now();
  const again = await post(zip, 'application/zip');
  const againSeconds = (performance.now() - started) / 1000;
  if (again.unchanged !== BILLS) throw new Error(`unchanged ${again.unchanged} of ${BILLS}`);

  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < BILLS) {
        const n = ++next;
        const res = await post(bill('FE-S', n), 'application/xml');
        if (res.created !== 1) throw new Error(`bill ${n}: ${JSON.stringify(res)}`);
      }
    }),
  );
  const singleSeconds = (performance.now() - started) / 1000;

  const rate = (s) => `${Math.round(BILLS / s)} bills/s`;
  console.log(
    `FatturaPA import, ${BILLS} bills (${(zip.length / 1024 / 1024).toFixed(1)} MB zip), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, target < ${TARGET_SECONDS} s:`,
  );
  console.log(`  one zip:                 ${zipSeconds.toFixed(2)} s (${rate(zipSeconds)})`);
  console.log(
    `  the same zip again:      ${againSeconds.toFixed(2)} s (${rate(againSeconds)}, all unchanged)`,
  );
  console.log(`  one request per bill ×4: ${singleSeconds.toFixed(2)} s (${rate(singleSeconds)})`);
  if (zipSeconds >= TARGET_SECONDS) {
    console.error(`over the target: ${zipSeconds.toFixed(2)} s ≥ ${TARGET_SECONDS} s`);
    process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
