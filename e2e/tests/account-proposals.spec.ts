import { expect, test } from '@playwright/test';
import { ProposalPage, apiGet } from '../page-models/account-pages';
import { loginThroughApi } from '../page-models/login-page';

interface ProposalsPage {
  getProposalsResponse: { proposals: { id: number; title: string; actionSelected: string | null }[] };
}

test.describe('proposals (spec sections 4 and 8)', () => {
  // demo.ast.azienda's proposal is used by no other spec: it is accepted here.
  test('a proposal inside its window: rules, accepted once, the result shown', async ({ page }) => {
    const proposal = new ProposalPage(page);
    await loginThroughApi(page, 'demo.ast.azienda');
    const list = await apiGet<ProposalsPage>(page, '/Erp/v1/proposals');
    const open = list.getProposalsResponse.proposals.find((p) => p.actionSelected === null)!;
    expect(open).toBeTruthy();

    await proposal.goto(open.id);
    await expect(page.getByRole('heading', { level: 2, name: open.title })).toBeVisible();
    await expect(page.getByText(/Valida fino al\s*\d{2}-\d{2}-\d{4}/)).toBeVisible();
    await expect(proposal.rules()).toHaveCount(3);
    await expect(proposal.rules().first()).toContainText('Proposta in attesa di risposta');
    await proposal.acceptButton().click();
    await expect(proposal.result()).toHaveText(/^Hai accettato la proposta il \d{2}-\d{2}-\d{4}\.$/);
    await expect(proposal.acceptButton()).toHaveCount(0);
    await expect(proposal.refuseButton()).toHaveCount(0);

    await page.reload();
    await expect(proposal.result()).toHaveText(/^Hai accettato la proposta/);
    await expect(proposal.acceptButton()).toHaveCount(0);
  });

  test('an expired proposal shows "Proposta non trovata"', async ({ page }) => {
    const proposal = new ProposalPage(page);
    await loginThroughApi(page, 'demo.ast');
    const list = await apiGet<ProposalsPage>(page, '/Erp/v1/proposals');
    // The seed inserts demo.ast's proposals active, active, answered, then the expired one.
    const expiredId = Math.max(...list.getProposalsResponse.proposals.map((p) => p.id)) + 1;
    await proposal.goto(expiredId);
    await expect(proposal.notFound()).toHaveText('Proposta non trovata');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const answered = list.getProposalsResponse.proposals.find((p) => p.actionSelected === 'Rifiutata')!;
    await proposal.goto(answered.id);
    await expect(proposal.result()).toHaveText(/^Hai rifiutato la proposta il \d{2}-\d{2}-\d{4}\.$/);
  });
});
