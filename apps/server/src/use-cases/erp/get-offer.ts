import type { getOfferResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { assertGuestMayRead, idOrKey } from '../../services/access';
import { toOffer } from '../../services/erp/mappers';
import type { Actor, Deps } from '../context';

/**
 * An offer of the session's brand, by id or by code (`useExtKey`); another brand's or unknown:
 * 404. A link session first has to be allowed to read (its refusal comes before a bad id).
 */
export async function getOffer(
  { db }: Deps,
  actor: Actor,
  input: { id: string; useExtKey?: boolean },
): Promise<z.output<typeof getOfferResponseSchema>> {
  const { session } = actor;
  await assertGuestMayRead(db, session, { kind: 'other' });
  const ref = idOrKey(input.id, input.useExtKey);
  let query = db.selectFrom('offers').selectAll().where('company_code', '=', session.companyCode);
  query = ref.id !== undefined ? query.where('id', '=', ref.id) : query.where('code', '=', ref.key!);
  const offer = await query.executeTakeFirst();
  if (!offer) throw notFound('Offerta non trovata');
  return { getOfferResponse: toOffer(offer) };
}
