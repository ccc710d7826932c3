import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@sportello/contract';

/**
 * The pieces of a real deployment on loopback, for the fault tests and the scaling bench: a
 * PostgreSQL server of our own (we stop and start it), server processes (`main.ts`, killed with
 * SIGKILL when a test says so) and nginx with deploy/nginx-proxy.conf in front of them.
 */

export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** Why the fault tests cannot run here (no PostgreSQL binaries, no nginx), or undefined. */
export function faultsUnavailable(): string | undefined {
  if (!existsSync(join(PGBIN, 'initdb')) || !existsSync(join(PGBIN, 'pg_ctl')))
    return `no PostgreSQL binaries in ${PGBIN} (apt-get install postgresql, or set PGBIN)`;
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx, or set NGINX)`;
  return undefined;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
export function asPostgres(command: string): string {
  return isRoot
    ? execFileSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
    : execFileSync('sh', ['-c', command], { encoding: 'utf8' });
}

export class Postgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'sportello-faults-pg-'));
  /** `options`: more `-c name=value` settings of the server (e.g. `-c log_statement=all`). */
  constructor(
    readonly port: number,
    readonly options = '',
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init() {
    this.own();
    asPostgres(
      `${PGBIN}/initdb -D ${this.dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`,
    );
    this.start();
  }

  /** A streaming replica of `primary` (pg_basebackup -R: a hot standby following its WAL), started. */
  initReplicaOf(primary: Postgres) {
    this.own();
    asPostgres(
      `${PGBIN}/pg_basebackup -h 127.0.0.1 -p ${primary.port} -U postgres -D ${this.dir}/data -R -X stream >/dev/null`,
    );
    this.start();
  }

  private own() {
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.dir, uid, uid);
    }
  }

  start() {
    asPostgres(
      `${PGBIN}/pg_ctl -D ${this.dir}/data -l ${this.dir}/log -w -o "-p ${this.port} -k ${this.dir} ` +
        `-c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off ${this.options}" start >/dev/null`,
    );
  }

  /** `fast`: sessions cut at once (clients get admin_shutdown), as a crash or a failover does. */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    asPostgres(`${PGBIN}/pg_ctl -D ${this.dir}/data -m ${mode} -w stop >/dev/null`);
  }

  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface ServerOptions {
  databaseUrl: string;
  env?: Record<string, string>;
}

/** One server process: `node --import tsx apps/server/src/main.ts`. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  output = '';

  constructor(
    readonly port: number,
    readonly options: ServerOptions,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(timeoutMs = 180_000) {
    // Another server already on the port would answer the readiness probe in this one's place.
    const taken = await fetch(`${this.base}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${this.port} is already in use`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.options.databaseUrl,
        LOG_LEVEL: 'warn',
        // Three servers on one machine: none serves metrics (a taken port is only a warning).
        METRICS_PORT: '0',
        TRUST_PROXY: '127.0.0.1',
        // The load here is hundreds of customers who all arrive from 127.0.0.1: the per-address
        // limits on new sessions and on the contact form would refuse them as one client.
        SESSION_CREATE_IP_MAX: '100000',
        CONTACT_IP_MAX: '100000',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await until(
      `server on ${this.port} ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited at start:\n${this.output}`);
        return (await fetch(`${this.base}/readyz`)).ok ? true : undefined;
      },
      timeoutMs,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.output}`);
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (this.running) this.child!.kill(signal);
    await this.exited;
  }
}

/** nginx on loopback with deploy/nginx-proxy.conf in front of the given ports. */
export class Nginx {
  readonly dir = mkdtempSync(join(tmpdir(), 'sportello-faults-nginx-'));
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  output = '';

  constructor(
    readonly port: number,
    readonly upstreams: number[],
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(this.dir, d), { recursive: true });
    // The static answers where nginx's workers (nobody, under a root master) can read them: a
    // clone in a private folder (mktemp -d, a home of mode 700) is not (nginx answered 403).
    cpSync(join(ROOT, 'deploy/static'), join(this.dir, 'static'), { recursive: true });
    chmodSync(this.dir, 0o755);
    const servers = this.upstreams
      .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
      .join('\n    ');
    writeFileSync(
      join(this.dir, 'nginx.conf'),
      `daemon off;
master_process on;
worker_processes 1;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  types { text/html html; application/json json; }
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  upstream sportello {
    ${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${this.port};
    root ${this.dir}/static;
    include ${ROOT}deploy/nginx-proxy.conf;
  }
}
`,
    );
    const child = spawn(NGINX, ['-p', this.dir, '-c', join(this.dir, 'nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await until(
      `nginx on ${this.port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited:\n${this.output}`);
        return (await fetch(`${this.base}/healthz`)).status > 0 ? true : undefined;
      },
      20_000,
    );
  }

  async stop() {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGQUIT');
    await this.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface Answer {
  status: number;
  json: Record<string, any>;
}

/** A call of the API at `base`; status 0 when the connection failed (nothing answered). */
export async function call(
  base: string,
  method: string,
  path: string,
  session?: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}${API_BASE}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { 'x-session-id': session } : {}),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      // Longer than nginx's proxy_read_timeout (30 s): a slow answer is nginx's or the server's to give.
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let json: Record<string, any> = {};
    try {
      json = JSON.parse(text) as Record<string, any>;
    } catch {
      json = { text };
    }
    return { status: res.status, json };
  } catch {
    return { status: 0, json: {} };
  }
}

export interface LoggedIn {
  session: string;
  customerId: number | null;
}

export async function login(
  base: string,
  company: string,
  username: string,
  password: string,
): Promise<LoggedIn> {
  const s = await call(base, 'POST', '/Core/v1/sessions', undefined, {
    createNewSessionRequest: { company },
  });
  const res = await call(base, 'POST', '/Core/v1/user/login', s.json.createNewSessionResponse?.sessionId, {
    doLoginRequest: { username, password },
  });
  const answer = res.json.doLoginResponse;
  if (!answer) throw new Error(`login ${company}/${username}: ${res.status} ${JSON.stringify(res.json)}`);
  return {
    session: answer.sessionId as string,
    customerId: (answer.session.currentCustomerId as number) ?? null,
  };
}
