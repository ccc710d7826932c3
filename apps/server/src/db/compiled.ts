import { context, trace } from '@opentelemetry/api';
import type { Compilable, CompiledQuery } from 'kysely';
import { tracingStarted } from '../adapters/tracing-state';
import type { Db } from './index';

/**
 * Stands for an argument of a compiled query while it is built (a parameter, never SQL): the
 * `index`-th argument, or the `element`-th element of that argument when it is a list.
 */
class Argument {
  constructor(
    readonly index: number,
    readonly element?: number,
  ) {}
}

/** Runs a statement's SQL with its parameters on a pooled connection: what Kysely's driver does. */
export type DirectExecutor = (sql: string, parameters: readonly unknown[]) => Promise<{ rows: unknown[] }>;

const directExecutors = new WeakMap<object, DirectExecutor>();

/**
 * Lets compiled queries on `db` (the primary PostgreSQL handle, never a transaction or the
 * replicas' router) go straight to its pool: an already compiled statement needs none of Kysely's
 * executor, connection provider and driver layers (a promise and a wrapper each, on every query).
 * With tracing on, a request's statements still go through Kysely, whose traced dialect records them.
 */
export function executeDirectly(db: object, execute: DirectExecutor): void {
  directExecutors.set(db, execute);
}

/** The lengths of the list arguments, the key of a compiled variant ('' when there is none). */
function shapeOf(args: readonly unknown[]): string {
  let shape = '';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (Array.isArray(a)) shape += `${i}:${a.length},`;
  }
  return shape;
}

/** Past this many shapes (lengths of its list arguments) a query's cache starts again. */
const MAX_SHAPES = 64;

/**
 * A Kysely query built and compiled once, then run with new parameter values: the hot calls
 * (the session read on every request, the dashboard's lists) skip building the query objects and
 * compiling them to SQL on each request (docs/scaling.md: about a tenth of the server's CPU).
 *
 * `build` receives stand-ins for its arguments and must use each only as a value (`where(col,
 * '=', x)`, `limit(x)`, `sql\`…${x}\``) — never in JavaScript decisions (`x === null ? …`): write
 * one compiled query per such variant instead. A list argument may be an `in` list (`where(col,
 * 'in', ids)`, never empty): the query is compiled once per length of its lists. The SQL is the
 * same on every database handle of the process (they share PostgreSQL's compiler), so it is
 * compiled with the first handle that runs it.
 */
export function compiledQuery<A extends readonly unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const shapes = new Map<string, CompiledQuery<R>>();
  const compile = (db: Db, args: A, shape: string): CompiledQuery<R> => {
    const standIns = args.map((a, i) =>
      Array.isArray(a) ? a.map((_, j) => new Argument(i, j)) : new Argument(i),
    );
    const query = build(db, ...(standIns as unknown as A)).compile();
    const used = new Set(
      query.parameters.filter((p) => p instanceof Argument).map((p) => `${p.index}:${p.element}`),
    );
    const expected = standIns.flat().map((p) => `${p.index}:${p.element}`);
    const unused = expected.filter((key) => !used.has(key));
    if (unused.length) {
      throw new Error(`compiledQuery: argument(s) ${unused.join(', ')} not used as query parameters`);
    }
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, query);
    return query;
  };
  // Not an async function: the executor's promise, continued once (this runs on every query).
  return (db, ...args) => {
    let compiled: CompiledQuery<R>;
    let parameters: unknown[];
    try {
      const shape = shapeOf(args);
      compiled = shapes.get(shape) ?? compile(db, args, shape);
      parameters = compiled.parameters.map((p) =>
        p instanceof Argument
          ? p.element === undefined
            ? args[p.index]
            : (args[p.index] as readonly unknown[])[p.element]
          : p,
      );
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const direct = directExecutors.get(db);
    if (direct && !(tracingStarted() && trace.getSpan(context.active()))) {
      return direct(compiled.sql, parameters).then(rowsOf<R>);
    }
    return db.executeQuery<R>({ ...compiled, parameters }).then(rowsOf<R>);
  };
}

function rowsOf<R>(result: { rows: unknown[] }): R[] {
  return result.rows as R[];
}

/** Applies a compiled page query's LIMIT, and its OFFSET past the first page. */
export type Paginate = <Q extends { limit(take: number): Q; offset(skip: number): Q }>(query: Q) => Q;

/**
 * A compiled query of one page of a list, in two variants: the first page without OFFSET, the
 * others with it. PostgreSQL plans a prepared statement anew on every run (a custom plan) unless its
 * generic plan looks no costlier, and a parameter OFFSET makes the generic plan look costlier (it
 * reckons a tenth of the rows skipped): the bill list's first page was planned on every call, 1.5 ms
 * of database time where the generic plan runs it in 0.5 (docs/scaling.md, "Sixth round"). Without
 * OFFSET the generic plan costs what the custom one does and PostgreSQL keeps it.
 *
 * `build` applies `paginate` to the query the page is cut from (in a CTE or not); take and skip
 * are parameters as any other argument of `compiledQuery`.
 */
export function compiledPage<A extends readonly unknown[], R>(
  build: (db: Db, paginate: Paginate, ...args: A) => Compilable<R>,
): (db: Db, take: number, skip: number, ...args: A) => Promise<R[]> {
  const first = compiledQuery((db: Db, take: number, ...args: A) =>
    build(db, (query) => query.limit(take), ...args),
  );
  const later = compiledQuery((db: Db, take: number, skip: number, ...args: A) =>
    build(db, (query) => query.limit(take).offset(skip), ...args),
  );
  return (db, take, skip, ...args) =>
    skip === 0 ? first(db, take, ...args) : later(db, take, skip, ...args);
}
