import { getInstallmentsQuerySchema, getInvoicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listInstallments } from './list-installments';
import { listInvoices } from './list-invoices';

describe('listInstallments', () => {
  const bench = useUseCaseBench();

  it('lists a bill\u2019s instalments by due date, each in its status; 404 for someone else\u2019s', async () => {
    const owner = await bench.user('demo.ast');
    const open = await listInvoices(
      bench.deps(),
      owner,
      getInvoicesQuerySchema.parse({ outstandingOnly: 'true', pagingTake: '100' }),
    );
    const rated = open.getInvoicesResponse.invoices.find((i) => i.paymentLevel === 'Rateizzata')!;
    const byInvoice = (
      await listInstallments(
        bench.deps(),
        owner,
        getInstallmentsQuerySchema.parse({ invoiceId: String(rated.id) }),
      )
    ).getInstallmentsResponse.installments;
    // Paid, overdue, upcoming.
    expect(byInvoice.map((i) => i.status)).toEqual([2, 0, 1]);
    expect(byInvoice).toEqual(rated.installments);
    const byContract = (
      await listInstallments(
        bench.deps(),
        owner,
        getInstallmentsQuerySchema.parse({ contractId: String(rated.contract.id) }),
      )
    ).getInstallmentsResponse.installments;
    expect(byContract.map((i) => i.id)).toEqual(expect.arrayContaining(byInvoice.map((i) => i.id)));

    const other = await bench.user('demo.ast.azienda');
    const notFound = await expectHttpError(
      listInstallments(
        bench.deps(),
        other,
        getInstallmentsQuerySchema.parse({ invoiceId: String(rated.id) }),
      ),
      404,
    );
    expect(notFound.message).toBe('Bolletta non trovata');
    await expectHttpError(
      listInstallments(
        bench.deps(),
        other,
        getInstallmentsQuerySchema.parse({ contractId: String(rated.contract.id) }),
      ),
      404,
    );
  });
});
