import { OWNERSHIP_ERROR_CODES } from '@sportello/contract';
import { OWNERSHIP_MESSAGES, relationAllows, type CustomerAction } from '@sportello/domain';
import type { Db } from '../db/index';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { CRM_GRAPHS_LINK_MODULE, guestScope, LINK_MODULES } from './core/links';
import type { SessionContext } from './session-store';

/**
 * What an Erp call of a guest link session is about. A guest sees only the one entity its link
 * names (spec sections 4 and 6, DESIGN "a valid link for the one entity the link names"):
 * - `supply`: module 7 (self-reading): that supply, its reading window, meter group, readings
 *   and the self-reading it sends;
 * - `proposal`: module 8: that proposal, its rules and the answer to it;
 * - `quotations`: module 9 (PUN): the PUN prices;
 * - `other`: everything else (lists, customers, contracts, invoices, consumption, offers...):
 *   never for a guest; modules 4 (message), 5 (password) and 6 (survey) get no Erp data at all.
 */
export type GuestTarget =
  | { kind: 'supply'; id: number; purpose: SupplyPurpose }
  | { kind: 'proposal'; id: number }
  | { kind: 'quotations' }
  | { kind: 'other' };

const ANY_OTHER: GuestTarget = { kind: 'other' };

/**
 * Which calls about one supply a guest link opens:
 * - `detail`: the supply itself (both link kinds below);
 * - `selfReading`: its reading window, meter group, readings and the self-reading (module 7);
 * - `consumption`: its consumption (the CRM's graphs hand-over, CRM_GRAPHS_LINK_MODULE);
 * - `data`: anything else about it (never for a guest).
 */
export type SupplyPurpose = 'detail' | 'selfReading' | 'consumption' | 'data';

/** A link session without login (a guest that later logs in acts as its user). */
export function isGuestSession(session: SessionContext): boolean {
  return session.guest && session.userId === null;
}

/** Whether a guest link (module and entity key) names `target`. Pure. */
export function guestLinkAllows(
  link: { moduleId: number; entityKey: string | null },
  target: GuestTarget,
): boolean {
  switch (target.kind) {
    case 'supply': {
      if (link.entityKey !== String(target.id)) return false;
      if (link.moduleId === LINK_MODULES.selfReading)
        return target.purpose === 'detail' || target.purpose === 'selfReading';
      if (link.moduleId === CRM_GRAPHS_LINK_MODULE)
        return target.purpose === 'detail' || target.purpose === 'consumption';
      return false;
    }
    case 'proposal':
      return link.moduleId === LINK_MODULES.proposal && link.entityKey === String(target.id);
    case 'quotations':
      return link.moduleId === LINK_MODULES.pun;
    default:
      return false;
  }
}

/**
 * The one check of guest reads: no-op for other sessions; for a guest link session, 403 unless
 * its (still valid) link names `target`.
 */
export async function assertGuestMayRead(
  db: Db,
  session: SessionContext,
  target: GuestTarget,
): Promise<void> {
  if (!isGuestSession(session)) return;
  const scope = await guestScope(db, session);
  if (!scope || !guestLinkAllows(scope, target)) throw forbidden();
}

/** The customer of a guest session's link (no check: callers check the entity). */
function guestCustomerIds(session: SessionContext): number[] {
  return session.currentCustomerId !== null ? [session.currentCustomerId] : [];
}

/**
 * The customers a session may act for: a logged-in user's own customers, accepted delegations
 * and agency portfolio; a guest link session only the customer its link was issued for, and
 * only for the `target` its link names (403 otherwise; by default the target is `other`, which a
 * guest never gets). Every Erp and Core route that touches customer data
 * goes through here.
 */
export async function accessibleCustomerIds(
  db: Db,
  session: SessionContext,
  target: GuestTarget = ANY_OTHER,
): Promise<number[]> {
  if (session.userId !== null) {
    if (session.customerIds) return session.customerIds;
    const rows = await db
      .selectFrom('user_customers')
      .select('customer_id')
      .where('user_id', '=', session.userId)
      .where('status', '=', 'accepted')
      .orderBy('customer_id')
      .execute();
    return rows.map((r) => r.customer_id);
  }
  if (session.guest) {
    await assertGuestMayRead(db, session, target);
    return guestCustomerIds(session);
  }
  return [];
}

