import { describe, expect, it } from 'vitest';
import { createLink } from '../../services/core/links';
import { proposalByTitle } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { answerProposal } from './answer-proposal';

describe('answerProposal', () => {
  const bench = useUseCaseBench();
  const byTitle = (prefix: string) => proposalByTitle(bench, prefix);

  it('records the choice once; a second answer is a 409 and changes nothing', async () => {
    const actor = await bench.user('demo.ast');
    const active = await byTitle('Luce Oraria Plus');
    const out = await answerProposal(bench.deps(), actor, { id: active.id, actionSelected: 'Accettata' });
    expect(out.updateProposalResponse).toMatchObject({ id: active.id, actionSelected: 'Accettata' });
    expect(out.updateProposalResponse.actionDate).not.toBeNull();
    await expectHttpError(
      answerProposal(bench.deps(), actor, { id: active.id, actionSelected: 'Rifiutata' }),
      409,
      'proposal_already_answered',
    );
    expect((await byTitle('Luce Oraria Plus')).action_selected).toBe('Accettata');
  });

  it('is a 404 outside the window and for another customer, changing nothing', async () => {
    const expired = await byTitle('Offerta estate');
    await expectHttpError(
      answerProposal(bench.deps(), await bench.user('demo.ast'), {
        id: expired.id,
        actionSelected: 'Accettata',
      }),
      404,
    );
    const open = await byTitle('Manutenzione caldaia');
    await expectHttpError(
      answerProposal(bench.deps(), await bench.user('demo.sgr'), {
        id: open.id,
        actionSelected: 'Accettata',
      }),
      404,
    );
    expect((await byTitle('Offerta estate')).action_selected).toBeNull();
    expect((await byTitle('Manutenzione caldaia')).action_selected).toBeNull();
  });

  it('lets a proposal link\u2019s guest answer that proposal only', async () => {
    const proposal = await byTitle('Manutenzione caldaia');
    const link = await createLink(bench.deps().db, {
      companyCode: 'ast',
      moduleId: 8,
      entityKey: String(proposal.id),
      customerId: proposal.customer_id,
      ttlMinutes: 60,
    });
    const guest = await bench.guest(link);
    expect(guest.kind).toBe('guest');
    // Another proposal of the same customer, inside its window: not the link's.
    const other = await byTitle('Gas Prezzo Fisso');
    await expectHttpError(
      answerProposal(bench.deps(), guest, { id: other.id, actionSelected: 'Accettata' }),
      403,
    );
    const out = await answerProposal(bench.deps(), guest, { id: proposal.id, actionSelected: 'Rifiutata' });
    expect(out.updateProposalResponse).toMatchObject({ id: proposal.id, actionSelected: 'Rifiutata' });
  });
});
