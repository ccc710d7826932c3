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

type Parser = (value: string) => unknown;
/** Makes one row from a DataRow's raw values (text format) with the statement's parsers. */
type RowBuilder = (parsers: Parser[], values: (string | null)[]) => Record<string, unknown>;

interface Shape {
  fields: Field[];
  parsers: Parser[];
  emptyRow: Record<string, null>;
  /** The shape's own row builder, or null where pg's parseRow must do it (see rowBuilderFor). */
  buildRow: RowBuilder | null;
}

/**
 * A function that returns a statement's row as one object literal with its columns in order:
 * every row of the statement gets the same hidden class at once. pg's parseRow copies an empty
 * row with the spread operator and then writes each column by name; with the portal's few hundred
 * row shapes going through that one spread and one keyed store, V8 handles both generically, and
 * it cost 4-5x what it costs the bare server (docs/scaling.md, fourth round). The source holds only
 * column indexes and the column names as JSON string literals. Null (pg's own parseRow) for binary
 * columns, and for a column named `__proto__`, which a literal would take as the prototype.
 */
function rowBuilderFor(fields: Field[]): RowBuilder | null {
  if (fields.some((f) => (f.format ?? 'text') !== 'text' || f.name === '__proto__')) return null;
  const properties = fields.map(
    (f, i) => `${JSON.stringify(f.name)}: values[${i}] === null ? null : parsers[${i}](values[${i}])`,
  );
  // No input reaches the source but the column names, JSON-quoted (see above).
  return new Function('parsers', 'values', `return {${properties.join(', ')}};`) as RowBuilder;
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
  _canceledDueToError: unknown;
  callback?: QueryCallback;
  emit(event: string, ...args: unknown[]): boolean;
  _checkForMultirow(): void;
  listeners(event: string): unknown[];
}) {
  /** The current result's shape (set by its RowDescription). */
  private shape: Shape | null = null;

  handleRowDescription(message: { fields: Field[] }): void {
    this._checkForMultirow();
    const result = this._result;
    const name = this.name!;
    let shape = shapes.get(name);
    if (shape && sameFields(shape.fields, message.fields)) {
      result.fields = message.fields;
      result._parsers = shape.parsers;
      result._prebuiltEmptyResultObject = shape.emptyRow;
    } else {
      result.addFields(message.fields);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shape = {
        fields: message.fields,
        parsers: result._parsers ?? [],
        emptyRow: result._prebuiltEmptyResultObject ?? {},
        buildRow: rowBuilderFor(message.fields),
      };
      shapes.set(name, shape);
    }
    this.shape = shape;
    this._accumulateRows = Boolean(this.callback) || !this.listeners('row').length;
  }

  /** pg's handleDataRow (pg/lib/query.js), with the shape's row builder where it has one. */
  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    const shape = this.shape;
    let row: unknown;
    try {
      row = shape?.buildRow
        ? shape.buildRow(shape.parsers, message.fields)
        : (this._result as unknown as { parseRow(values: unknown[]): unknown }).parseRow(message.fields);
    } catch (error) {
      this._canceledDueToError = error;
      return;
    }
    this.emit('row', row, this._result);
    if (this._accumulateRows) (this._result as unknown as { rows: unknown[] }).rows.push(row);
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
