import { describe, expect, it } from 'vitest';
import { proposalByTitle } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getProposal } from './get-proposal';

describe('getProposal', () => {
  const bench = useUseCaseBench();
  const byTitle = (prefix: string) => proposalByTitle(bench, prefix);

  it('gives a proposal of the user inside its window', async () => {
    const active = await byTitle('Luce Oraria Plus');
    const out = await getProposal(bench.deps(), await bench.user('demo.ast'), { id: active.id });
    expect(out.getProposalResponse).toMatchObject({
      id: active.id,
      customerId: active.customer_id,
      offerCode: 'AST-LUCE-ORARIA',
      actionSelected: null,
      actionDate: null,
    });
  });

  it('answers "Proposta non trovata" (404) outside its window and for another customer', async () => {
    const actor = await bench.user('demo.ast');
    const expired = await byTitle('Offerta estate');
    const future = await byTitle('Offerta futura');
    const error = await expectHttpError(getProposal(bench.deps(), actor, { id: expired.id }), 404);
    expect(error.message).toBe('Proposta non trovata');
    await expectHttpError(getProposal(bench.deps(), actor, { id: future.id }), 404);
    const active = await byTitle('Luce Oraria Plus');
    await expectHttpError(getProposal(bench.deps(), await bench.user('demo.sgr'), { id: active.id }), 404);
  });
});
