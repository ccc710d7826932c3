import { ERROR_CODES } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import { sql } from 'kysely';
import { HttpError } from '../../errors';
import type { Deps } from '../context';

/**
 * Whether this process can serve: the database answers a trivial query. The load balancer asks
 * (GET /readyz) and takes the process out of rotation on 503; nobody needs a session for it.
 */
export async function checkReadiness({
  db,
  config,
  log,
}: Pick<Deps, 'db' | 'config' | 'log'>): Promise<{ status: 'ready'; database: 'pglite' | 'postgres' }> {
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    log.error({ err }, 'readiness: database unreachable');
    throw new HttpError(503, ERROR_CODES.unavailable, MESSAGES.serviceUnavailable);
  }
  // openDatabase chooses the same way: a server when DATABASE_URL names one, PGlite otherwise.
  return { status: 'ready', database: config.DATABASE_URL ? 'postgres' : 'pglite' };
}
