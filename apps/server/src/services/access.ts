import type { Db } from '../db/index';
import { forbidden } from '../errors';
import type { SessionContext } from './session-store';

/**
 * The customers a session may act for: a logged-in user's own customers, accepted delegations
 * and agency portfolio; a guest link session only the customer its link was issued for.
 * Every Erp and Core route that touches customer data goes through here.
 */
export async function accessibleCustomerIds(db: Db, session: SessionContext): Promise<number[]> {
  if (session.userId !== null) {
    const rows = await db
      .selectFrom('user_customers')
      .select('customer_id')
      .where('user_id', '=', session.userId)
      .where('status', '=', 'accepted')
      .orderBy('customer_id')
      .execute();
    return rows.map((r) => r.customer_id);
  }
  if (session.guest && session.currentCustomerId !== null) return [session.currentCustomerId];
  return [];
}

/** Throws 403 unless the session may see `customerId`. */
export async function assertCustomerAccess(db: Db, session: SessionContext, customerId: number): Promise<void> {
  const ids = await accessibleCustomerIds(db, session);
  if (!ids.includes(customerId)) throw forbidden();
}

/** Resolves a customer key to its id, or 403 when the key is unknown or someone else's. */
export async function customerIdForKey(db: Db, session: SessionContext, customerKey: string): Promise<number> {
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw forbidden();
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('key', '=', customerKey)
    .where('id', 'in', ids)
    .executeTakeFirst();
  // Unknown and not-yours answer alike, so keys cannot be probed.
  if (!row) throw forbidden();
  return row.id;
}
