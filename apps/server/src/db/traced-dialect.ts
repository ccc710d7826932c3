import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect that records each statement as a span of the request's trace: its SQL text
 * with `$1…` placeholders (never the values: they carry customers' data) and its duration. With
 * no span active (tracing off, or work outside a request) it adds one check per statement.
 */
const tracer = trace.getTracer('sportello-db');

/** `select`, `insert`… of a statement, for the span's name. */
function operationOf(sql: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?([a-z]+)/i.exec(sql);
  return (match?.[1] ?? 'query').toLowerCase();
}

function tracedConnection(inner: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
      if (!trace.getSpan(context.active())) return inner.executeQuery<R>(compiled);
      const operation = operationOf(compiled.sql);
      return tracer.startActiveSpan(
        `db ${operation}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': compiled.sql,
          },
        },
        async (span) => {
          try {
            return await inner.executeQuery<R>(compiled);
          } catch (error) {
            // The error's kind only: a constraint's message may quote a value.
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
    streamQuery: (compiled, chunkSize) => inner.streamQuery(compiled, chunkSize),
  };
}

class TracedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver) {
    // Savepoints only where the inner driver has them (Kysely refuses them otherwise).
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint)
      this.savepoint = (c, name, compile) => savepoint.call(inner, this.original(c), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile) =>
        rollbackToSavepoint.call(inner, this.original(c), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) =>
        releaseSavepoint.call(inner, this.original(c), name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let traced = this.connections.get(connection);
    if (!traced) {
      traced = tracedConnection(connection);
      this.connections.set(connection, traced);
      this.originals.set(traced, connection);
    }
    return traced;
  }

  private original(connection: DatabaseConnection): DatabaseConnection {
    return this.originals.get(connection) ?? connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(this.original(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(this.original(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(this.original(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.original(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its statements traced. */
export function tracedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: (): DialectAdapter => inner.createAdapter(),
    createDriver: (): Driver => new TracedDriver(inner.createDriver()),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => inner.createIntrospector(db),
  };
}
