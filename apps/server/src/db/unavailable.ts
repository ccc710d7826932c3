/**
 * Whether an error means the database is not there (the request gets the maintenance 503, a
 * replica's read goes to the primary), as opposed to an error of the query itself.
 */

/** Socket errors, server shutdown or failover, and pg's own timeouts (DB_*_TIMEOUT_MS). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: statement_timeout
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
]);
/** PgBouncer in front: its own errors when it cannot reach the server behind it. */
const PGBOUNCER_MESSAGES = [
  'server conn crashed?',
  'pgbouncer cannot connect to server',
  'server login has been failing',
  'no more connections allowed',
  'query_wait_timeout',
];
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Query read timeout',
  // A pooled connection the database ended between two queries (see preparedStatements).
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    (UNAVAILABLE_MESSAGES.some((m) => message.includes(m)) ||
      PGBOUNCER_MESSAGES.some((m) => message.includes(m)))
  );
}
