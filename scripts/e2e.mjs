// End-to-end tests: Playwright drives Debian's Chromium against the real built server.
//
// The `app` project (e2e/tests/app-*.spec.ts) runs the app build; each build is made only when a
// spec of its project runs (e2e/playwright.config.ts starts the same servers).
//
// E2E_SHARDS=N (default: 2 on CI, 1 elsewhere) runs the whole suite as N Playwright processes at
// once, each with its own servers, ports and data folders (so one shard's changes to the demo
// data never meet another's) and its own results and report folders. With spec files or options
// on the command line, one process runs what was asked.
import { spawn } from 'node:child_process';
import { buildAppIfStale, buildWebIfStale, ensureChromium, ROOT, run } from './lib.mjs';

const PLAYWRIGHT = ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'];
const args = process.argv.slice(2);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const shards = Number(process.env.E2E_SHARDS ?? (process.env.CI ? 2 : 1));

ensureChromium();
const projectArg = (list) => {
  const i = list.findIndex((a) => a === '--project' || a.startsWith('--project='));
  return i < 0 ? undefined : list[i].includes('=') ? list[i].split('=')[1] : list[i + 1];
};
const project = projectArg(args);
const specs = args.filter((a) => /\.spec\.ts(:\d+)?$/.test(a) || a.startsWith('tests/'));
const isApp = (s) => /app-[^/]*$/.test(s);
const wantsApp = project ? project === 'app' : specs.length === 0 || specs.some(isApp);
const wantsWeb = project ? project === 'chromium' : specs.length === 0 || specs.some((s) => !isApp(s));
if (wantsWeb) buildWebIfStale();
if (wantsApp) buildAppIfStale();

if (shards <= 1 || args.length > 0) {
  run(process.execPath, [...PLAYWRIGHT, ...args], { env });
} else {
  const basePort = Number(process.env.E2E_PORT ?? 8181);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const tag = `[${i + 1}/${shards}]`;
      const child = spawn(process.execPath, [...PLAYWRIGHT, `--shard=${i + 1}/${shards}`], {
        cwd: ROOT,
        env: {
          ...env,
          E2E_PORT: String(basePort + i * 100),
          E2E_APP_PORT: String(basePort + i * 100 + 10),
          E2E_DATA_DIR: `/tmp/sportello-e2e-${process.pid}-${i + 1}`,
          E2E_APP_DATA_DIR: `/tmp/sportello-e2e-app-${process.pid}-${i + 1}`,
          E2E_OUTPUT_DIR: `./results/shard-${i + 1}`,
          E2E_REPORT_DIR: `./report/shard-${i + 1}`,
          // Playwright splits shards by test count, but the first half of the files (account,
          // app, billing: many logins and the app build) runs slower per test: at the last landing
          // the shards took 17.6 and 13.4 minutes. Weighting 44:56 evens them out (Playwright
          // 1.65 reads the weights from this variable; with any other shard count, equal shares).
          ...(shards === 2 && !process.env.PWTEST_SHARD_WEIGHTS ? { PWTEST_SHARD_WEIGHTS: '44:56' } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Each line of a shard's output carries its tag, so two interleaved logs stay readable.
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`${tag} ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${tag} ${rest}\n`));
      }
      return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
    }),
  );
  const failed = codes.filter((c) => c !== 0).length;
  console.log(`\nEnd-to-end: ${shards - failed} of ${shards} shards passed.`);
  if (failed > 0) process.exit(1);
}
