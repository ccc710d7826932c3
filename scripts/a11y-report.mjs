// The accessibility tour: runs the end-to-end accessibility specs (e2e/tests/*-a11y.spec.ts) with
// A11Y_REPORT set, prints each spec's summed test time and, when every check passed, writes the
// report the accessibility statement is generated from
// (apps/web/src/features/accessibility/a11y-report.json, committed).
//
//   node scripts/a11y-report.mjs            the whole tour, then the committed report
//   node scripts/a11y-report.mjs --no-write the tour and its timings only
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const COMMITTED = join(ROOT, 'apps/web/src/features/accessibility/a11y-report.json');
const write = !process.argv.includes('--no-write');
const report = `/tmp/sportello-a11y-report-${process.pid}.json`;
const timings = `/tmp/sportello-a11y-timings-${process.pid}.json`;
const specs = readdirSync(join(ROOT, 'e2e/tests'))
  .filter((f) => f.endsWith('-a11y.spec.ts'))
  .map((f) => `e2e/tests/${f}`);

rmSync(report, { force: true });
const run = spawnSync(process.execPath, ['scripts/e2e.mjs', ...specs, '--reporter=list,json'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, A11Y_REPORT: report, PLAYWRIGHT_JSON_OUTPUT_NAME: timings },
});

// Summed test time per spec, from Playwright's JSON report.
if (existsSync(timings)) {
  const perSpec = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) perSpec.set(file, (perSpec.get(file) ?? 0) + r.duration);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(readFileSync(timings, 'utf8')).suites) walk(suite, suite.file);
  let total = 0;
  console.log('\nAccessibility tour, summed test time per spec:');
  for (const [file, ms] of [...perSpec].sort((a, b) => b[1] - a[1])) {
    total += ms;
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
  console.log(`  ${(total / 1000).toFixed(1).padStart(6)} s  in all`);
  rmSync(timings, { force: true });
}

if (run.status !== 0) {
  console.error('\nThe tour failed: the committed report is left as it was.');
  process.exit(run.status ?? 1);
}
if (write) {
  copyFileSync(report, COMMITTED);
  console.log(`\nReport written: ${COMMITTED}`);
}
rmSync(report, { force: true });
