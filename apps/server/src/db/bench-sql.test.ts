import {
  getConsumptionsQuerySchema,
  getCustomersQuerySchema,
  getInvoicesQuerySchema,
  getNotificationsQuerySchema,
  getSuppliesQuerySchema,
} from '@sportello/contract';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONSUMPTION_YEAR,
  hashSessionId,
  SESSION_SQL,
  sessionParams,
  SQL,
} from '../../../../bench/lib/bench-data.mjs';
import { loadConfig } from '../config';
import { touchSession } from '../services/session-store';
import { getSession } from '../use-cases/core/get-session';
import { listModules } from '../use-cases/core/list-modules';
import { listNotifications } from '../use-cases/core/list-notifications';
import { actorFor, requireUserActor, type Deps } from '../use-cases/context';
import { getConsumptions } from '../use-cases/erp/get-consumptions';
import { listCustomers } from '../use-cases/erp/list-customers';
import { listInvoices } from '../use-cases/erp/list-invoices';
import { listSupplies } from '../use-cases/erp/list-supplies';
import type { Database } from './schema';

/**
 * The API bench's yardstick (bench/api-bare-server.mjs) sends "the very SQL the portal sends",
 * kept as text in bench/lib/bench-data.mjs. This runs the portal's own code for each of the
 * dashboard's calls (the functions its routes call, with the inputs bench/api-load.mjs sends) on
 * a Kysely whose driver records every statement and answers canned rows, and checks the bench
 * sends the same statements, text and parameters, in the same order.
 */

interface Statement {
  sql: string;
  parameters: unknown[];
}

const USER_ID = 7;
const COMPANY = 'sgr';
const SUPPLY = { id: 501, key: 'BENCH-SUPPLY-1', offer_code: 'BENCH-SGR-ORARIO' };

/** A live session whose expiry is not due to slide (the bench's sessions, read within a minute). */
function sessionRow(customerIds: number[]) {
  const inAWhile = new Date(Date.now() + 20 * 60_000);
  return {
    id: 'hash',
    company_code: COMPANY,
    user_id: USER_ID,
    current_customer_id: customerIds[0],
    guest: false,
    link_id: null,
    client_spec: null,
    created_at: new Date(),
    last_seen_at: new Date(),
    expires_at: inAWhile,
    absolute_expires_at: new Date(Date.now() + 12 * 3_600_000),
    ended_at: null,
    primary_reads_until: null,
    live: true,
    due: false,
    customer_ids: customerIds,
  };
}

/** Rows enough for each statement to take its ordinary path (a page with a row carries its total). */
function cannedRows(text: string, customerIds: number[]): unknown[] {
  if (text.includes('from "sessions"')) return [sessionRow(customerIds)];
  if (text.startsWith('select * from "users"')) {
    return [
      {
        id: USER_ID,
        key: 'BU0000007',
        username: 'bench7',
        status: 'active',
        type: 'Customer',
        email: 'bench7@example.it',
        user_options: null,
        receive_commercial_notifications: false,
        receive_tech_notifications: true,
      },
    ];
  }
  if (text.includes('from "company_modules"')) return [{ module_key: 'bills' }];
  if (text.startsWith('with "page"') && text.includes('"invoices"')) {
    return [
      {
        id: 9001,
        key: 'F-2026-0001',
        invoice_type_code: 1,
        issue_date: '2026-01-10',
        due_date: '2026-02-10',
        period_start: '2025-12-01',
        period_end: '2025-12-31',
        total_amount: '84.20',
        paid_on: '2026-02-01',
        consumption: '120',
        consumption_unit: 'kWh',
        supply_id: SUPPLY.id,
        supply_key: SUPPLY.key,
        commodity: 'luce',
        archiviation_key: null,
        document_status: 'ready',
        contract_id: 301,
        contract_key: 'BC0000301',
        multi_pod_invoicing: false,
        customer_id: customerIds[0],
        customer_key: 'BC0000101',
        customer_name: 'Cliente di prova',
        replaced_by: null,
        replaces: null,
        cancels: null,
        total_count: 1,
        installment_rows: [],
        owed: '0.00',
      },
    ];
  }
  if (text.includes('as "to_accept"')) return [{ total: 0, unread: 0, to_accept: 0 }];
  if (text.startsWith('select * from "supplies"')) {
    return [{ ...SUPPLY, customer_id: customerIds[0], commodity: 'luce', status: 'Attiva' }];
  }
  if (text.includes('from "offers"')) return [{ price_type: 'Orario' }];
  if (text.includes('from "meters"'))
    return [{ id: 1, supply_id: SUPPLY.id, full_capacity_start_date: '2020-01-01' }];
  return [];
}

/** A Kysely on PostgreSQL's compiler whose driver records each statement and answers canned rows. */
function recordingDb(customerIds: number[]) {
  const statements: Statement[] = [];
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      statements.push({ sql: query.sql, parameters: [...query.parameters] });
      return Promise.resolve({ rows: cannedRows(query.sql, customerIds) as R[] });
    },
    // eslint-disable-next-line require-yield
    async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
      throw new Error('no streaming in the dashboard calls');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, statements };
}

const config = loadConfig({});
const SESSION_ID = 'bench-sql-session';

/** The deps a route hands its use case: the recording database (no replicas), nothing else used. */
function depsOf(db: Kysely<Database>): Deps {
  return {
    db,
    config,
    messenger: {} as Deps['messenger'],
    log: {} as Deps['log'],
    paymentProvider: null,
  };
}

/** The query of a bench/api-load.mjs call, parsed as the route parses it. */
function queryOf<S extends z.ZodType>(schema: S, search: string): z.output<S> {
  return schema.parse(Object.fromEntries(new URLSearchParams(search)));
}

