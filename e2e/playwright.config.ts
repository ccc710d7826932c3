import { defineConfig, devices } from '@playwright/test';
import { E2E_WEBHOOK_SECRET, webhookPort } from './webhook';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/sportello-e2e-${process.pid}`;
/** The app build (apps/web/dist-app, simulated platform) on its own server, port and data folder. */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? PORT + 10);
const APP_DATA_DIR = process.env.E2E_APP_DATA_DIR ?? `/tmp/sportello-e2e-app-${process.pid}`;
const APP_SPECS = /app-[^/]*\.spec\.ts$/;

/**
 * Which servers this run needs: both by default; only one when every spec named on the command
 * line (or the --project chosen) belongs to one project, so a single test does not start two.
 */
function projectArg(list: readonly string[]): string | undefined {
  const i = list.findIndex((a) => a === '--project' || a.startsWith('--project='));
  if (i < 0) return undefined;
  return list[i]!.includes('=') ? list[i]!.split('=')[1] : list[i + 1];
}
function wantedServers(argv: readonly string[]): { web: boolean; app: boolean } {
  const project = projectArg(argv);
  if (project === 'app') return { web: false, app: true };
  if (project === 'chromium') return { web: true, app: false };
  const specs = argv.filter((a) => /\.spec\.ts(:\d+)?$/.test(a) || a.startsWith('tests/'));
  if (specs.length === 0) return { web: true, app: true };
  return { web: specs.some((s) => !/app-[^/]*$/.test(s)), app: specs.some((s) => /app-[^/]*$/.test(s)) };
}
const servers = wantedServers(process.argv);

/** The real server (built web app, PGlite on a fresh folder, demo data) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './results',
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more, so a race between the browser and a test's timing does not
  // fail the build by chance; it is still reported as "flaky" in the output, to be fixed. Locally a
  // failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? './report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure-and-retries',
    // The portal registers its service worker on every visit, and each test's new context would
    // install it and precache every route's chunks (about 1.4 MB) beside the test: the specs that
    // test the worker (pwa-offline, account-web-push) allow it with test.use.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: APP_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The native app's build with the simulated platform (tests drive window.__sportelloPlatform).
      name: 'app',
      testMatch: APP_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${APP_PORT}` },
    },
  ],
  webServer: [
    ...(servers.web
      ? [
          {
            command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
            cwd: '..',
            url: `http://localhost:${PORT}/readyz`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            // Two shards run four servers on this machine: none serves metrics (METRICS_PORT 0).
            env: {
              PORT: String(PORT),
              DATA_DIR,
              MODE: 'demo',
              LOG_LEVEL: 'warn',
              METRICS_PORT: '0',
              // The retailer's webhook (e2e/webhook.ts, tests/integration-requests.spec.ts), retried fast.
              INTEGRATION_WEBHOOK_URL: `http://127.0.0.1:${webhookPort(PORT)}/webhook`,
              INTEGRATION_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
              JOBS_RETRY_BASE_SECONDS: '0.5',
              JOBS_POLL_INTERVAL_MS: '200',
            },
          },
        ]
      : []),
    ...(servers.app
      ? [
          {
            command: `rm -rf ${APP_DATA_DIR} && node --import tsx apps/server/src/main.ts`,
            cwd: '..',
            url: `http://localhost:${APP_PORT}/readyz`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(APP_PORT),
              DATA_DIR: APP_DATA_DIR,
              MODE: 'demo',
              LOG_LEVEL: 'warn',
              METRICS_PORT: '0',
              WEB_DIST: 'apps/web/dist-app',
            },
          },
        ]
      : []),
  ],
});
