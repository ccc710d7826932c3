import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_REQUIRED_SETTINGS } from '../src/config';
import { SERVER_ROOT } from '../src/paths';

/**
 * Issue 18, item 9: the deployment example passes every setting production requires, and its
 * nginx defends itself. Docker does not run here: these tests read deploy/compose.yaml, the
 * Dockerfile and deploy/nginx.conf, and run that nginx configuration with the local nginx.
 */
const ROOT = join(SERVER_ROOT, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** nginx's current stable branch (even minor numbers; 1.30 since April 2026, 1.28 no longer fixed). */
const STABLE_MINOR = 30;

/** The `environment:` block of one compose service, as KEY → value text. */
function composeEnvironment(compose: string, service: string): Map<string, string> {
  const lines = compose.split('\n');
  const start = lines.findIndex((l) => l === `  ${service}:`);
  expect(start, `service ${service} in compose.yaml`).toBeGreaterThanOrEqual(0);
  const env = new Map<string, string>();
  let inEnvironment = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {2}\S/.test(line) || /^\S/.test(line)) break;
    if (/^ {4}\S/.test(line)) inEnvironment = line.trim() === 'environment:';
    const entry = inEnvironment ? /^ {6}([A-Z0-9_]+): (.+)$/.exec(line) : null;
    if (entry) env.set(entry[1]!, entry[2]!);
  }
  return env;
}

describe('deploy/compose.yaml and the Dockerfile give production every setting it requires', () => {
  const compose = read('deploy/compose.yaml');
  const dockerfile = read('Dockerfile');
  const server = composeEnvironment(compose, 'server');

  it.each(PRODUCTION_REQUIRED_SETTINGS)('compose passes %s from the operator, required', (key) => {
    const value = server.get(key);
    expect(value, `${key} in the server's environment`).toBeDefined();
    // From the environment or the env file, and `docker compose up` stops when it is missing.
    expect(value).toMatch(/\$\{[A-Z0-9_]+:\?[^}]*\}/);
  });

  it('runs the server in production mode', () => {
    expect(server.get('MODE') ?? /^ENV .*\bMODE=production\b/m.exec(dockerfile)?.[0]).toMatch(/production/);
  });

  it('a configuration made only of what compose passes starts (no setting forgotten)', () => {
    const env: Record<string, string> = {};
    for (const [key, value] of server) env[key] = value.replace(/\$\{[^}]*\}/g, 'valore');
    // What an operator fills in, each in the shape its check expects.
    const filled = {
      ...env,
      MODE: 'production',
      DATABASE_URL: env.DATABASE_URL!,
      PUBLIC_URL: 'https://sportello.example.it',
      SMTP_URL: 'smtps://utente:password@smtp.example.it',
      SMS_GATEWAY_URL: 'https://sms.example.it/send',
      CODE_PEPPER: 'x7Qp2LmZ9vRt4KcW8bNf1HsJ6dGy3AeU',
      VAPID_PUBLIC_KEY:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
      VAPID_SUBJECT: 'mailto:tecnico@sportello.example.it',
    };
    expect(Object.keys(filled).sort()).toEqual(
      expect.arrayContaining([...PRODUCTION_REQUIRED_SETTINGS].sort()),
    );
    expect(() => loadConfig(filled)).not.toThrow();
  });

  it('the benches start production with every required setting (bench/lib/processes.mjs)', async () => {
    const { PRODUCTION_ENV } = (await import(join(ROOT, 'bench/lib/processes.mjs'))) as {
      PRODUCTION_ENV: Record<string, string>;
    };
    // Each bench gives its own database (startPortal's DATABASE_URL).
    const env = { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://bench@127.0.0.1:5432/bench' };
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('the Dockerfile names every required setting and bakes none into the image', () => {
    for (const key of PRODUCTION_REQUIRED_SETTINGS) {
      expect(dockerfile, `${key} documented in the Dockerfile`).toMatch(new RegExp(`^#.*\\b${key}\\b`, 'm'));
      expect(dockerfile, `${key} must not be an ENV or ARG of the image`).not.toMatch(
        new RegExp(`^(ENV|ARG)\\b.*\\b${key}\\b`, 'm'),
      );
    }
  });

  it('each stage of the Dockerfile copies every workspace\u2019s package.json before npm ci', () => {
    // npm ci refuses a lockfile naming a workspace whose package.json is missing (packages/brands…).
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const beforeInstall = stage.slice(0, stage.indexOf('RUN npm ci'));
      for (const workspace of workspaces)
        expect(beforeInstall, `${workspace} in the stage ${stage.split('\n')[0]}`).toContain(
          `COPY ${workspace}/package.json ${workspace}/\n`,
        );
    }
  });

  it('the env file example lists every required setting, with no value filled in', () => {
    const example = read('deploy/production.env.example');
    for (const key of [
      ...PRODUCTION_REQUIRED_SETTINGS.filter((k) => k !== 'DATABASE_URL'),
      'POSTGRES_PASSWORD',
    ])
      expect(example, key).toMatch(new RegExp(`^${key}=$`, 'm'));
  });

  it(`pins nginx to a supported stable branch (1.${STABLE_MINOR}.x or a later even minor)`, () => {
    const image = /^ {4}image: (nginx:\S+)$/m.exec(compose)?.[1];
    expect(image).toBeDefined();
    const [, minor] = /^nginx:1\.(\d+)\b/.exec(image!) ?? [];
    expect(Number(minor) % 2, `${image} is a stable (even) branch`).toBe(0);
    expect(Number(minor)).toBeGreaterThanOrEqual(STABLE_MINOR);
  });
});

