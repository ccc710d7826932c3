// Helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_DIST_INDEX = join(ROOT, 'apps/web/dist/index.html');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when dist is missing or older than any source it is made from. */
export function buildWebIfStale() {
  buildIfStale(WEB_DIST_INDEX, ['run', 'build', '--silent', '-w', 'apps/web']);
  // The operators' console (served under /console by the same server) is built with the web app.
  buildIfStale(CONSOLE_DIST_INDEX, ['run', 'build', '--silent', '-w', 'apps/console'], {
    sources: ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts'],
    label: 'della console operatori',
  });
}

/** The operators' console build (apps/console/dist). */
export const CONSOLE_DIST_INDEX = join(ROOT, 'apps/console/dist/index.html');

/** The app build with the simulated platform (apps/web/dist-app), for the e2e `app` project. */
export const APP_DIST_INDEX = join(ROOT, 'apps/web/dist-app/index.html');
export function buildAppIfStale() {
  buildIfStale(APP_DIST_INDEX, ['run', 'build:app', '--silent', '-w', 'apps/web']);
}

function buildIfStale(index, npmArgs, more = {}) {
  const sources = [
    ...(more.sources ?? []),
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages/domain/src',
    'packages/contract/src',
  ];
  const newestSource = Math.max(
    ...sources.map((s) => {
      const p = join(ROOT, s);
      if (!existsSync(p)) return 0;
      return statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    }),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource) return;
  console.log(`Compilazione ${more.label ?? 'dell\u2019app web'}…`);
  run('npm', npmArgs);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    process.exitCode = result.status ?? 1;
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  }
}

export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Makes sure Debian's Chromium is there for the browser tests: installs it when running as root
 * on Debian, otherwise stops with the command to run. Never downloads a browser of its own.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('Chromium non trovato: installazione con apt-get…');
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `Chromium non trovato in ${CHROMIUM}.\n` +
      'I test end-to-end usano il Chromium di Debian. Installarlo con:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'oppure indicare un altro eseguibile con CHROMIUM_PATH=/percorso/chromium.',
  );
  process.exit(1);
}
