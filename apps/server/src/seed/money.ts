import { addDays } from '@sportello/domain';
import type { Db } from '../db/index';
import { todayInItaly } from '../services/erp/rules';

/** The demo customer of the money features beyond the first three (issue 25): no other e2e spec reads its bills. */
export const MONEY_DEMO_CUSTOMER = 'SOL0001016';

/**
 * demo.sol (issue 25; its brand has Pratiche): a credit note worth more than what its bills owe (the balance is in
 * credit: a refund may be asked), and the latest gas bill closed on an estimated reading (it may
 * be corrected with one's own reading, a rettifica).
 */
export async function seedMoney(db: Db, today: string = todayInItaly()): Promise<void> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('key', '=', MONEY_DEMO_CUSTOMER)
    .executeTakeFirst();
  if (!customer) return;
  const gas = await db
    .selectFrom('supplies')
    .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
    .select(['supplies.id', 'supplies.contract_id'])
    .where('contracts.customer_id', '=', customer.id)
    .where('supplies.commodity', '=', 'gas')
    .executeTakeFirst();
  if (!gas) return;

  const issue = addDays(today, -20);
  const key = `SOL-${issue.slice(0, 4)}-NC0001`;
  const lines = [
    {
      section: 'altro',
      description: 'Ricalcolo dei consumi gas dopo la lettura effettiva: a tuo credito',
      amount: '-344.26',
    },
    { section: 'imposte', description: 'IVA 22%', amount: '-75.74' },
  ] as const;
  const { id } = await db
    .insertInto('invoices')
    .values({
      key,
      customer_id: customer.id,
      contract_id: gas.contract_id,
      supply_id: null,
      company_code: 'sol',
      invoice_type_code: 1,
      issue_date: issue,
      due_date: addDays(issue, 20),
      period_start: addDays(issue, -70),
      period_end: addDays(issue, -10),
      total_amount: '-420.00',
      consumption: null,
      consumption_unit: null,
      paid_on: null,
      archiviation_key: `DOC-${key}`,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((l, i) => ({
        invoice_id: id,
        position: i + 1,
        section: l.section,
        supply_id: gas.id,
        description: l.description,
        quantity: null,
        unit: null,
        unit_price: null,
        amount: l.amount,
      })),
    )
    .execute();
  await db
    .insertInto('documents')
    .values({
      archiviation_key: `DOC-${key}`,
      customer_id: customer.id,
      invoice_id: id,
      doc_type: 'Invoice',
      status: 'ready',
      file_name: `bolletta-${key}.pdf`,
      content_type: 'application/pdf',
    })
    .execute();

  // The latest gas bill closes on an estimated reading (the reading of the day after its period).
  const latest = await db
    .selectFrom('invoices')
    .select('period_end')
    .where('supply_id', '=', gas.id)
    .where('invoice_type_code', '=', 1)
    .orderBy('period_end', 'desc')
    .executeTakeFirst();
  if (latest)
    await db
      .updateTable('readings')
      .set({ origin: 'stimata' })
      .where('supply_id', '=', gas.id)
      .where('reading_date', '=', addDays(String(latest.period_end).slice(0, 10), 1))
      .where('origin', '=', 'effettiva')
      .execute();
}
