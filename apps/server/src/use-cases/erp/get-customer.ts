import type { getCustomerResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { forbidden } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { customerPage } from '../../services/erp/records';
import type { Actor, Deps } from '../context';

/** One customer, if the session may manage it; else 403 (unknown or someone else's alike). */
export async function getCustomer(
  { db }: Deps,
  actor: Actor,
  input: { id: number },
): Promise<z.output<typeof getCustomerResponseSchema>> {
  const ids = await accessibleCustomerIds(db, actor.session);
  if (!ids.includes(input.id)) throw forbidden();
  const [customer] = await customerPage(db, actor.session, [input.id], 1, 0);
  if (!customer) throw forbidden();
  return { getCustomerResponse: customer };
}
