// End-to-end tests: Playwright drives Debian's Chromium against the real built server.
import { buildWebIfStale, ensureChromium, run } from './lib.mjs';

ensureChromium();
buildWebIfStale();
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
