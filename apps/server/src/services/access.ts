import type { Db } from '../db/index';
import { badRequest, forbidden, notFound } from '../errors';
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
export async function assertCustomerAccess(
  db: Db,
  session: SessionContext,
  customerId: number,
): Promise<void> {
  const ids = await accessibleCustomerIds(db, session);
  if (!ids.includes(customerId)) throw forbidden();
}

/** Resolves a customer key to its id, or 403 when the key is unknown or someone else's. */
export async function customerIdForKey(
  db: Db,
  session: SessionContext,
  customerKey: string,
): Promise<number> {
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

/**
 * The customers a list call covers: the one named by `customerKey` (403 if not the session's),
 * else every customer the session may see.
 */
export async function customerScope(
  db: Db,
  session: SessionContext,
  customerKey?: string,
): Promise<number[]> {
  if (customerKey) return [await customerIdForKey(db, session, customerKey)];
  return accessibleCustomerIds(db, session);
}

/** Narrows the scope to one customer id, or 403 when it is not the session's. */
export async function scopeForCustomerId(
  db: Db,
  session: SessionContext,
  customerId?: number,
): Promise<number[]> {
  const ids = await accessibleCustomerIds(db, session);
  if (customerId === undefined) return ids;
  if (!ids.includes(customerId)) throw forbidden();
  return [customerId];
}

/** A contract by its key, or 403 when the key is unknown or someone else's. */
export async function contractForKey(db: Db, session: SessionContext, contractKey: string) {
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw forbidden();
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('key', '=', contractKey)
    .where('customer_id', 'in', ids)
    .executeTakeFirst();
  if (!row) throw forbidden();
  return row;
}

/** A supply by id or key, or 404 when it is unknown or someone else's (they look the same). */
export async function supplyFor(db: Db, session: SessionContext, ref: { id?: number; key?: string }) {
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw notFound('Fornitura non trovata');
  let query = db.selectFrom('supplies').selectAll().where('customer_id', 'in', ids);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.key !== undefined) query = query.where('key', '=', ref.key);
  else throw notFound('Fornitura non trovata');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Fornitura non trovata');
  return row;
}

/** Parses a `{id}` path segment: a numeric id, or the entity's key when `useExtKey` is set. */
export function idOrKey(raw: string, useExtKey: boolean | undefined): { id?: number; key?: string } {
  if (useExtKey) return { key: raw };
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0)
    throw badRequest('Identificativo non valido', { id: 'Identificativo non valido' });
  return { id: Number(raw) };
}
