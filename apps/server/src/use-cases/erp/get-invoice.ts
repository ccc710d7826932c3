import type { getInvoiceResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { invoiceFor } from '../../services/erp/invoices';
import type { Deps, UserActor } from '../context';

/** One of the user's bills with its instalments, by id or by printed number; else 404. */
export async function getInvoice(
  { db }: Deps,
  actor: UserActor,
  input: { id?: number; key?: string },
): Promise<z.output<typeof getInvoiceResponseSchema>> {
  return { getInvoiceResponse: await invoiceFor(db, actor.session, input, new Date()) };
}
