// End-to-end tests: Playwright drives Debian's Chromium against the real built server.
import { buildAppIfStale, buildWebIfStale, ensureChromium, run } from './lib.mjs';

ensureChromium();
// The `app` project (e2e/tests/app-*.spec.ts) runs the app build; each build only when a spec of
// its project runs (e2e/playwright.config.ts starts the same servers).
const args = process.argv.slice(2);
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
run(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
