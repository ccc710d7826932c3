import { getInvoicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getInvoiceDetail } from './get-invoice-detail';
import { listInvoices } from './list-invoices';

describe('getInvoiceDetail', () => {
  const bench = useUseCaseBench();

  it('sums the Bolletta 2.0 sections, in print order, to the bill\u2019s total; 404 to others', async () => {
    const owner = await bench.user('demo.ast');
    const [multi] = (
      await listInvoices(bench.deps(), owner, getInvoicesQuerySchema.parse({ typeCodes: '9' }))
    ).getInvoicesResponse.invoices;
    const detail = (await getInvoiceDetail(bench.deps(), owner, { id: multi!.id })).getInvoiceDetailResponse;
    expect(detail).toMatchObject({ invoiceId: multi!.id, invoiceKey: multi!.key, total: multi!.totalAmount });
    expect(detail.sections.map((s) => s.code)).toEqual(['energia', 'trasporto', 'oneri', 'imposte', 'altro']);
    for (const s of detail.sections) {
      const cents = s.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
      expect(Math.round(Number(s.amount) * 100)).toBe(cents);
    }
    await expectHttpError(
      getInvoiceDetail(bench.deps(), await bench.user('demo.ast.azienda'), { id: multi!.id }),
      404,
    );
  });
});
