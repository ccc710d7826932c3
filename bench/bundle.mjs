// What the login page and the dashboard load: JS + CSS, gzip-compressed, measured in Chromium
// against the real built server. Budgets (DESIGN.md): login ≤ 128 KB, other routes' own chunks ≤ 60 KB.
// Run after `npm run build`: node bench/bundle.mjs
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 8191);
const dataDir = `/tmp/sportello-bench-bundle-${process.pid}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
// A failed measurement must not leave the server behind on its port (it would serve a stale build).
process.on('exit', () => server.kill('SIGTERM'));
for (;;) {
  try {
    if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function assetsOf(page, action) {
  const seen = new Set();
  const onResponse = (res) => {
    const path = new URL(res.url()).pathname;
    if (/\.(js|css)$/.test(path)) seen.add(path);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...seen];
}

const gz = (path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const page = await browser.newPage();
const loginAssets = await assetsOf(page, () => page.goto(`http://localhost:${port}/login`));
const loginTotal = loginAssets.reduce((sum, p) => sum + gz(p), 0);
console.log(`login page: ${loginAssets.length} files, ${kb(loginTotal)} KB gzip (budget 128 KB)`);
for (const p of loginAssets) console.log(`  ${p}  ${kb(gz(p))} KB`);

await page.getByLabel('Nome utente').fill('demo.ast');
await page.getByLabel('Password', { exact: true }).fill('Sportello!2026');
const dashboardAssets = await assetsOf(page, () =>
  page
    .getByRole('button', { name: 'Accedi' })
    .click()
    .then(() => page.waitForURL('**/dashboard')),
);
const own = dashboardAssets.filter((p) => !loginAssets.includes(p));
console.log(
  `dashboard's own chunks: ${own.length} files, ${kb(own.reduce((s, p) => s + gz(p), 0))} KB gzip (budget 60 KB)`,
);
for (const p of own) console.log(`  ${p}  ${kb(gz(p))} KB`);

// The billing routes: each one's own chunks (what it loads beyond the login page), loaded fresh.
const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
const apiGet = async (path) =>
  (
    await fetch(`http://localhost:${port}/services/rest/portalapi${path}`, {
      headers: { 'X-Session-Id': sessionId },
    })
  ).json();
const { invoices } = (await apiGet('/Erp/v1/invoices?pagingTake=100')).getInvoicesResponse;
const billed = invoices.filter((i) => i.supplyId === invoices[0].supplyId);
const { supplies } = (await apiGet('/Erp/v1/supplies')).getSuppliesResponse;
const billingRoutes = [
  ['invoices-list', '/invoices-list', 'Le tue bollette'],
  ['invoice-comparison', `/invoice/${billed[0].id}/comparation`, 'Confronto bollette'],
  ['invoice-comparison-pair', `/invoice/${billed[0].id}/comparation/${billed[1].id}`, 'Confronto bollette'],
  ['offer', `/offers/${supplies.find((s) => s.offerCode).offerCode}`, null],
];
for (const [name, path, heading] of billingRoutes) {
  const assets = await assetsOf(page, async () => {
    await page.goto(`http://localhost:${port}${path}`);
    await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor();
  });
  const mine = assets.filter((p) => !loginAssets.includes(p));
  console.log(
    `${name}'s own chunks: ${mine.length} files, ${kb(mine.reduce((s, p) => s + gz(p), 0))} KB gzip (budget 60 KB)`,
  );
  for (const p of mine) console.log(`  ${p}  ${kb(gz(p))} KB`);
}
// The energy screens' own chunks (beyond what login and dashboard loaded), each opened directly
// as a customer would from a link; chart code (uPlot) must appear only on the graph routes.
const shared = new Set([...loginAssets, ...dashboardAssets]);
const routeChunks = async (label, action) => {
  const assets = await assetsOf(page, action);
  const mine = assets.filter((p) => !shared.has(p));
  const total = mine.reduce((s, p) => s + gz(p), 0);
  console.log(`${label}: own chunks ${mine.length} files, ${kb(total)} KB gzip (budget 60 KB)`);
  for (const p of mine) console.log(`  ${p}  ${kb(gz(p))} KB`);
};
for (const path of ['/pun', '/edit-shipping-address', '/add-bank-debit', '/edit-bank-debit']) {
  await routeChunks(path, () => page.goto(`http://localhost:${port}${path}`));
}
await page.goto(`http://localhost:${port}/supplies`);
await page.getByRole('link', { name: 'Casa Roma', exact: true }).click();
await routeChunks('/supplies/{id}/graphs', () =>
  page
    .getByRole('link', { name: 'Grafici dei consumi' })
    .click()
    .then(() => page.waitForURL('**/graphs**'))
    .then(() => page.getByTestId('consumption-chart').locator('canvas').waitFor()),
);

await browser.close();
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
