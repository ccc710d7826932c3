import type { getInstallmentsQuerySchema, getInstallmentsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { INVOICE_NOT_FOUND, toInstallment } from '../../services/erp/invoices';
import type { Deps, UserActor } from '../context';

export type ListInstallmentsInput = z.output<typeof getInstallmentsQuerySchema>;

/** The instalments of one of the user's bills or contracts, by due date; someone else's: 404. */
export async function listInstallments(
  { db }: Deps,
  actor: UserActor,
  input: ListInstallmentsInput,
): Promise<z.output<typeof getInstallmentsResponseSchema>> {
  const { invoiceId, contractId } = input;
  const ids = await accessibleCustomerIds(db, actor.session);
  if (ids.length === 0) throw notFound();
  let query = db
    .selectFrom('installments')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'installments.id',
      'installments.invoice_id',
      'installments.number',
      'installments.due_date',
      'installments.amount',
      'installments.paid_on',
      'installments.withdrawn_on',
    ])
    .where('installments.customer_id', 'in', ids);
  if (invoiceId !== undefined) {
    const own = await db
      .selectFrom('invoices')
      .select('id')
      .where('id', '=', invoiceId)
      .where('customer_id', 'in', ids)
      .executeTakeFirst();
    if (!own) throw notFound(INVOICE_NOT_FOUND);
    query = query.where('installments.invoice_id', '=', invoiceId);
  }
  if (contractId !== undefined) {
    const own = await db
      .selectFrom('contracts')
      .select('id')
      .where('id', '=', contractId)
      .where('customer_id', 'in', ids)
      .executeTakeFirst();
    if (!own) throw notFound('Contratto non trovato');
    query = query.where('invoices.contract_id', '=', contractId);
  }
  const rows = await query.orderBy('installments.due_date').orderBy('installments.id').execute();
  const now = new Date();
  return { getInstallmentsResponse: { installments: rows.map((r) => toInstallment(r, now)) } };
}
