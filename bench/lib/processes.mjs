// Child processes of the benches: the real server in production mode on a PostgreSQL database,
// the bare yardstick, and log-ins through the real API.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API = '/services/rest/portalapi';

/** A Web Push (VAPID) key pair as the server reads it: the P-256 point and scalar, base64url. */
function vapidKeys() {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: d };
}

/**
 * Every setting production mode requires (config.ts PRODUCTION_REQUIRED_SETTINGS; fictional,
 * nothing is sent anywhere in a bench). DATABASE_URL is each bench's own (startPortal).
 */
export const PRODUCTION_ENV = {
  MODE: 'production',
  ...vapidKeys(),
  VAPID_SUBJECT: 'mailto:tecnico@sportello.example.it',
  PUBLIC_URL: 'https://sportello.example.it',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_GATEWAY_URL: 'https://sms.example.it/send',
  SMS_GATEWAY_TOKEN: 'segreto',
  CODE_PEPPER: 'pepe-di-prova-lunga-almeno-trentadue-caratteri',
  // Several servers on one machine: none serves metrics (a taken port would only be a warning).
  METRICS_PORT: '0',
};

export async function waitReady(url, timeoutMs = 120_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready in ${timeoutMs} ms`);
}

/**
 * The portal as production runs it, `node apps/server/dist/main.js` (npm run build -w apps/server),
 * in production mode on DATABASE_URL. Without a build, or with BENCH_PORTAL=source, the sources
 * through tsx, whose helpers (esbuild's keepNames `__name` calls) cost about 1% of a call's CPU;
 * BENCH_PORTAL=path/to/main.js (relative to the repository) runs that build instead.
 */
export async function startPortal({ port, databaseUrl, env = {}, stdio = 'ignore' }) {
  const child = spawn(process.execPath, portalEntry(), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'error',
      SESSION_TTL_MINUTES: '120',
      // Every simulated customer arrives from 127.0.0.1: the per-address limits on new sessions
      // and on the contact form would throttle the load generator as a single client.
      SESSION_CREATE_IP_MAX: '1000000',
      CONTACT_IP_MAX: '1000000',
      ...env,
    },
    stdio,
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`, 180_000, child);
  return child;
}

const BUILT_SERVER = 'apps/server/dist/main.js';
let announced = false;

function portalEntry() {
  const chosen = process.env.BENCH_PORTAL;
  // BENCH_PORTAL=<a built main.js> runs another build (two builds compared in turn).
  const entry = chosen && chosen !== 'source' ? chosen : BUILT_SERVER;
  const built = chosen !== 'source' && existsSync(`${ROOT}${entry}`);
  if (!announced) {
    announced = true;
    console.log(built ? `portal: ${entry} (a build)` : 'portal: apps/server/src/main.ts (the sources, tsx)');
  }
  // The young generation's size the Dockerfile gives production (its CMD says why).
  const flags = ['--max-semi-space-size=32'];
  return built ? [...flags, entry] : [...flags, '--import', 'tsx', 'apps/server/src/main.ts'];
}

export async function startBare({ port, databaseUrl }) {
  const child = spawn(process.execPath, ['bench/api-bare-server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function call(base, method, path, body, session) {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { 'x-session-id': session } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/** Logs a user in through the real API (new anonymous session, then doLogin): its session id. */
export async function login(base, company, username, password) {
  const anonymous = await call(base, 'POST', '/Core/v1/sessions', { createNewSessionRequest: { company } });
  const res = await call(
    base,
    'POST',
    '/Core/v1/user/login',
    { doLoginRequest: { username, password } },
    anonymous.json.createNewSessionResponse.sessionId,
  );
  const sessionId = res.json.doLoginResponse?.sessionId;
  if (!sessionId) throw new Error(`login of ${company}/${username} failed: ${JSON.stringify(res.json)}`);
  return sessionId;
}
