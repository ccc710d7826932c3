import { createHash, timingSafeEqual } from 'node:crypto';
import { CRM_ERROR_CODES, type CreateCrmSessionRequest } from '@sportello/contract';
import { DEMO_CRM_API_TOKEN, type Config } from '../../config';
import type { Db } from '../../db/index';
import { HttpError, notFound } from '../../errors';
import type { SessionLimits } from '../session-store';
import { createLink, createLinkSession, CRM_GRAPHS_LINK_MODULE } from './links';

/** How long a CRM hand-over stays usable: an operator's look at one supply's graphs. */
export const CRM_SESSION_TTL_MINUTES = 60;

export const CRM_MESSAGES = {
  unauthorized: 'Token del CRM mancante o non valido',
  supplyNotFound: 'Fornitura non trovata per il cliente e la società indicati',
} as const;

const unauthorized = () => new HttpError(401, CRM_ERROR_CODES.crmUnauthorized, CRM_MESSAGES.unauthorized);

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** The configured token: CRM_API_TOKEN, the demo one in demo mode, none in production without it. */
export function crmToken(config: Pick<Config, 'MODE' | 'CRM_API_TOKEN'>): string | null {
  return config.CRM_API_TOKEN ?? (config.MODE === 'demo' ? DEMO_CRM_API_TOKEN : null);
}

/** 401 unless `authorization` is `Bearer <token>` with the configured token (constant time). */
export function assertCrmCaller(
  config: Pick<Config, 'MODE' | 'CRM_API_TOKEN'>,
  authorization: string | undefined,
): void {
  const expected = crmToken(config);
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) throw unauthorized();
}

/**
 * A link session for one supply's consumption graphs: no user, the customer loaded, and a link
 * of module CRM_GRAPHS_LINK_MODULE naming the supply. 404 when the supply is not the customer's in
 * that company (the CRM's data, not a customer's secret: it may be told plainly).
 */
export async function createCrmGraphsSession(
  db: Db,
  limits: SessionLimits,
  publicUrl: string,
  input: CreateCrmSessionRequest['createCrmSessionRequest'],
): Promise<{ sessionId: string; url: string; expiresAt: string }> {
  const supply = await db
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .select(['supplies.id as supplyId', 'customers.id as customerId'])
    .where('customers.company_code', '=', input.company)
    .where('customers.key', '=', input.customerKey)
    .where('supplies.key', '=', input.supplyKey)
    .executeTakeFirst();
  if (!supply) throw notFound(CRM_MESSAGES.supplyNotFound);
  const link = await createLink(db, {
    companyCode: input.company,
    moduleId: CRM_GRAPHS_LINK_MODULE,
    entityKey: String(supply.supplyId),
    customerId: supply.customerId,
    ttlMinutes: CRM_SESSION_TTL_MINUTES,
  });
  // The same link session an address opens: guest, the link's customer loaded.
  const session = await createLinkSession(db, limits, {
    companyCode: input.company,
    link: { id: link.id, module_id: CRM_GRAPHS_LINK_MODULE, customer_id: supply.customerId },
  });
  const query = new URLSearchParams({
    sessionId: session.id,
    supplyKey: input.supplyKey,
    customerKey: input.customerKey,
    company: input.company,
    rcrm: '1',
  });
  return {
    sessionId: session.id,
    url: `${publicUrl.replace(/\/$/, '')}/?${query.toString()}`,
    expiresAt: link.expiresAt.toISOString(),
  };
}
