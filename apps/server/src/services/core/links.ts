import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { CORE_ERROR_CODES, type Link } from '@sportello/contract';
import { GUEST_LINK_MODULES, LINK_MODULES, MESSAGES } from '@sportello/domain';
import type { Db } from '../../db/index';
import type { LinksTable } from '../../db/tables/core';
import { HttpError } from '../../errors';
import { createSession, type SessionContext, type SessionLimits } from '../session-store';

/** Link modules of spec section 4 (deep links), from the domain package. */
export { LINK_MODULES };

/**
 * The link module behind a CRM hand-over session (services/core/crm.ts). It is never sent as a
 * link address (its hash code is thrown away): it only names, for the access checks, the one
 * supply whose data and consumption the session may read. Outside the spec's modules 1 to 9.
 */
export const CRM_GRAPHS_LINK_MODULE = 90;

/** Guests (link sessions without login) may use only link modules 4 to 9. */
export function isGuestModule(moduleId: number): boolean {
  return GUEST_LINK_MODULES.includes(moduleId);
}

export const LINK_MESSAGES = {
  invalid: 'Link non valido',
  expired: MESSAGES.linkExpired,
} as const;

export const linkInvalid = () => new HttpError(404, CORE_ERROR_CODES.linkInvalid, LINK_MESSAGES.invalid);
export const linkExpired = () => new HttpError(410, CORE_ERROR_CODES.linkExpired, LINK_MESSAGES.expired);

export function hashOf(hashCode: string): string {
  return createHash('sha256').update(hashCode, 'utf8').digest('hex');
}

/** 192 random bits, URL-safe. */
export function newHashCode(): string {
  return randomBytes(24).toString('base64url');
}

export interface NewLink {
  companyCode: string;
  moduleId: number;
  entityKey?: string | null;
  additionalParams?: Record<string, unknown>;
  customerId?: number | null;
  userId?: number | null;
  ttlMinutes: number;
  singleUse?: boolean;
  /** A fixed hash code (seed only); random otherwise. */
  hashCode?: string;
}

