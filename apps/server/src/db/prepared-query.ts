import pg from 'pg';

/** A column of a RowDescription, as pg reads it. */
interface Field {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** The parts of pg's Result a row description sets (pg/lib/result.js `addFields`). */
interface ResultInternals {
  fields: Field[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
  addFields(fields: Field[]): void;
}

interface Shape {
  fields: Field[];
  parsers: ((value: string) => unknown)[];
  emptyRow: Record<string, null>;
}

/**
 * The row shapes of the named statements, by name (names come from a bounded cache: nameOf). One
 * map for the process: every pool of the server reads columns with the same type parsers
 * (openPostgres' typeParsers), so a statement's parsers are the same on any of its connections.
 */
const shapes = new Map<string, Shape>();
const MAX_SHAPES = 2000;

function sameFields(a: Field[], b: Field[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.name !== y.name || x.dataTypeID !== y.dataTypeID || (x.format ?? 'text') !== (y.format ?? 'text')) {
      return false;
    }
  }
  return true;
}

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

/**
 * A named prepared statement run by pg, minus two costs stock pg pays on every execution:
 * - the query's config object is not cloned (pg copies any config object through its property
 *   descriptors; a text with values is taken as it is);
 * - the column parsers and the empty row are built once per statement and row shape, not again
 *   from every RowDescription (pg asks the type parsers for every column of every result). The
 *   shape is compared column by column (name, type, format) on each result, so a statement whose
 *   columns change (a migration under `select *`) gets its new parsers.
 * Everything else (protocol, errors, read timeout) is pg's own Query.
 */
class PreparedQuery extends (pg.Query as unknown as new (
  text: string,
  values: unknown[] | undefined,
  callback: QueryCallback,
) => {
  name?: string;
  _result: ResultInternals;
  _accumulateRows: boolean;
  callback?: QueryCallback;
  _checkForMultirow(): void;
  listeners(event: string): unknown[];
}) {
  handleRowDescription(message: { fields: Field[] }): void {
    this._checkForMultirow();
    const result = this._result;
    const name = this.name!;
    const known = shapes.get(name);
    if (known && sameFields(known.fields, message.fields)) {
      result.fields = message.fields;
      result._parsers = known.parsers;
      result._prebuiltEmptyResultObject = known.emptyRow;
    } else {
      result.addFields(message.fields);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(name, {
        fields: message.fields,
        parsers: result._parsers ?? [],
        emptyRow: result._prebuiltEmptyResultObject ?? {},
      });
    }
    this._accumulateRows = Boolean(this.callback) || !this.listeners('row').length;
  }
}

/** Runs `text` as the prepared statement `name` on `client`, with `values`. */
export function runPrepared(
  client: pg.PoolClient,
  name: string,
  text: string,
  values: unknown[] | undefined,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new PreparedQuery(text, values, (error, result) => {
      if (error) {
        // A stack that leads back to the caller rather than to the socket's read (as pg does).
        Error.captureStackTrace(error);
        reject(error);
      } else resolve(result);
    });
    query.name = name;
    client.query(query as unknown as pg.Submittable);
  });
}
