import { sql } from 'kysely';
import type { LineRefusal, recordPaymentsRequestSchema } from '@sportello/contract';
import type { z } from 'zod';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

type Input = z.output<typeof recordPaymentsRequestSchema>;

/**
 * `POST …/payments`: each payment once by the retailer's reference, in its own transaction; a
 * bill whose recorded payments cover its amount becomes paid (with its unpaid instalments), on
 * the day of the last payment.
 */
export async function recordPayments(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: Input,
): Promise<{ recorded: number; alreadyRecorded: number; billsPaid: number; refusals: LineRefusal[] }> {
  requireScope(actor, 'import');
  const out = { recorded: 0, alreadyRecorded: 0, billsPaid: 0, refusals: [] as LineRefusal[] };
  for (const [index, payment] of input.payments.entries()) {
    const line = index + 1;
    const invoice = await deps.db
      .selectFrom('invoices')
      .select(['id', 'total_amount', 'paid_on'])
      .where('key', '=', payment.invoiceNumber)
      .executeTakeFirst();
    if (!invoice) {
      out.refusals.push({
        line,
        field: 'invoiceNumber',
        message: `Bolletta ${payment.invoiceNumber} non trovata`,
      });
      continue;
    }
    const outcome = await deps.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('external_payments')
        .values({
          reference: payment.reference,
          invoice_id: invoice.id,
          amount: payment.amount.toFixed(2),
          paid_on: payment.paidOn,
          channel: payment.channel,
          token_name: actor.tokenName,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const earlier = await tx
          .selectFrom('external_payments')
          .select('invoice_id')
          .where('reference', '=', payment.reference)
          .executeTakeFirstOrThrow();
        return earlier.invoice_id === invoice.id ? 'already' : 'other-bill';
      }
      const paid = await sql<{ paid: boolean; last: string }>`
        select coalesce(sum(amount), 0) >= ${invoice.total_amount}::numeric as paid,
          max(paid_on)::text as last
        from external_payments where invoice_id = ${invoice.id}`.execute(tx);
      const row = paid.rows[0]!;
      if (row.paid && invoice.paid_on === null) {
        await tx.updateTable('invoices').set({ paid_on: row.last }).where('id', '=', invoice.id).execute();
        await tx
          .updateTable('installments')
          .set({ paid_on: row.last })
          .where('invoice_id', '=', invoice.id)
          .where('paid_on', 'is', null)
          .execute();
        return 'paid';
      }
      return 'recorded';
    });
    if (outcome === 'other-bill') {
      out.refusals.push({
        line,
        field: 'reference',
        message: `Il riferimento ${payment.reference} è già registrato per un’altra bolletta`,
      });
    } else if (outcome === 'already') out.alreadyRecorded += 1;
    else {
      out.recorded += 1;
      if (outcome === 'paid') out.billsPaid += 1;
    }
  }
  deps.log.info({ recorded: out.recorded, billsPaid: out.billsPaid }, 'integration payments recorded');
  return out;
}
