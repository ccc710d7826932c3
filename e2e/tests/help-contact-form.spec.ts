import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { HelpWidget } from '../page-models/help-widget';
import { loginThroughApi } from '../page-models/login-page';

/** On the dashboard, logged in through the API (the login form is the login specs' test). */
async function loginAs(page: Page, username: string, brand = 'ast') {
  await loginThroughApi(page, username, { brand, path: '/dashboard' });
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('help: floating button and contact form', () => {
  test('the help button is only for logged-in people', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
    await expect(new HelpWidget(page).toggle()).toHaveCount(0);
  });

  test('the panel offers Scrivici, the help page and the phone with hours', async ({ page }) => {
    await loginAs(page, 'demo.ast');
    const help = new HelpWidget(page);
    await expect(help.toggle()).toHaveAttribute('aria-expanded', 'false');
    await help.open();
    await expect(help.toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(help.writeUs()).toBeVisible();
    await expect(help.helpPageLink()).toHaveAttribute('href', /^https:\/\/.+/);
    await expect(help.panel().getByRole('link', { name: /\d{3} \d{3}/ })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');
    await expect(help.panel()).toBeHidden();
    await expect(help.toggle()).toBeFocused();
  });

  test('an empty submit shows the four messages; nothing is sent until they are fixed', async ({ page }) => {
    await loginAs(page, 'demo.ast');
    const form = await new HelpWidget(page).openContactForm();
    // No message before the first submit attempt.
    await expect(form.errors()).toHaveCount(0);
    await form.contract().selectOption('');
    await form.phone().fill('');
    await form.phone().blur();
    await expect(form.errors()).toHaveCount(0);

    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/Contact/') && r.method() === 'POST') requests++;
    });
    await form.submit();
    await expect(form.errors()).toHaveText([
      'Selezionare codice cliente',
      'Inserire telefono',
      'Selezionare oggetto',
      'Inserire messaggio',
    ]);
    await expect(form.contract()).toHaveAttribute('aria-invalid', 'true');
    await expect(form.contract()).toBeFocused();
    expect(requests).toBe(0);

    // After the first attempt the messages follow the corrections.
    await form.subject().selectOption({ label: 'Bolletta' });
    await expect(form.errors()).toHaveText([
      'Selezionare codice cliente',
      'Inserire telefono',
      'Inserire messaggio',
    ]);
    await form.message().fill('   ');
    await form.submit();
    await expect(form.errors()).toHaveText([
      'Selezionare codice cliente',
      'Inserire telefono',
      'Inserire messaggio',
    ]);
    expect(requests).toBe(0);
  });

  test('a complete form is sent and "Richiesta inviata!" shows', async ({ page }) => {
    await loginAs(page, 'demo.ast');
    const form = await new HelpWidget(page).openContactForm();
    // The customer's mobile number is already there.
    await expect(form.phone()).toHaveValue(/^\+39 \d{3} \d{7}$/);
    const options = await form.contract().locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await form.contract().selectOption({ index: 1 });
    await form.phone().fill('333 1234567');
    await form.subject().selectOption({ label: 'Autolettura' });
    await form.message().fill('Vorrei sapere quando posso inviare la lettura del gas.');
    await expect(form.dialog()).toContainText('Astra Energia');
    await expect(form.dialog().getByRole('link', { name: /informativa sulla privacy/ })).toHaveAttribute(
      'href',
      /privacy/,
    );

    const sent = page.waitForRequest(
      (r) => r.url().includes('/Contact/v1/requests') && r.method() === 'POST',
    );
    await form.submit();
    const body = (await sent).postDataJSON() as { contactRequest: Record<string, unknown> };
    expect(body.contactRequest).toMatchObject({
      contract: { key: options[1] },
      subject: 'autolettura',
      description: 'Vorrei sapere quando posso inviare la lettura del gas.',
      mobilephone: '333 1234567',
      company: 'ast',
    });
    expect((body.contactRequest.customer as { key: string }).key).toBeTruthy();

    const feedback = page.getByRole('dialog', { name: 'Richiesta inviata!' });
    await expect(feedback).toBeVisible();
    await expect(feedback).toContainText('Astra Energia ti risponderà al più presto');
    await expect(feedback).toContainText(/Codice della richiesta: \S+/);
    await expect(form.dialog()).toBeHidden();
    await expectNoAxeViolations(page);
    await feedback.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(feedback).toBeHidden();
  });

  test('below 992 px the submit button sits in the modal footer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, 'demo.ast');
    const form = await new HelpWidget(page).openContactForm();
    await expect(form.submitButton()).toHaveCount(1);
    await expect(
      form.dialog().locator('.modal__footer').getByRole('button', { name: 'Invia richiesta' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      form.dialog().locator('form').getByRole('button', { name: 'Invia richiesta' }),
    ).toBeVisible();
    await expect(form.dialog().locator('.modal__footer')).toBeHidden();
    await form.close();
    await expect(form.dialog()).toBeHidden();
  });

  for (const width of [375, 1280]) {
    test(`axe: no violations on the open contact form at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, 'demo.ast');
      const form = await new HelpWidget(page).openContactForm();
      await form.contract().selectOption('');
      await form.phone().fill('');
      await form.submit();
      await expect(form.errors()).toHaveCount(4);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('help: brand mes', () => {
  test('demo.mes sees the help page and phone but no Scrivici', async ({ page }) => {
    await loginAs(page, 'demo.mes', 'mes');
    await expect(page.locator('body')).toHaveClass(/company-mes/);
    const help = new HelpWidget(page);
    await help.open();
    await expect(help.helpPageLink()).toHaveAttribute(
      'href',
      'https://www.mestreenergia.example.it/domande-frequenti',
    );
    await expect(help.panel()).toContainText('800 100 500');
    await expect(help.panel()).toContainText('lun-ven 8:00-17:00');
    await expect(help.writeUs()).toHaveCount(0);
  });
});
