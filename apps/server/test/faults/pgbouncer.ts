import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './cluster';

export const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

/** Why PgBouncer cannot run here, or undefined. */
export function pgbouncerUnavailable(): string | undefined {
  if (!existsSync(PGBOUNCER))
    return `no PgBouncer at ${PGBOUNCER} (apt-get install pgbouncer, or set PGBOUNCER)`;
  return undefined;
}

/**
 * PgBouncer on loopback in front of PostgreSQL servers, one pooled database per entry (`name` →
 * the server on `port`), in session mode: Debian's PgBouncer 1.18 keeps the server's named
 * prepared statements only there (transaction mode needs 1.21's max_prepared_statements).
 * The settings the server sends at connection (`options` with the time zone, `statement_timeout`)
 * are not passed by PgBouncer: the time zone is set on each database line, as in production
 * (docs/scaling.md).
 */
export class PgBouncer {
  readonly dir = mkdtempSync(join(tmpdir(), 'sportello-faults-pgbouncer-'));
  private child: ChildProcess | undefined;
  output = '';

  constructor(
    readonly port: number,
    readonly databases: Record<string, number>,
  ) {}

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start() {
    const lines = Object.entries(this.databases).map(
      ([name, port]) => `${name} = host=127.0.0.1 port=${port} dbname=postgres timezone=Europe/Rome`,
    );
    writeFileSync(join(this.dir, 'userlist.txt'), '"postgres" ""\n');
    writeFileSync(
      join(this.dir, 'pgbouncer.ini'),
      [
        '[databases]',
        ...lines,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(this.dir, 'userlist.txt')}`,
        'pool_mode = session',
        'max_client_conn = 500',
        'default_pool_size = 60',
        // A server that comes back is retried within a second; one that is gone fails fast.
        'server_login_retry = 1',
        'server_connect_timeout = 2',
        'query_wait_timeout = 5',
        'ignore_startup_parameters = extra_float_digits,options,statement_timeout',
        `logfile = ${join(this.dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
    );
    // PgBouncer refuses to run as root: as root it runs as the `postgres` user.
    const ids =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
            gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
          }
        : {};
    if (ids.uid !== undefined) {
      chownSync(this.dir, ids.uid, ids.gid);
      for (const f of ['userlist.txt', 'pgbouncer.ini']) chownSync(join(this.dir, f), ids.uid, ids.gid);
    }
    const child = spawn(PGBOUNCER, [join(this.dir, 'pgbouncer.ini')], {
      ...ids,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    await until(
      `PgBouncer on ${this.port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`PgBouncer exited:\n${this.output}`);
        const log = existsSync(join(this.dir, 'pgbouncer.log'))
          ? readFileSync(join(this.dir, 'pgbouncer.log'), 'utf8')
          : '';
        return log.includes('process up') ? true : undefined;
      },
      10_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.output}`);
    });
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }

  async destroy() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
