import { sql } from 'kysely';
import type { getInsolvenciesQuerySchema, getInsolvenciesResponseSchema } from '@sportello/contract';
import { overdueEntries } from '@sportello/domain';
import type { z } from 'zod';
import { customerScope } from '../../services/access';
import { todayInItaly } from '../../services/erp/rules';
import type { Deps, UserActor } from '../context';

export type ListInsolvenciesInput = z.output<typeof getInsolvenciesQuerySchema>;

/**
 * The user's insolvencies: overdue unpaid bills (those not in instalments) and overdue unpaid
 * instalments, oldest first with their days overdue (the domain's rule), one page and the total owed.
 */
export async function listInsolvencies(
  { db }: Deps,
  actor: UserActor,
  input: ListInsolvenciesInput,
): Promise<z.output<typeof getInsolvenciesResponseSchema>> {
  const { customerKey, pagingTake, pagingSkip } = input;
  const ids = await customerScope(db, actor.session, customerKey);
  const today = todayInItaly();
  if (ids.length === 0) return { getInsolvenciesResponse: { insolvencies: [], totalAmount: '0.00' } };
  // Overdue invoices without instalments, and overdue unpaid instalments (both by index).
  const [invoices, installments] = await Promise.all([
    db
      .selectFrom('invoices')
      .innerJoin('contracts', 'contracts.id', 'invoices.contract_id')
      .select([
        'invoices.id',
        'invoices.key',
        'invoices.contract_id',
        'contracts.key as contract_key',
        'invoices.customer_id',
        'invoices.due_date',
        'invoices.total_amount as amount',
      ])
      .where('invoices.customer_id', 'in', ids)
      .where('invoices.paid_on', 'is', null)
      // A credit note (negative total) is owed to the customer, never an insolvency.
      .where('invoices.total_amount', '>', '0')
      .where('invoices.due_date', '<', today)
      // A bill another bill replaced owes nothing (issue 25).
      .where(
        sql<boolean>`not exists (select 1 from invoice_replacements r where r.replaced_invoice_id = invoices.id)`,
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('installments')
              .select('id')
              .whereRef('installments.invoice_id', '=', 'invoices.id'),
          ),
        ),
      )
      .execute(),
    db
      .selectFrom('installments')
      .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
      .innerJoin('contracts', 'contracts.id', 'invoices.contract_id')
      .select([
        'invoices.id',
        'invoices.key',
        'installments.id as installment_id',
        'invoices.contract_id',
        'contracts.key as contract_key',
        'invoices.customer_id',
        'installments.due_date',
        'installments.amount',
      ])
      .where('installments.customer_id', 'in', ids)
      .where('installments.paid_on', 'is', null)
      .where('installments.withdrawn_on', 'is', null)
      .where('installments.due_date', '<', today)
      .execute(),
  ]);
  const { entries, totalAmount } = overdueEntries(
    [...invoices.map((r) => ({ ...r, installment_id: null as number | null })), ...installments].map((r) => ({
      invoiceId: r.id,
      invoiceKey: r.key,
      installmentId: r.installment_id,
      contractId: r.contract_id,
      contractKey: r.contract_key,
      customerId: r.customer_id,
      dueDate: r.due_date,
      amount: r.amount,
    })),
    today,
  );
  return {
    getInsolvenciesResponse: {
      insolvencies: entries.slice(pagingSkip, pagingSkip + pagingTake),
      totalAmount,
    },
  };
}
