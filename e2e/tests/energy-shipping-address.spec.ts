import { expect, test } from '@playwright/test';
import { ShippingAddressPage } from '../page-models/energy-pages';
import { loginThroughApi } from '../page-models/login-page';

test.describe('shipping address', () => {
  // A login and a whole task: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('changed through the suggestions (keyboard and mouse) to "in lavorazione", also on return', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const form = new ShippingAddressPage(page);
    await form.goto();
    await expect(page.getByTestId('shipping-current')).toContainText('CTR-AST0001001-01');

    // Town: typed, then chosen with the keyboard (ARIA 1.2 combobox).
    await form.town().fill('Torin');
    await expect(form.options('Comune').first()).toHaveText(/^Torino/);
    await expect(form.town()).toHaveAttribute('aria-expanded', 'true');
    expect(await form.options('Comune').count()).toBeLessThanOrEqual(10);
    await form.town().press('ArrowDown');
    await expect(form.options('Comune').first()).toHaveAttribute('aria-selected', 'true');
    await expect(form.town()).toHaveAttribute('aria-activedescendant', /.+/);
    await form.town().press('Enter');
    await expect(form.town()).toHaveValue('Torino (TO)');
    await expect(form.town()).toHaveAttribute('aria-expanded', 'false');

    // Street: typed, then chosen with the mouse; its postal code fills the CAP.
    await form.street().fill('Po');
    await form.options('Indirizzo (via, piazza…)').filter({ hasText: 'Via Po' }).click();
    await expect(form.street()).toHaveValue('Via Po');
    await expect(form.postalCode()).toHaveValue('10124');

    // The civic number is required.
    await form.submit().click();
    await expect(page.getByText('Numero civico non valido')).toBeVisible();
    await form.civic().fill('21');
    await form.floor().fill('2');
    const posted = page.waitForResponse((r) => r.url().includes('/Erp/v1/requests/shippingAddress'));
    await form.submit().click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByTestId('shipping-sent')).toBeVisible();
    await expect(form.inProgress()).toContainText('in lavorazione');
    await expect(form.inProgress()).toContainText('Via Po 21, 10124 Torino (TO)');

    // Back on the screen later: still shown in progress, from the server's requests.
    await page.goto('/dashboard');
    await form.goto();
    await expect(form.inProgress()).toContainText('Via Po 21, 10124 Torino (TO)');
  });

  test('a bilingual town is found by its German name; an unknown street still needs a valid address', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const form = new ShippingAddressPage(page);
    await form.goto();
    await form.town().fill('Bozen');
    await form.options('Comune').filter({ hasText: 'Bolzano/Bozen' }).click();
    await expect(form.town()).toHaveValue('Bolzano/Bozen (BZ)');
    await expect(form.postalCode()).toHaveValue('39100');
    await form.street().fill('Portici');
    await form.options('Indirizzo (via, piazza…)').filter({ hasText: 'Via dei Portici' }).click();
    await form.civic().fill('5');
    await form.submit().click();
    await expect(form.inProgress()).toContainText('Via dei Portici 5, 39100 Bolzano/Bozen (BZ)');

    // Escape closes the list, a second Escape clears the box.
    await form.town().fill('Aoste');
    await expect(form.options('Comune').first()).toHaveText(/Aosta\/Aoste/);
    await form.town().press('Escape');
    await expect(form.town()).toHaveAttribute('aria-expanded', 'false');
    await form.town().press('Escape');
    await expect(form.town()).toHaveValue('');
  });
});
