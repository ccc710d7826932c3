import { getSuppliesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listSupplies } from './list-supplies';

const query = (q: Record<string, string> = {}) => getSuppliesQuerySchema.parse(q);

describe('listSupplies', () => {
  const bench = useUseCaseBench();

  it('lists the customer\u2019s supplies with their keys, pages them and keeps the total', async () => {
    const owner = await bench.user('demo.ast');
    const all = (await listSupplies(bench.deps(), owner, query({ customerKey: 'AST0001001' })))
      .getSuppliesResponse;
    expect(all.supplies.map((s) => s.key)).toEqual(
      expect.arrayContaining(['AST0001001-01', 'AST0001001-02', 'AST0001001-03']),
    );
    expect(all.supplies.every((s) => s.customerKey === 'AST0001001')).toBe(true);
    expect(all.total).toBe(all.supplies.length);
    const page = (await listSupplies(bench.deps(), owner, query({ pagingTake: '1', pagingSkip: '1' })))
      .getSuppliesResponse;
    expect(page).toEqual({ supplies: [all.supplies[1]], total: all.total });
    // A closed supply drops out of the active ones only.
    await bench
      .deps()
      .db.updateTable('supplies')
      .set({ status: 'Cessata' })
      .where('key', '=', 'AST0001001-03')
      .execute();
    const active = (await listSupplies(bench.deps(), owner, query({ activeOnly: 'true' })))
      .getSuppliesResponse;
    expect(active.supplies.map((s) => s.key)).not.toContain('AST0001001-03');
    expect(active.supplies.every((s) => s.status === 'Attiva')).toBe(true);
    expect(active.total).toBe(all.total - 1);
  });

  it('refuses someone else\u2019s customer key and a link session that names one supply (403)', async () => {
    await expectHttpError(
      listSupplies(bench.deps(), await bench.user('demo.ast.azienda'), query({ customerKey: 'AST0001001' })),
      403,
    );
    await expectHttpError(
      listSupplies(bench.deps(), await bench.guest(DEMO_LINKS.selfReading), query()),
      403,
    );
  });
});