export type { CustomerAction };

const scopeForbidden = () =>
  new HttpError(403, OWNERSHIP_ERROR_CODES.scopeForbidden, OWNERSHIP_MESSAGES.scopeForbidden);

/**
 * The one answer to "may this session read / pay / change for this customer" (issue 9): 403
 * unless the session sees `customerId`; then, for a logged-in user, 403 `scope_forbidden` unless
 * its relation allows `action` (owner and agency: everything; a delegate: read, and pay with
 * scope `pay`; never a change). The relation is read at each call, so a revoked or narrowed
 * delegation counts from the very next request. A guest link session acts only for its link's
 * customer; which entity its link names is checked by the caller (assertGuestMayRead, supplyFor).
 */
export async function assertMayAct(
  db: Db,
  session: SessionContext,
  customerId: number,
  action: CustomerAction,
): Promise<void> {
  if (session.userId === null) {
    if (isGuestSession(session) && guestCustomerIds(session).includes(customerId)) return;
    throw forbidden();
  }
  const row = await db
    .selectFrom('user_customers')
    .select(['relation', 'scope'])
    .where('user_id', '=', session.userId)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (!row) throw forbidden();
  if (!relationAllows(row.relation, row.scope, action)) throw scopeForbidden();
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
  action: CustomerAction = 'read',
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
  if (action !== 'read') await assertMayAct(db, session, row.id, action);
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

/**
 * A contract by its key, or 403 when the key is unknown or someone else's; with an `action`
 * beyond read, 403 `scope_forbidden` unless the session may perform it (assertMayAct).
 */
export async function contractForKey(
  db: Db,
  session: SessionContext,
  contractKey: string,
  action: CustomerAction = 'read',
) {
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw forbidden();
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('key', '=', contractKey)
    .where('customer_id', 'in', ids)
    .executeTakeFirst();
  if (!row) throw forbidden();
  if (action !== 'read') await assertMayAct(db, session, row.customer_id, action);
  return row;
}

/**
 * A supply by id or key, or 404 when it is unknown or someone else's (they look the same).
 * `purpose` says which of a guest link's calls this is (SupplyPurpose): a self-reading link
 * (module 7) opens the supply's detail and self-reading calls, the CRM's graphs hand-over its
 * detail and consumption; `data` is never a guest's.
 */
export async function supplyFor(
  db: Db,
  session: SessionContext,
  ref: { id?: number; key?: string },
  purpose: SupplyPurpose = 'data',
  action: CustomerAction = 'read',
) {
  const guest = isGuestSession(session);
  if (guest && purpose === 'data') await assertGuestMayRead(db, session, ANY_OTHER);
  const ids = guest ? guestCustomerIds(session) : await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw guest ? forbidden() : notFound('Fornitura non trovata');
  let query = db.selectFrom('supplies').selectAll().where('customer_id', 'in', ids);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.key !== undefined) query = query.where('key', '=', ref.key);
  else throw notFound('Fornitura non trovata');
  const row = await query.executeTakeFirst();
  // A guest asking for any other supply gets 403, as for anything its link does not name.
  if (guest) await assertGuestMayRead(db, session, row ? { kind: 'supply', id: row.id, purpose } : ANY_OTHER);
  if (!row) throw notFound('Fornitura non trovata');
  if (action !== 'read') await assertMayAct(db, session, row.customer_id, action);
  return row;
}

/** Parses a `{id}` path segment: a numeric id, or the entity's key when `useExtKey` is set. */
export function idOrKey(raw: string, useExtKey: boolean | undefined): { id?: number; key?: string } {
  if (useExtKey) return { key: raw };
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0)
    throw badRequest('Identificativo non valido', { id: 'Identificativo non valido' });
  return { id: Number(raw) };
}
