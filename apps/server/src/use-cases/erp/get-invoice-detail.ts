import type { getInvoiceDetailResponseSchema } from '@sportello/contract';
import { sumAmounts } from '@sportello/domain';
import type { z } from 'zod';
import { invoiceFor, invoiceSections } from '../../services/erp/invoices';
import type { Deps, UserActor } from '../context';

/** The Bolletta 2.0 summary of one of the user's bills: its sections in print order and their total. */
export async function getInvoiceDetail(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getInvoiceDetailResponseSchema>> {
  const invoice = await invoiceFor(db, actor.session, input.id, new Date());
  const sections = await invoiceSections(db, invoice.id);
  return {
    getInvoiceDetailResponse: {
      invoiceId: invoice.id,
      invoiceKey: invoice.key,
      sections,
      total: sumAmounts(sections.map((s) => s.amount)),
    },
  };
}
