import { getProposalsQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listProposals } from './list-proposals';

describe('listProposals', () => {
  const bench = useUseCaseBench();

  it('lists only the proposals inside their window now, one page and the total', async () => {
    const actor = await bench.user('demo.ast');
    const all = await listProposals(bench.deps(), actor, getProposalsQuerySchema.parse({}));
    const titles = all.getProposalsResponse.proposals.map((p) => p.title);
    expect(titles).toHaveLength(3);
    expect(all.getProposalsResponse.total).toBe(3);
    expect(titles.join()).not.toMatch(/scaduta|futura|2024/);
    const page = await listProposals(
      bench.deps(),
      actor,
      getProposalsQuerySchema.parse({ pagingTake: '1', pagingSkip: '1' }),
    );
    expect(page.getProposalsResponse.total).toBe(3);
    expect(page.getProposalsResponse.proposals.map((p) => p.id)).toEqual([
      all.getProposalsResponse.proposals[1]!.id,
    ]);
  });

  it('shows nothing of another customer, and refuses a customer key the user does not hold (403)', async () => {
    const mine = await listProposals(
      bench.deps(),
      await bench.user('demo.ast'),
      getProposalsQuerySchema.parse({}),
    );
    const other = await bench.user('demo.sgr');
    const theirs = await listProposals(bench.deps(), other, getProposalsQuerySchema.parse({}));
    const mineIds = mine.getProposalsResponse.proposals.map((p) => p.id);
    expect(theirs.getProposalsResponse.proposals.some((p) => mineIds.includes(p.id))).toBe(false);
    await expectHttpError(
      listProposals(bench.deps(), other, getProposalsQuerySchema.parse({ customerKey: 'AST0001001' })),
      403,
    );
  });
});
