import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index';

/** Stands for the n-th argument of a compiled query while it is built (a parameter, never SQL). */
class Argument {
  constructor(readonly index: number) {}
}

/**
 * A Kysely query built and compiled once, then run with new parameter values: the hot calls
 * (the session read on every request, the dashboard's lists) skip building the query objects and
 * compiling them to SQL on each request (docs/scaling.md: about a tenth of the server's CPU).
 *
 * `build` receives stand-ins for its arguments and must use each only as a value (`where(col,
 * '=', x)`, `limit(x)`, `sql\`…${x}\``) — never in JavaScript decisions (`x === null ? …`), nor
 * as an `in` list, whose length changes the SQL: write one compiled query per shape instead.
 * The SQL is the same on every database handle of the process (they share PostgreSQL's
 * compiler), so it is compiled once, with the first handle that runs it.
 */
export function compiledQuery<A extends readonly unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  let compiled: CompiledQuery<R> | undefined;
  return async (db, ...args) => {
    if (!compiled) {
      const standIns = Array.from({ length: args.length }, (_, i) => new Argument(i));
      const query = build(db, ...(standIns as unknown as A)).compile();
      const used = new Set(query.parameters.filter((p) => p instanceof Argument).map((p) => p.index));
      if (used.size !== args.length) {
        throw new Error(`compiledQuery: ${args.length - used.size} argument(s) not used as query parameters`);
      }
      compiled = query;
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Argument ? args[p.index] : p));
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