describe('deploy/nginx.conf defends the portal', () => {
  const conf = read('deploy/nginx.conf');
  const proxy = read('deploy/nginx-proxy.conf');

  it('limits requests per client on the login, the registration and the Wfm calls', () => {
    expect(conf).toMatch(
      /location = \/services\/rest\/portalapi\/Core\/v1\/user\/login \{[^}]*limit_req zone=/,
    );
    expect(conf).toMatch(
      /location ~ \^\/services\/rest\/portalapi\/Core\/v1\/\([^)]*users[^)]*\)\$ \{[^}]*limit_req zone=/,
    );
    expect(conf).toMatch(/location \/services\/rest\/portalapi\/Wfm\/ \{[^}]*limit_req zone=/);
    expect(conf).toMatch(/limit_req_status 429;/);
  });

  it('gives a client 10 s to send the request head and 10 s between body reads', () => {
    const both = `${conf}\n${proxy}`;
    expect(both).toMatch(/^\s*client_header_timeout 10s;/m);
    expect(both).toMatch(/^\s*client_body_timeout 10s;/m);
  });
});

const noNginx = existsSync(NGINX) ? undefined : `no nginx at ${NGINX}`;

describe.skipIf(noNginx)(
  `deploy/nginx.conf run by the local nginx${noNginx ? ` (skipped: ${noNginx})` : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'sportello-deploy-nginx-'));
    let port = 0;
    let child: ReturnType<typeof spawn> | undefined;
    let output = '';

    const freePort = () =>
      new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: p } = probe.address() as { port: number };
          probe.close(() => resolve(p));
        });
      });

    /** deploy/nginx.conf with this machine's paths: the same rules, loopback, no upstream running. */
    const localConf = (upstream: number) => {
      for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
        mkdirSync(join(dir, d), { recursive: true });
      // The static answers (maintenance page, 503 and 429 bodies) in a folder nginx's workers
      // (nobody, under a root master) can read: a clone in a private folder (mktemp -d, a home of
      // mode 700) is not, and its 503s and 429s became nginx's own 403.
      cpSync(join(ROOT, 'deploy/static'), join(dir, 'static'), { recursive: true });
      chmodSync(dir, 0o755);
      const text = read('deploy/nginx.conf')
        .replace(
          'include /etc/nginx/sportello-proxy.conf;',
          `include ${join(ROOT, 'deploy/nginx-proxy.conf')};`,
        )
        .replace(/server server:8080/, `server 127.0.0.1:${upstream}`)
        .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
        .replace('root /usr/share/nginx/sportello;', `root ${join(dir, 'static')};`)
        .replace(
          /^http \{/m,
          `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\ndaemon off;\nhttp {\n` +
            ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
              .map((d) => `${d === 'body' ? 'client_body' : d}_temp_path ${dir}/${d};`)
              .join('\n'),
        );
      const file = join(dir, 'nginx.conf');
      writeFileSync(file, text);
      return file;
    };

    beforeAll(async () => {
      port = await freePort();
      const file = localConf(await freePort());
      const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      child = spawn(NGINX, ['-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      for (let tries = 0; tries < 100; tries += 1) {
        if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
        const up = await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        );
        if (up) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`nginx did not start:\n${output}`);
    });

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child!.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    });

    const post = (path: string) =>
      fetch(`http://127.0.0.1:${port}/services/rest/portalapi${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });

    it.each([['/Core/v1/user/login'], ['/Core/v1/users'], ['/Wfm/v1/password-reset/start']])(
      'a burst on %s gets 429 with the portal error body, before reaching a process',
      async (path) => {
        const statuses: number[] = [];
        let limited: Response | undefined;
        for (let i = 0; i < 60 && !limited; i += 1) {
          const res = await post(path);
          statuses.push(res.status);
          if (res.status === 429) limited = res;
          else await res.arrayBuffer();
        }
        // Before the limit, the request went on to the (stopped) processes: the portal's 503.
        expect(statuses[0]).toBe(503);
        expect(limited, `statuses: ${statuses.join(',')}`).toBeDefined();
        expect(limited!.headers.get('content-type')).toMatch(/application\/json/);
        expect(limited!.headers.get('retry-after')).toBe('60');
        const body = (await limited!.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('too_many_attempts');
        expect(body.error.message).toMatch(/Troppe richieste/);
      },
    );

    it('the registration limit counts POSTs only: reading the profile is not limited', async () => {
      for (let i = 0; i < 40; i += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/services/rest/portalapi/Core/v1/users`);
        await res.arrayBuffer();
        expect(res.status).toBe(503);
      }
    });

    it('closes a connection whose request head does not arrive within 10 s', async () => {
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        socket.on('data', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', reject);
      });
      expect(closedAfter).toBeGreaterThanOrEqual(9_000);
      expect(closedAfter).toBeLessThan(20_000);
    }, 30_000);
  },
);

describe('npm ci runs no install-time analytics', () => {
  it('opts out of Scarf (pulled in by the OpenAPI linter) and denies its install script', () => {
    // @scarf/scarf's postinstall reports the install to a remote service unless the root package
    // opts out (scarfSettings.enabled false, read by its report.js); allowScripts records the
    // review for npm's install-script policy, which blocks unreviewed scripts from npm 12.
    const root = JSON.parse(read('package.json')) as {
      scarfSettings?: { enabled?: boolean };
      allowScripts?: Record<string, boolean>;
    };
    expect(root.scarfSettings?.enabled).toBe(false);
    expect(root.allowScripts?.['@scarf/scarf']).toBe(false);
  });
});

describe('what every install pulls in', () => {
  it('leaves the benchmark tools to bench/ and drops what the server does not use', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    // Lighthouse and autocannon come only with `npm run bench:install` (bench/package-lock.json).
    for (const tool of ['lighthouse', 'autocannon'])
      expect(Object.keys(lock.packages).filter((p) => p.endsWith(`node_modules/${tool}`))).toEqual([]);
    const server = JSON.parse(read('apps/server/package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    // No source file imports openapi-types; pino is imported only by a test (fastify brings its own).
    expect(server.dependencies).not.toHaveProperty('openapi-types');
    expect(server.dependencies).not.toHaveProperty('pino');
    expect(server.devDependencies).toHaveProperty('pino');
  });
});
