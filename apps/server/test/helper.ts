import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/index';
import { DEMO_PASSWORD } from '../src/seed/demo-people';

/**
 * Builds the real server in-process for one test file, on its own fresh database: PGlite in
 * memory by default, or a throw-away database on the PostgreSQL server of DATABASE_URL (CI).
 * Demo data is seeded, as on `npm start`.
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `sportello_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // The app's pool has ended its clients, but their backends may still be closing: wait a
      // bounded moment for them, so that `with (force)` has no live connection to cut.
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    MODE: 'demo',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...overrides,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // The test's database is the helper's to choose: production mode requires a DATABASE_URL
  // (PRODUCTION_TEST_ENV names one nothing listens on), and without CI's server it is PGlite.
  const database: DatabaseHandle | undefined = databaseUrl
    ? undefined
    : await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
  const app = options.logStream
    ? await buildApp({ config, database, logStream: options.logStream })
    : await buildApp({ config, database, logger: false });
  await app.ready();
  return new TestApp(app, async () => {
    await app.close();
    await dropDatabase?.();
  });
}

/** One server per test file, built before and closed after its tests. */
export function useTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(overrides, options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('test app not built yet');
    return testApp;
  };
}

export class TestApp {
  constructor(
    readonly app: FastifyInstance,
    readonly close: () => Promise<void>,
  ) {}

  get db() {
    return this.app.db;
  }

  /** A request; `/Core/…`, `/Wfm/…` and `/Erp/…` are relative to /services/rest/portalapi. */
  request(
    method: InjectOptions['method'],
    path: string,
    options: {
      session?: string;
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const url = /^\/(Core|Wfm|Erp)\//.test(path) ? `${API_BASE}${path}` : path;
    return this.app.inject({
      method,
      url,
      query: options.query,
      headers: { ...(options.session ? { 'x-session-id': options.session } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  }

  /** A new anonymous session for a brand. */
  async newSession(company = 'ast'): Promise<string> {
    const res = await this.request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company } },
    });
    if (res.statusCode !== 201) throw new Error(`session: ${res.statusCode} ${res.body}`);
    return res.json().createNewSessionResponse.sessionId as string;
  }

  /** Logs a demo user in and returns the logged-in session id. */
  async login(
    username: string,
    password = DEMO_PASSWORD,
    company = username.split('.')[1] ?? 'ast',
  ): Promise<string> {
    const session = await this.newSession(company);
    const res = await this.request('POST', '/Core/v1/user/login', {
      session,
      body: { doLoginRequest: { username, password } },
    });
    const body = res.json();
    if (!body.doLoginResponse) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return body.doLoginResponse.sessionId as string;
  }
}

/**
 * A second customer code (AST0009001) of demo.ast's Mario Rossi, with the same fiscal code and no
 * user of its own: what a delegation request must never spread to.
 */
export async function addSecondCodeOfMarioRossi(t: TestApp): Promise<void> {
  await t.db
    .insertInto('customers')
    .values({
      key: 'AST0009001',
      company_code: 'ast',
      customer_type: 'private',
      name: 'Mario Rossi',
      fiscal_code: 'RSSMRA80A01H501U',
      email: 'mario.rossi@example.it',
    })
    .execute();
}
