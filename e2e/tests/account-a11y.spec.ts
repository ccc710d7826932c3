import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { MessagesPage, ProposalPage, apiGet, loginAndSettle } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import { PasswordPages } from '../page-models/password-pages';

for (const width of [375, 1280]) {
  test.describe(`account screens, axe at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('forgotten password, its two forms with their messages, the new-password form', async ({ page }) => {
      const shell = new AppShell(page);
      const pages = new PasswordPages(page);
      await pages.gotoChoice();
      await shell.dismissCookies();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: /Con il nome utente/ }).click();
      await page.getByRole('button', { name: 'Invia il link' }).click();
      await expect(page.getByText('Inserire il nome utente')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/password-dimenticata/codice-cliente');
      await page.getByRole('button', { name: 'Invia il link' }).click();
      await expect(page.getByText('Inserire il codice cliente')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/recupero-psw?userId=1');
      await pages.submitNewPassword('debole', 'altro');
      await expect(pages.ruleMessages()).toHaveCount(5);
      await expectNoAxeViolations(page);

      await page.goto('/crea-psw');
      await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('messages list and a read message', async ({ page }) => {
      const messages = new MessagesPage(page);
      await loginAndSettle(page, 'demo.ast');
      await messages.goto();
      await expect(messages.items()).toHaveCount(6);
      await expectNoAxeViolations(page);
      await messages.item('Pagamento ricevuto').getByRole('link').click();
      await expect(messages.detail()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a proposal and a proposal not found', async ({ page }) => {
      const proposal = new ProposalPage(page);
      await loginAndSettle(page, 'demo.ast');
      const list = await apiGet<{
        getProposalsResponse: { proposals: { id: number; actionSelected: string | null }[] };
      }>(page, '/Erp/v1/proposals');
      await proposal.goto(list.getProposalsResponse.proposals.find((p) => p.actionSelected === null)!.id);
      await expect(proposal.rules()).toHaveCount(3);
      await expectNoAxeViolations(page);
      await proposal.goto(999999);
      await expect(proposal.notFound()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the account screens fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const pages = new PasswordPages(page);
  await pages.gotoChoice();
  await new AppShell(page).dismissCookies();
  await fits();
  await page.goto('/password-dimenticata/codice-cliente');
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText('Inserire il codice cliente')).toBeVisible();
  await fits();
  await page.goto('/recupero-psw?userId=1');
  await pages.submitNewPassword('debole', 'altro');
  await expect(pages.ruleMessages()).toHaveCount(5);
  await fits();

  const messages = new MessagesPage(page);
  await loginAndSettle(page, 'demo.ast');
  await messages.goto();
  await expect(messages.items()).toHaveCount(6);
  await fits();
  await messages.item('Pagamento ricevuto').getByRole('link').click();
  await expect(messages.detail()).toBeVisible();
  await fits();
  const list = await apiGet<{
    getProposalsResponse: { proposals: { id: number; actionSelected: string | null }[] };
  }>(page, '/Erp/v1/proposals');
  const proposal = new ProposalPage(page);
  await proposal.goto(list.getProposalsResponse.proposals.find((p) => p.actionSelected === null)!.id);
  await expect(proposal.rules()).toHaveCount(3);
  await fits();
});
