// Lighthouse (mobile) on the login page and the dashboard, in Debian's Chromium, against the
// real built server. Budget (DESIGN.md): performance ≥ 95, accessibility 100.
// Run after `npm run build`: node bench/lighthouse.mjs
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 8193;
const debugPort = 9333;
const dataDir = `/tmp/sportello-bench-lh-${process.pid}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debugPort}`,
  ],
});
const context = browser.contexts()[0] ?? (await browser.newContext());

async function audit(name, url) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    disableStorageReset: true,
  });
  if (process.env.LH_JSON) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${process.env.LH_JSON}-${name}.json`, JSON.stringify(result.lhr));
  }
  const c = result.lhr.categories;
  const lcp = result.lhr.audits['largest-contentful-paint']?.displayValue;
  const metric = (id) => result.lhr.audits[id]?.displayValue;
  console.log(
    `${name}: performance ${Math.round(c.performance.score * 100)}, accessibility ${Math.round(c.accessibility.score * 100)}, best practices ${Math.round(c['best-practices'].score * 100)}, LCP ${lcp} (FCP ${metric('first-contentful-paint')}, TBT ${metric('total-blocking-time')}, Speed Index ${metric('speed-index')})`,
  );
  // Which element the LCP is, and where its time goes (load delay, render delay...).
  const lcpElement = result.lhr.audits['largest-contentful-paint-element']?.details;
  for (const item of lcpElement?.items ?? []) {
    for (const row of item.items ?? []) {
      if (row.node?.snippet) console.log(`  LCP element: ${row.node.snippet}`);
      if (row.phase) console.log(`  LCP ${row.phase}: ${Math.round(row.timing)} ms`);
    }
  }
  for (const [id, a] of Object.entries(result.lhr.audits)) {
    if (
      a.score !== null &&
      a.score < 1 &&
      result.lhr.categories.accessibility.auditRefs.some((r) => r.id === id)
    ) {
      console.log(`  accessibility: ${id} — ${a.title}`);
    }
  }
}

await audit('login', `http://localhost:${port}/login`);
// Log in through the page so the dashboard is audited with a real session.
const page = await context.newPage();
await page.goto(`http://localhost:${port}/login`);
await page.getByLabel('Nome utente').fill('demo.ast');
await page.getByLabel('Password', { exact: true }).fill('Sportello!2026');
await page.getByRole('button', { name: 'Accedi' }).click();
await page.waitForURL('**/dashboard');
await page.close();
await audit('dashboard', `http://localhost:${port}/dashboard`);

await browser.close();
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
