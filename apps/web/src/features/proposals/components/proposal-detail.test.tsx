// @vitest-environment jsdom
import { checkProposalRules, getProposal, updateProposal } from '@sportello/contract/endpoints';
import type { ResponseOf } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../testing/fixtures-invoices';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ProposalDetail } from './proposal-detail';

type Proposal = ResponseOf<typeof getProposal>['getProposalResponse'];

function proposalFixture(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 9,
    customerId: 1,
    supplyId: 7,
    title: 'Passa a Luce Verde',
    description: 'Energia da fonti rinnovabili allo stesso prezzo.',
    offerCode: 'OFF-VERDE',
    startDate: dayFromToday(-5),
    endDate: dayFromToday(20),
    actionSelected: null,
    actionDate: null,
    ...overrides,
  };
}

const rules = {
  checkProposalRulesResponse: {
    proposalId: 9,
    canAccept: true,
    rules: [
      { code: 'PENDING', passed: true, message: 'Proposta in attesa di risposta' },
      { code: 'ACTIVE', passed: true, message: 'Fornitura attiva' },
    ],
  },
};

const server = setupTestServer(
  answer(getProposal, { getProposalResponse: proposalFixture() }),
  answer(checkProposalRules, rules),
);

const renderProposal = () => renderWithProviders(<ProposalDetail id={9} />);

describe('ProposalDetail: the proposal', () => {
  it('loading: says the proposal is being loaded', async () => {
    const held = hold(getProposal);
    server.use(held.handler);
    renderProposal();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento della proposta…');
    held.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Passa a Luce Verde' })).toBeTruthy();
  });

  it('error: an alert, and "Riprova" loads it', async () => {
    server.use(refuse(getProposal, 500, 'Errore', { once: true }));
    const { user } = renderProposal();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare la proposta.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('proposal')).toBeTruthy();
  });

  it('404: "Proposta non trovata", without "Riprova"', async () => {
    server.use(refuse(getProposal, 404, 'Proposta non trovata'));
    renderProposal();
    expect((await screen.findByTestId('proposal-not-found')).textContent).toBe(MESSAGES.proposalNotFound);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('outside its window it is not found either, and its rules are not asked', async () => {
    let rulesAsked = false;
    server.use(
      answer(getProposal, { getProposalResponse: proposalFixture({ endDate: dayFromToday(-2) }) }),
      handle(checkProposalRules, () => {
        rulesAsked = true;
        return rules;
      }),
    );
    renderProposal();
    expect(await screen.findByTestId('proposal-not-found')).toBeTruthy();
    expect(rulesAsked).toBe(false);
  });

  it('answered: text, code, dates and the rules, with both buttons', async () => {
    renderProposal();
    const list = await screen.findByTestId('proposal-rules');
    expect(list.textContent).toContain('Requisito soddisfatto: ✓Proposta in attesa di risposta');
    const proposal = screen.getByTestId('proposal');
    expect(proposal.textContent).toContain('Energia da fonti rinnovabili');
    expect(proposal.textContent).toContain('OFF-VERDE');
    expect(screen.getByText(/Valida fino al/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accetta la proposta' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('button', { name: 'Rifiuta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('already answered: says what was chosen and when, with no buttons', async () => {
    server.use(
      answer(getProposal, {
        getProposalResponse: proposalFixture({ actionSelected: 'Rifiutata', actionDate: '2026-11-01' }),
      }),
    );
    renderProposal();
    expect((await screen.findByTestId('proposal-result')).textContent).toBe(
      'Hai rifiutato la proposta il 01-11-2026.',
    );
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  });
});

describe('ProposalDetail: the rules and the answer', () => {
  it('rules loading, then a rule not met keeps "Accetta" disabled', async () => {
    const held = hold(checkProposalRules);
    server.use(
      answer(checkProposalRules, {
        checkProposalRulesResponse: {
          proposalId: 9,
          canAccept: false,
          rules: [{ code: 'ACTIVE', passed: false, message: 'Fornitura non attiva' }],
        },
      }),
    );
    server.use(held.handler); // first: held, then falls through to the rule not met
    renderProposal();
    expect(await screen.findByText('Verifica dei requisiti…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Rifiuta' }) as HTMLButtonElement).disabled).toBe(true);
    held.release();
    expect((await screen.findByTestId('proposal-rules')).textContent).toContain(
      'Requisito non soddisfatto: ✗Fornitura non attiva',
    );
    expect((screen.getByRole('button', { name: 'Accetta la proposta' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Rifiuta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('rules error: an alert, and "Riprova" asks them again', async () => {
    server.use(refuse(checkProposalRules, 500, 'Errore', { once: true }));
    const { user } = renderProposal();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile verificare i requisiti.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('proposal-rules')).toBeTruthy();
  });

  it('accepting sends the choice and shows it', async () => {
    let body: unknown;
    server.use(
      handle(updateProposal, ({ body: sent }) => {
        body = sent;
        return {
          updateProposalResponse: proposalFixture({ actionSelected: 'Accettata', actionDate: '2026-11-26' }),
        };
      }),
    );
    const { user } = renderProposal();
    await screen.findByTestId('proposal-rules');
    await user.click(screen.getByRole('button', { name: 'Accetta la proposta' }));
    expect((await screen.findByTestId('proposal-result')).textContent).toBe(
      'Hai accettato la proposta il 26-11-2026.',
    );
    expect(body).toEqual({ updateProposalRequest: { id: 9, actionSelected: 'Accettata' } });
  });

  it('a 409 (answered meanwhile) shows the server message', async () => {
    server.use(refuse(updateProposal, 409, 'Alla proposta è già stata data una risposta'));
    const { user } = renderProposal();
    await screen.findByTestId('proposal-rules');
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Alla proposta è già stata data una risposta',
    );
  });

  it('another failure says to try again later', async () => {
    server.use(refuse(updateProposal, 500, 'Errore interno'));
    const { user } = renderProposal();
    await screen.findByTestId('proposal-rules');
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe('Errore interno'));
    expect(screen.getByRole('alert').textContent).toMatch(/riprov/i);
  });
});
