import { expect, test } from '@playwright/test';
import { DEMO_LINKS } from '../../apps/server/src/seed/core';
import { AppShell } from '../page-models/app-shell';
import { MessagesPage } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import { loginThroughApi } from '../page-models/login-page';

test.describe('messages (spec sections 2 and 4)', () => {
  // demo.sol is used by no other spec: its one message becomes read here.
  test('the list marks unread messages; opening one marks it read', async ({ page }) => {
    const shell = new AppShell(page);
    const messages = new MessagesPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Through the API: the way in from the dashboard's menu is the test, not the login form.
    await loginThroughApi(page, 'demo.sol', { brand: 'sol', path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await shell.accountMenu().getByRole('link', { name: 'Messaggi' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(messages.items()).toHaveCount(1);
    const item = messages.item('Benvenuto nell’area clienti');
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.getByRole('link')).toHaveAccessibleName(/^Non letto: Benvenuto nell’area clienti/);
    await expect(page.getByTestId('messages-summary')).toHaveText('1 messaggio da leggere.');
    await expect(item).toContainText(/\d{2}-\d{2}-\d{4}/);

    await item.getByRole('link').click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggio' })).toBeVisible();
    await expect(
      messages.detail().getByRole('heading', { name: 'Benvenuto nell’area clienti' }),
    ).toBeVisible();
    await expect(messages.acceptanceDialog()).toHaveCount(0);

    await page.getByRole('link', { name: 'Torna ai messaggi' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(page.getByTestId('messages-summary')).toHaveText('Nessun messaggio da leggere.');
    await page.reload();
    await expect(messages.item('Benvenuto nell’area clienti')).toHaveAttribute('data-unread', 'false');
  });

  test('newest first, and an unknown message says so', async ({ page }) => {
    const messages = new MessagesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await messages.goto();
    await expect(messages.items().first()).toContainText(
      'Aggiornamento delle condizioni generali di fornitura',
    );
    await expect(messages.items().last()).toContainText('Interruzione programmata del servizio');
    await page.goto('/messages/999999');
    await expect(page.getByText('Messaggio non trovato.')).toBeVisible();
  });

  test('a guest from a message link sees that message only, without the way back to the list', async ({
    page,
  }) => {
    const messages = new MessagesPage(page);
    const link = DEMO_LINKS.message;
    await page.goto(`/?linkId=${link.id}&hash=${link.hashCode}`);
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    // Left unconfirmed here: the test below confirms it as demo.ast.
    await expect(messages.acceptanceDialog()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna ai messaggi' })).toHaveCount(0);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto(`/messages/${id + 1}`);
    await expect(page.getByText('Messaggio non trovato.')).toBeVisible();
    await expect(messages.acceptanceDialog()).toHaveCount(0);
  });

  // The only notification type that requires acceptance is demo.ast's "Aggiornamento delle
  // condizioni generali di fornitura"; it stays accepted afterwards.
  test('a message to accept blocks on its dialog until "HO PRESO VISIONE DEL MESSAGGIO", then never again', async ({
    page,
  }) => {
    const messages = new MessagesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await messages.goto();
    const item = messages.item('Aggiornamento delle condizioni generali di fornitura');
    await expect(item).toContainText('Da confermare');
    await item.getByRole('link').click();

    const dialog = messages.acceptanceDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Variazione contrattuale');
    await expect(messages.acknowledgeButton()).toBeFocused();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(messages.acknowledgeButton()).toBeFocused();

    await messages.acknowledgeButton().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('message-confirmed')).toContainText(/\d{2}-\d{2}-\d{4}/);

    await page.reload();
    await expect(messages.detail()).toBeVisible();
    await expect(messages.acceptanceDialog()).toHaveCount(0);
    await messages.goto();
    await expect(item).not.toContainText('Da confermare');
  });
});
