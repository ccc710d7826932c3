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
} from 'kysely';

/**
 * The read handle over PostgreSQL streaming replicas (DATABASE_REPLICA_URL): a Kysely dialect
 * whose driver takes each connection from the next replica in turn and, when a replica does not
 * answer (stopped, unreachable, behind PgBouncer that cannot reach it, a query cancelled by a
 * recovery conflict), runs the query on the primary instead — the caller sees no error — and
 * leaves that replica out for REPLICA_RETRY_MS before trying it again. Reads only: no
 * transactions.
 */

/** How long a replica that failed is left out before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

/** Errors of a database that is not there (as the error handler's 503) plus a replica's own. */
export type UnavailableTest = (error: unknown) => boolean;

/** A replica's query cancelled because the WAL it replays conflicts with it (hot standby). */
const RECOVERY_CONFLICT = '40001';

interface Replica {
  name: string;
  driver: Driver;
  downUntil: number;
}

interface ReadConnection extends DatabaseConnection {
  /** The replica the connection came from, or null once on the primary. */
  replica: Replica | null;
  inner: DatabaseConnection;
}

export interface ReplicaEvents {
  /** A replica failed and is left out for a while; its query ran on the primary. */
  onReplicaDown?: (name: string, error: unknown) => void;
}

class ReplicaDriver implements Driver {
  private next = 0;

  constructor(
    private readonly replicas: Replica[],
    private readonly primary: Driver,
    private readonly unavailable: UnavailableTest,
    private readonly events: ReplicaEvents,
  ) {}

  async init(): Promise<void> {
    await this.primary.init();
    for (const r of this.replicas) await r.driver.init();
  }

  private failed(replica: Replica, error: unknown): boolean {
    const code = (error as { code?: string }).code;
    if (!this.unavailable(error) && code !== RECOVERY_CONFLICT) return false;
    replica.downUntil = Date.now() + REPLICA_RETRY_MS;
    this.events.onReplicaDown?.(replica.name, error);
    return true;
  }

  private async fromPrimary(connection: ReadConnection): Promise<void> {
    connection.replica = null;
    connection.inner = await this.primary.acquireConnection();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const now = Date.now();
    for (let i = 0; i < this.replicas.length; i++) {
      const replica = this.replicas[this.next++ % this.replicas.length]!;
      if (replica.downUntil > now) continue;
      try {
        return this.wrap(replica, await replica.driver.acquireConnection());
      } catch (error) {
        if (!this.failed(replica, error)) throw error;
      }
    }
    return this.wrap(null, await this.primary.acquireConnection());
  }

  private wrap(replica: Replica | null, inner: DatabaseConnection): ReadConnection {
    const connection: ReadConnection = {
      replica,
      inner,
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        try {
          return await connection.inner.executeQuery<R>(compiled);
        } catch (error) {
          const from = connection.replica;
          if (!from || !this.failed(from, error)) throw error;
          await from.driver.releaseConnection(connection.inner).catch(() => undefined);
          await this.fromPrimary(connection);
          return connection.inner.executeQuery<R>(compiled);
        }
      },
      streamQuery: (compiled, chunkSize) => connection.inner.streamQuery(compiled, chunkSize),
    };
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { replica, inner } = connection as ReadConnection;
    await (replica ? replica.driver : this.primary).releaseConnection(inner);
  }

  beginTransaction(): Promise<void> {
    throw new Error('the replicas serve reads only: transactions go to the primary');
  }

  commitTransaction(): Promise<void> {
    throw new Error('the replicas serve reads only');
  }

  rollbackTransaction(): Promise<void> {
    throw new Error('the replicas serve reads only');
  }

  async destroy(): Promise<void> {
    // The primary's driver belongs to the primary's handle, which closes it.
    for (const r of this.replicas) await r.driver.destroy();
  }
}

/**
 * The replicas' dialect: `replicas` (each a dialect of its own pool, named for the log) with
 * `primary` (a driver on the primary's pool, never destroyed here) to fall back on.
 */
export function replicaDialect(
  replicas: { name: string; dialect: Dialect }[],
  primary: Driver,
  unavailable: UnavailableTest,
  events: ReplicaEvents = {},
): Dialect {
  const first = replicas[0]!.dialect;
  return {
    createAdapter: (): DialectAdapter => first.createAdapter(),
    createDriver: (): Driver =>
      new ReplicaDriver(
        replicas.map((r) => ({ name: r.name, driver: r.dialect.createDriver(), downUntil: 0 })),
        primary,
        unavailable,
        events,
      ),
    createQueryCompiler: (): QueryCompiler => first.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => first.createIntrospector(db),
  };
}
