import type { getOffersResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { assertGuestMayRead } from '../../services/access';
import { toOffer } from '../../services/erp/mappers';
import type { Actor, Deps } from '../context';

/**
 * The offers of the session's brand (public: any session, also without login; a link's guest
 * only when its link allows it).
 */
export async function listOffers(
  { db }: Deps,
  actor: Actor,
): Promise<z.output<typeof getOffersResponseSchema>> {
  const { session } = actor;
  await assertGuestMayRead(db, session, { kind: 'other' });
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('company_code', '=', session.companyCode)
    .orderBy('commodity')
    .orderBy('name')
    .execute();
  return { getOffersResponse: { offers: rows.map(toOffer) } };
}