export async function createLink(
  db: Db,
  link: NewLink,
): Promise<{ id: number; hashCode: string; expiresAt: Date }> {
  const hashCode = link.hashCode ?? newHashCode();
  const row = await db
    .insertInto('links')
    .values({
      company_code: link.companyCode,
      module_id: link.moduleId,
      entity_key: link.entityKey ?? null,
      additional_params: JSON.stringify(link.additionalParams ?? {}),
      customer_id: link.customerId ?? null,
      user_id: link.userId ?? null,
      hash_sha256: hashOf(hashCode),
      single_use: link.singleUse ?? false,
      expires_at: sql<string>`now() + make_interval(mins => ${link.ttlMinutes})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, hashCode, expiresAt: new Date(row.expires_at) };
}

export type LinkRow = Omit<
  LinksTable,
  'id' | 'additional_params' | 'single_use' | 'created_at' | 'expires_at' | 'used_at'
> & {
  id: number;
  additional_params: string;
  single_use: boolean;
  expires_at: Date;
  used_at: Date | null;
};

async function linkRowById(db: Db, id: number) {
  return db
    .selectFrom('links')
    .select([
      'id',
      'company_code',
      'module_id',
      'entity_key',
      'additional_params',
      'customer_id',
      'user_id',
      'hash_sha256',
      'single_use',
      'expires_at',
      'used_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

function usableLink(row: NonNullable<Awaited<ReturnType<typeof linkRowById>>>): LinkRow {
  if (row.expired || (row.single_use && row.used_at !== null)) throw linkExpired();
  const { expired: _expired, ...link } = row;
  return {
    ...link,
    expires_at: new Date(link.expires_at),
    used_at: link.used_at ? new Date(link.used_at) : null,
  };
}

/**
 * The link `id` of the session's brand, if `hashCode` is its credential: 404 `link_invalid` for
 * an unknown id, another brand or a wrong hash (all alike), 410 `link_expired` past its expiry or
 * once a single-use link was used.
 */
export async function resolveLink(
  db: Db,
  id: number,
  hashCode: string,
  companyCode: string,
): Promise<LinkRow> {
  const row = await linkRowById(db, id);
  const given = Buffer.from(hashOf(hashCode), 'hex');
  const stored = Buffer.from(row?.hash_sha256 ?? hashOf('no-such-link'), 'hex');
  const hashOk = timingSafeEqual(given, stored);
  if (!row || !hashOk || row.company_code !== companyCode) throw linkInvalid();
  return usableLink(row);
}

/** The link modules a push leads to (spec section 4, push tap): the ones read without a hash. */
const PUSH_LINK_MODULES: readonly number[] = [
  LINK_MODULES.invoice,
  LINK_MODULES.message,
  LINK_MODULES.selfReading,
  LINK_MODULES.proposal,
  LINK_MODULES.pun,
];

/**
 * A push's link read without its hash (issue 18: a push carries the link id only), by the
 * logged-in user it was sent to: the link's user, or, for a link naming no user, a user with its
 * customer. Only the modules a push leads to. Anything else, an unknown id or another brand's:
 * 404 `link_invalid` alike; 410 `link_expired` as with the hash.
 */
export async function resolveOwnLink(
  db: Db,
  id: number,
  user: { userId: number; companyCode: string; customerIds: readonly number[] },
): Promise<LinkRow> {
  const row = await linkRowById(db, id);
  if (!row || row.company_code !== user.companyCode || !PUSH_LINK_MODULES.includes(row.module_id))
    throw linkInvalid();
  const mine =
    row.user_id !== null
      ? row.user_id === user.userId
      : row.customer_id !== null && user.customerIds.includes(row.customer_id);
  if (!mine) throw linkInvalid();
  return usableLink(row);
}

/** The link of a live session (any id), still valid, or null. */
export async function sessionLink(db: Db, session: SessionContext): Promise<LinkRow | null> {
  if (session.linkId === null) return null;
  const row = await db
    .selectFrom('links')
    .selectAll()
    .where('id', '=', session.linkId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row || (row.single_use && row.used_at !== null)) return null;
  return {
    ...row,
    expires_at: new Date(row.expires_at),
    used_at: row.used_at ? new Date(row.used_at) : null,
  };
}

/**
 * What a guest link session may reach: its link's module (4 to 9) and entity. Other areas
 * (Erp: self-reading, proposals) can call this to restrict a guest to the one entity.
 */
export async function guestScope(
  db: Db,
  session: SessionContext,
): Promise<{
  moduleId: number;
  entityKey: string | null;
  customerId: number | null;
  userId: number | null;
} | null> {
  if (!session.guest) return null;
  const link = await sessionLink(db, session);
  // The CRM's graphs hand-over is a guest link too, though never sent as an address.
  if (!link || !(isGuestModule(link.module_id) || link.module_id === CRM_GRAPHS_LINK_MODULE)) return null;
  return {
    moduleId: link.module_id,
    entityKey: link.entity_key,
    customerId: link.customer_id,
    userId: link.user_id,
  };
}

/** Whether a link opens a guest session (no login): modules 4 to 9, and the CRM's graphs hand-over. */
export function opensAsGuest(moduleId: number): boolean {
  return isGuestModule(moduleId) || moduleId === CRM_GRAPHS_LINK_MODULE;
}

/**
 * The session a link opens (an address's linkId + hashCode, or the CRM's hand-over): a guest
 * session when the link's module allows it and `guest` is not false, with the link's customer
 * loaded; otherwise an anonymous session that keeps the link and needs the login. Least
 * privilege: password (5) and survey (6) links never load a customer.
 */
export async function createLinkSession(
  db: Db,
  limits: SessionLimits,
  values: {
    companyCode: string;
    clientSpec?: unknown;
    link: Pick<LinkRow, 'id' | 'module_id' | 'customer_id'>;
    guest?: boolean;
  },
): Promise<SessionContext> {
  const { link } = values;
  const asGuest = values.guest !== false && opensAsGuest(link.module_id);
  const needsCustomer = link.module_id !== LINK_MODULES.password && link.module_id !== LINK_MODULES.survey;
  return createSession(db, limits, {
    companyCode: values.companyCode,
    clientSpec: values.clientSpec,
    linkId: link.id,
    guest: asGuest,
    currentCustomerId: asGuest && needsCustomer ? link.customer_id : null,
  });
}

/** Marks a single-use link used; false when it was already (a concurrent replay). */
export async function consumeLink(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('links')
    .set({ used_at: sql<string>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function linkView(db: Db, link: LinkRow): Promise<Link> {
  const item: Link['item'] = {};
  const key = link.entity_key;
  const numeric = key !== null && /^\d+$/.test(key) ? Number(key) : null;
  if (link.module_id === LINK_MODULES.message && numeric !== null) item.message = { id: numeric };
  if (link.module_id === LINK_MODULES.proposal && numeric !== null) item.proposal = { id: numeric };
  if (link.module_id === LINK_MODULES.invoice && key) item.invoice = { key };
  if (link.module_id === LINK_MODULES.survey && key) item.workflow = { id: key };
  if (link.module_id === LINK_MODULES.selfReading && numeric !== null) {
    const supply = await db
      .selectFrom('supplies')
      .select(['id', 'customer_id'])
      .where('id', '=', numeric)
      .executeTakeFirst();
    if (supply) item.supply = { id: supply.id, contract: { customerId: supply.customer_id } };
  }
  return {
    id: link.id,
    module: { id: link.module_id },
    entityKey: key,
    additionalParams: link.additional_params,
    item,
    customerId: link.customer_id,
    expiresAt: link.expires_at.toISOString(),
  };
}

export function linkUrl(publicUrl: string, path: string, id: number, hashCode: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return `${base}${path}?linkId=${id}&hash=${encodeURIComponent(hashCode)}`;
}
