import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/index';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import { emptyPostgresDatabase, seededPgliteCopy, seededPostgresCopy } from './seeded-database';

/**
 * Builds the real server in-process for one test file, on its own database: PGlite in memory by
 * default, or a throw-away database on the PostgreSQL server of DATABASE_URL (CI). In demo mode
 * (the default) the database is a copy of one migrated and seeded demo database, as `npm start`
 * would have made it (test/seeded-database.ts); in any other mode it starts empty.
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const demo = (overrides.MODE ?? 'demo') === 'demo';
  const serverCopy = serverUrl
    ? await (demo ? seededPostgresCopy(serverUrl) : emptyPostgresDatabase(serverUrl))
    : undefined;
  const config = loadConfig({
    MODE: 'demo',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...overrides,
    ...(serverCopy ? { DATABASE_URL: serverCopy.url } : {}),
  });
  // The test's database is the helper's to choose: production mode requires a DATABASE_URL
  // (PRODUCTION_TEST_ENV names one nothing listens on), and without CI's server it is PGlite.
  const database: DatabaseHandle | undefined = serverCopy
    ? undefined
    : demo
      ? await seededPgliteCopy()
      : await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
  const app = options.logStream
    ? await buildApp({ config, database, logStream: options.logStream })
    : await buildApp({ config, database, logger: false });
  await app.ready();
  return new TestApp(app, async () => {
    await app.close();
    await serverCopy?.drop();
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