/** The session the bare server reads, then the call's own statements (bench/api-bare-server.mjs). */
interface Call {
  name: string;
  /** The portal's side: what the route does after (or, for the session call, with) its session read. */
  run(deps: Deps, customerIds: number[]): Promise<unknown>;
  /** The bare server's statements after the session read, with the canned session's values. */
  bare(customerIds: number[]): Statement[];
}

/** The session plugin's read, then the use case as the route calls it with the actor. */
const withActor =
  (useCase: (deps: Deps, actor: ReturnType<typeof actorFor>) => Promise<unknown>) => async (deps: Deps) => {
    const session = await touchSession(deps.db, SESSION_ID, config);
    if (!session || session === 'expired') throw new Error('the canned session is not live');
    return useCase(deps, actorFor(session, '198.51.100.7'));
  };

const CALLS: Call[] = [
  {
    name: 'session',
    // GET …/Core/v1/sessions/:id with the same id in the header: the route's use case reads the session.
    run: (deps) => getSession(deps, { id: SESSION_ID, headerId: SESSION_ID, handover: false }),
    bare: (ids) => [
      { sql: SQL.user, parameters: [USER_ID] },
      { sql: SQL.userContracts, parameters: [USER_ID, 'accepted'] },
      { sql: SQL.modules, parameters: [COMPANY, ids[0]] },
    ],
  },
  {
    name: 'modules',
    run: withActor((deps, actor) => listModules(deps, actor)),
    bare: (ids) => [{ sql: SQL.modules, parameters: [COMPANY, ids[0]] }],
  },
  {
    name: 'customers',
    run: withActor((deps, actor) => listCustomers(deps, actor, queryOf(getCustomersQuerySchema, ''))),
    bare: (ids) => [{ sql: SQL.customers(ids.length), parameters: [USER_ID, ...ids, 100] }],
  },
  {
    name: 'supplies',
    run: withActor((deps, actor) => listSupplies(deps, actor, queryOf(getSuppliesQuerySchema, ''))),
    bare: (ids) => [{ sql: SQL.supplies(ids.length), parameters: [...ids, 1000] }],
  },
  {
    name: 'bills page 1',
    run: withActor((deps, actor) =>
      listInvoices(
        deps,
        requireUserActor(actor),
        queryOf(
          getInvoicesQuerySchema,
          `customerId=${actor.session.customerIds?.[0]}&orderBy=Desc&pagingTake=5&pagingSkip=0`,
        ),
      ),
    ),
    bare: (ids) => [{ sql: SQL.invoices(1), parameters: ['Invoice', ids[0], 5, ids[0]] }],
  },
  {
    name: 'notifications',
    run: withActor((deps, actor) =>
      listNotifications(
        deps,
        requireUserActor(actor),
        queryOf(getNotificationsQuerySchema, 'pagingTake=1&pagingSkip=0'),
      ),
    ),
    bare: () => [
      { sql: SQL.notifications, parameters: [USER_ID, 1] },
      { sql: SQL.notificationCounts, parameters: [USER_ID] },
    ],
  },
  {
    name: 'consumption, a year hourly',
    run: withActor((deps, actor) =>
      getConsumptions(
        deps,
        actor,
        queryOf(
          getConsumptionsQuerySchema,
          `supplyKey=${SUPPLY.key}&detail=hourly&startDate=${CONSUMPTION_YEAR.start}&endDate=${CONSUMPTION_YEAR.end}`,
        ),
      ),
    ),
    bare: (ids) => [
      { sql: SQL.supplyByKey(ids.length), parameters: [...ids, SUPPLY.key] },
      { sql: SQL.offerPriceType, parameters: [SUPPLY.offer_code] },
      { sql: SQL.currentMeter, parameters: [SUPPLY.id, 1] },
      { sql: SQL.consumptionHourly, parameters: [SUPPLY.id, CONSUMPTION_YEAR.start, CONSUMPTION_YEAR.end] },
    ],
  },
];

const advice = (call: string) =>
  `the bench's bare server no longer sends the portal's SQL for ${call}: copy the new text into ` +
  'bench/lib/bench-data.mjs (and see docs/scaling.md)';

/** One customer per session (the bench's sessions), and two for the lists that take an IN list. */
const CASES: Array<{ call: Call; customerIds: number[] }> = [
  ...CALLS.map((call) => ({ call, customerIds: [101] })),
  ...CALLS.filter((c) => ['customers', 'supplies', 'consumption, a year hourly'].includes(c.name)).map(
    (call) => ({ call, customerIds: [101, 102] }),
  ),
];

describe("the API bench's bare server sends the portal's SQL (bench/lib/bench-data.mjs)", () => {
  it.each(CASES)('$call.name, $customerIds.length customer(s)', async ({ call, customerIds }) => {
    const { db, statements } = recordingDb(customerIds);
    await call.run(depsOf(db), customerIds);
    const expected: Statement[] = [
      { sql: SESSION_SQL, parameters: sessionParams(hashSessionId(SESSION_ID)) },
      ...call.bare(customerIds),
    ];
    const name = `${call.name} (${customerIds.length} customer${customerIds.length > 1 ? 's' : ''})`;
    // The portal's code really ran on the recording driver: the session read and the call's own.
    expect(statements.length, `${name}: the recording driver saw no statement of the call`).toBeGreaterThan(
      1,
    );
    expect(
      statements.map((s) => s.sql),
      advice(name),
    ).toEqual(expected.map((s) => s.sql));
    expect(statements.length).toBe(expected.length);
    expect(
      statements,
      `${advice(name)}: the texts match, the parameters differ (see how bench/api-bare-server.mjs builds them)`,
    ).toEqual(expected);
  });
});
