import { getInsolvenciesQuerySchema } from '@sportello/contract';
import { daysOverdue, romeDay, sumAmounts } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listInsolvencies } from './list-insolvencies';

const query = (q: Record<string, string> = {}) => getInsolvenciesQuerySchema.parse(q);

describe('listInsolvencies', () => {
  const bench = useUseCaseBench();

  it('lists overdue bills and instalments oldest first, with the domain\u2019s days overdue and the total', async () => {
    const owner = await bench.user('demo.ast');
    const all = (await listInsolvencies(bench.deps(), owner, query())).getInsolvenciesResponse;
    expect(all.insolvencies).toHaveLength(3);
    expect(all.insolvencies.some((i) => i.installmentId !== null)).toBe(true);
    const today = romeDay(new Date());
    for (const i of all.insolvencies) {
      expect(i.daysOverdue).toBe(daysOverdue(i.dueDate, today));
      expect(i.daysOverdue).toBeGreaterThan(0);
    }
    const due = all.insolvencies.map((i) => i.dueDate);
    expect(due).toEqual([...due].sort());
    expect(all.totalAmount).toBe(sumAmounts(all.insolvencies.map((i) => i.amount)));

    // A page of one still carries the total of them all.
    const second = (await listInsolvencies(bench.deps(), owner, query({ pagingTake: '1', pagingSkip: '1' })))
      .getInsolvenciesResponse;
    expect(second).toEqual({ insolvencies: [all.insolvencies[1]], totalAmount: all.totalAmount });

    // Paying an overdue bill takes it off the list.
    const bill = all.insolvencies.find((i) => i.installmentId === null)!;
    await bench
      .deps()
      .db.updateTable('invoices')
      .set({ paid_on: today })
      .where('id', '=', bill.invoiceId)
      .execute();
    const after = (await listInsolvencies(bench.deps(), owner, query())).getInsolvenciesResponse;
    expect(after.insolvencies.map((i) => i.invoiceId)).not.toContain(bill.invoiceId);
    expect(Math.round(Number(after.totalAmount) * 100)).toBe(
      Math.round((Number(all.totalAmount) - Number(bill.amount)) * 100),
    );
  });

  it('refuses a customer key the user does not hold (403)', async () => {
    await expectHttpError(
      listInsolvencies(
        bench.deps(),
        await bench.user('demo.ast.azienda'),
        query({ customerKey: 'AST0001001' }),
      ),
      403,
    );
  });
});
