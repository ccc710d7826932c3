import { getInvoicesQuerySchema } from '@sportello/contract';
import { invoiceAmountToPay } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getInvoice } from './get-invoice';
import { listInvoices } from './list-invoices';

describe('getInvoice', () => {
  const bench = useUseCaseBench();

  it('gives a bill in instalments by id and by number, owing its unpaid instalments; 404 to others', async () => {
    const owner = await bench.user('demo.ast');
    const open = await listInvoices(
      bench.deps(),
      owner,
      getInvoicesQuerySchema.parse({ outstandingOnly: 'true', pagingTake: '100' }),
    );
    const rated = open.getInvoicesResponse.invoices.find((i) => i.paymentLevel === 'Rateizzata')!;
    const byId = (await getInvoice(bench.deps(), owner, { id: rated.id })).getInvoiceResponse;
    expect(byId).toEqual(rated);
    expect((await getInvoice(bench.deps(), owner, { key: rated.key })).getInvoiceResponse).toEqual(byId);
    expect(byId.installments.length).toBeGreaterThan(1);
    expect(byId.amountToPay).toBe(
      invoiceAmountToPay(
        { paidOn: null, totalAmount: byId.totalAmount },
        byId.installments.map((i) => ({ amount: i.amount, paidOn: i.paidDate })),
      ),
    );
    expect(Number(byId.amountToPay)).toBeLessThan(Number(byId.totalAmount));

    await expectHttpError(
      getInvoice(bench.deps(), await bench.user('demo.ast.azienda'), { id: rated.id }),
      404,
    );
    await expectHttpError(getInvoice(bench.deps(), owner, { key: 'NON-ESISTE' }), 404);
  });
});
