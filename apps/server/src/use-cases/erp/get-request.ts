import type { getRequestResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { requestRows, toRequest } from '../../services/erp/requests';
import type { Deps, UserActor } from '../context';

/** One of the user's requests; someone else's or unknown: 404 alike. */
export async function getRequest(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getRequestResponseSchema>> {
  const ids = await accessibleCustomerIds(db, actor.session);
  if (ids.length === 0) throw notFound('Richiesta non trovata');
  const row = await requestRows(db)
    .where('customer_requests.id', '=', input.id)
    .where('customer_requests.customer_id', 'in', ids)
    .executeTakeFirst();
  if (!row) throw notFound('Richiesta non trovata');
  return { getRequestResponse: toRequest(row) };
}
