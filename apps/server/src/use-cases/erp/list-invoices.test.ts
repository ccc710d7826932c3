import { getInvoicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listInvoices } from './list-invoices';

const query = (q: Record<string, string> = {}) => getInvoicesQuerySchema.parse(q);

describe('listInvoices', () => {
  const bench = useUseCaseBench();

  it('pages the user\u2019s bills newest first, filters what is still to pay, and sums what is owed', async () => {
    const actor = await bench.user('demo.ast');
    const page = (await listInvoices(bench.deps(), actor, query())).getInvoicesResponse;
    expect(page.invoices).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const issued = page.invoices.map((i) => i.issueDate);
    expect(issued).toEqual([...issued].sort().reverse());
    const asc = (await listInvoices(bench.deps(), actor, query({ orderBy: 'Asc' }))).getInvoicesResponse;
    expect(asc.invoices[0]!.issueDate <= issued[issued.length - 1]!).toBe(true);

    const open = (
      await listInvoices(bench.deps(), actor, query({ outstandingOnly: 'true', pagingTake: '100' }))
    ).getInvoicesResponse;
    expect(open.invoices.length).toBeGreaterThan(0);
    expect(open.invoices.every((i) => i.paymentLevel !== 'Pagata')).toBe(true);
    // What the customers owe altogether is what their unpaid bills still owe, to the cent.
    const cents = open.invoices.reduce((s, i) => s + Math.round(Number(i.amountToPay) * 100), 0);
    expect(Math.round(Number(open.outstandingAmount) * 100)).toBe(cents);

    const multi = (await listInvoices(bench.deps(), actor, query({ typeCodes: '9' }))).getInvoicesResponse;
    expect(multi.invoices.map((i) => i.invoiceTypeCode)).toEqual([9]);
  });

  it('refuses another user\u2019s customer (403)', async () => {
    const other = await bench.user('demo.ast.azienda');
    const [mine] = (
      await listInvoices(bench.deps(), await bench.user('demo.ast'), query({ pagingTake: '1' }))
    ).getInvoicesResponse.invoices;
    await expectHttpError(
      listInvoices(bench.deps(), other, query({ customerId: String(mine!.contract.customerId) })),
      403,
    );
  });
});
