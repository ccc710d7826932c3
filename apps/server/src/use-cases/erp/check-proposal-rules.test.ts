import { describe, expect, it } from 'vitest';
import { proposalByTitle } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { checkProposalRules } from './check-proposal-rules';

describe('checkProposalRules', () => {
  const bench = useUseCaseBench();
  const byTitle = (prefix: string) => proposalByTitle(bench, prefix);

  it('checks each rule: an unpaid overdue bill blocks the acceptance', async () => {
    const actor = await bench.user('demo.ast');
    const active = await byTitle('Luce Oraria Plus');
    const { checkProposalRulesResponse: out } = await checkProposalRules(bench.deps(), actor, {
      id: active.id,
    });
    expect(out.proposalId).toBe(active.id);
    expect(out.rules.map((r) => r.code)).toEqual(['NOT_ANSWERED', 'ACTIVE_SUPPLY', 'NO_INSOLVENCY']);
    expect(out.rules.find((r) => r.code === 'NOT_ANSWERED')).toMatchObject({ passed: true });
    expect(out.rules.find((r) => r.code === 'NO_INSOLVENCY')).toMatchObject({
      passed: false,
      message: 'Risultano bollette scadute non pagate: regolarizzale per aderire',
    });
    expect(out.canAccept).toBe(false);
  });

  it('says when the proposal was already answered', async () => {
    const answered = await byTitle('Gas Prezzo Fisso');
    const out = await checkProposalRules(bench.deps(), await bench.user('demo.ast'), { id: answered.id });
    expect(out.checkProposalRulesResponse.rules[0]).toEqual({
      code: 'NOT_ANSWERED',
      passed: false,
      message: 'Hai già risposto a questa proposta',
    });
    expect(out.checkProposalRulesResponse.canAccept).toBe(false);
  });

  it('is a 404 for a proposal outside its window or of another customer', async () => {
    const expired = await byTitle('Offerta estate');
    await expectHttpError(
      checkProposalRules(bench.deps(), await bench.user('demo.ast'), { id: expired.id }),
      404,
    );
    const active = await byTitle('Luce Oraria Plus');
    await expectHttpError(
      checkProposalRules(bench.deps(), await bench.user('demo.sgr'), { id: active.id }),
      404,
    );
  });
});
