import { expect, test } from '@playwright/test';
import { TOUR_BRANDS } from '../../apps/web/src/features/accessibility/tour';
import { MessagesPage, ProposalPage, apiGet } from '../page-models/account-pages';
import { checkScreen, closeCookieBanner, loginForTour, tourTimeout } from '../page-models/axe';
import { PasswordPages } from '../page-models/password-pages';

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen); `fits` also checks that nothing scrolls sideways from 320 px.
for (const brand of TOUR_BRANDS) {
  test(`forgotten password, its two forms with their messages, the new-password form: axe, brand ${brand}`, async ({
    page,
  }) => {
    tourTimeout(5);
    const pages = new PasswordPages(page);
    await pages.gotoChoice(`?company=${brand}`);
    await closeCookieBanner(page);
    await checkScreen(page, brand, 'password-forgotten', { fits: 'from 320' });

    await page.getByRole('link', { name: /Con il nome utente/ }).click();
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText('Inserire il nome utente')).toBeVisible();
    await checkScreen(page, brand, 'password-forgotten-username');

    await page.goto('/password-dimenticata/codice-cliente');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText('Inserire il codice cliente')).toBeVisible();
    await checkScreen(page, brand, 'password-forgotten-client-code', {
      fits: 'from 320',
    });

    await page.goto('/recupero-psw?userId=1');
    await pages.submitNewPassword('debole', 'altro');
    await expect(pages.ruleMessages()).toHaveCount(5);
    await checkScreen(page, brand, 'password-reset', { fits: 'from 320' });

    await page.goto('/crea-psw');
    await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
    await checkScreen(page, brand, 'password-create-expired');
  });
}

test('messages, a read message, a proposal and a proposal not found: axe, brand ast', async ({ page }) => {
  tourTimeout(4);
  const messages = new MessagesPage(page);
  await loginForTour(page, 'demo.ast', 'ast', '/messages');
  await expect(messages.items()).toHaveCount(6);
  await checkScreen(page, 'ast', 'messages', { fits: 'from 320' });
  await messages.item('Pagamento ricevuto').getByRole('link').click();
  await expect(messages.detail()).toBeVisible();
  await checkScreen(page, 'ast', 'message', { fits: 'from 320' });

  const proposal = new ProposalPage(page);
  const list = await apiGet<{
    getProposalsResponse: {
      proposals: { id: number; actionSelected: string | null }[];
    };
  }>(page, '/Erp/v1/proposals');
  await proposal.goto(list.getProposalsResponse.proposals.find((p) => p.actionSelected === null)!.id);
  await expect(proposal.rules()).toHaveCount(3);
  await checkScreen(page, 'ast', 'proposal', { fits: 'from 320' });
  await proposal.goto(999999);
  await expect(proposal.notFound()).toBeVisible();
  await checkScreen(page, 'ast', 'proposal-not-found');
});
