import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { loginThroughApi } from '../page-models/login-page';
import { PracticesPage, ServicesPage } from '../page-models/services-pages';

test.describe('services and practices (issue 12)', () => {
  // Whole tasks across several screens: more than the default budget of one test.
  test.describe.configure({ timeout: 90_000 });

  test('activate a service on a supply, then find it among the practices with its phases', async ({
    page,
  }) => {
    const services = new ServicesPage(page);
    const practices = new PracticesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await services.goto();
    const row = services.row(/\(Luce\)/, 'Pronto Intervento Elettricista');
    await expect(row.getByTestId('service-state')).toHaveText('Attivabile');
    await row.getByRole('link', { name: /^Attiva/ }).click();
    await expect(page).toHaveURL(/\/services\/activation\/LUCE-ASSIST\?supply=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Attiva Pronto Intervento Elettricista' }),
    ).toBeVisible();
    // The supply of the row is chosen already (the only one it can go on).
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Conferma attivazione' }).click();

    const feedback = page.getByRole('heading', { name: 'Richiesta inviata!' });
    await expect(feedback).toBeVisible();
    await page.getByRole('link', { name: 'Segui la pratica' }).click();
    await expect(page).toHaveURL(/\/practices\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Attivazione servizio' })).toBeVisible();
    await expect(practices.state()).toHaveText('In corso');
    await expect(practices.phases()).toHaveCount(3);
    await expect(practices.phases().nth(0)).toHaveAttribute('data-status', 'current');
    await expect(practices.phases().nth(0)).toContainText('Richiesta ricevuta');
    await expect(practices.phases().nth(2)).toHaveAttribute('data-status', 'todo');
    await expect(practices.detail()).toContainText('Pronto Intervento Elettricista');

    // The list has it at once, open; the service now says it is being activated.
    await practices.goto();
    await expect(practices.items().first()).toContainText('Attivazione servizio');
    await expect(practices.items().first().getByTestId('practice-state')).toHaveText('In corso');
    await practices.filter('Concluse').check();
    await expect(practices.items().filter({ hasText: 'In corso' })).toHaveCount(0);
    await expect(practices.items().first()).toBeVisible();
    await services.goto();
    await expect(
      services.row(/\(Luce\)/, 'Pronto Intervento Elettricista').getByTestId('service-state'),
    ).toHaveText('In attivazione');
  });

  test('a closed practice shows every phase done; an unknown one says not found', async ({ page }) => {
    const practices = new PracticesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await practices.goto();
    await practices.filter('Concluse').check();
    await practices.item('Attivazione servizio').first().getByRole('link').click();
    await expect(practices.state()).toHaveText('Conclusa');
    for (const i of [0, 1, 2]) await expect(practices.phases().nth(i)).toHaveAttribute('data-status', 'done');
    await expect(practices.detail()).toContainText('Energia Verde');
    await page.goto('/practices/999999');
    await expect(page.getByRole('alert')).toHaveText('Pratica non trovata.');
  });

  test('switch e-mail billing on: the request is sent and the switch waits for it', async ({ page }) => {
    const services = new ServicesPage(page);
    await loginThroughApi(page, 'demo.ast.azienda');
    await services.gotoEmailInvoice();
    await expect(services.emailInvoiceState()).toHaveText('non attiva');
    const email = page.getByLabel('Indirizzo e-mail a cui inviare le bollette');
    await email.fill('non-valida');
    await page.getByRole('button', { name: 'Attiva la bolletta via e-mail' }).click();
    await expect(page.getByText('Indirizzo e-mail non valido')).toBeVisible();
    await email.fill('fatture@azienda.example.it');
    await page.getByRole('button', { name: 'Attiva la bolletta via e-mail' }).click();
    await expect(page.getByTestId('bollettaclick-sent')).toContainText('Richiesta inviata!');
    // The can-change rule: a request in progress blocks another one.
    await page.reload();
    await expect(page.getByTestId('bollettaclick-blocked')).toHaveText(
      'Una richiesta di modifica della bolletta via e-mail è già in lavorazione',
    );
    await expect(page.getByRole('button', { name: /bolletta via e-mail/ })).toHaveCount(0);
    await page.goto('/practices');
    await expect(page.getByTestId('practice-item').first()).toContainText('Bolletta via e-mail');
  });

  test('e-mail billing already on shows where it goes and offers to switch it off', async ({ page }) => {
    const services = new ServicesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await services.gotoEmailInvoice();
    await expect(services.emailInvoiceState()).toHaveText('attiva');
    await expect(page.getByTestId('bollettaclick')).toContainText(
      'le bollette arrivano a mario.rossi@example.it',
    );
    await expect(page.getByRole('button', { name: 'Disattiva la bolletta via e-mail' })).toBeEnabled();
  });

  test('open a maintenance contract: its state and visits', async ({ page }) => {
    const services = new ServicesPage(page);
    await loginThroughApi(page, 'demo.ast');
    await services.goto();
    await expect(services.maintenanceItems()).toHaveCount(2);
    await services.maintenanceItems().filter({ hasText: 'caldaia' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/maintenance\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manutenzione programmata caldaia a condensazione' }),
    ).toBeVisible();
    await expect(page.getByTestId('maintenance-state')).toHaveText('Contratto attivo');
    const visits = page.getByTestId('maintenance-visit');
    await expect(visits).toHaveCount(4);
    await expect(visits.filter({ hasText: 'Programmata' })).toHaveCount(1);
    await expect(visits.filter({ hasText: 'Annullata' })).toHaveCount(1);
  });
});

for (const width of [375, 1280]) {
  test.describe(`services screens, axe at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));
    // Eight screens, each analysed by axe: more than the default budget of one test.
    test.describe.configure({ timeout: 240_000 });

    test('services, a service, its activation, e-mail billing, maintenance and practices', async ({
      page,
    }) => {
      const services = new ServicesPage(page);
      const practices = new PracticesPage(page);
      await loginThroughApi(page, 'demo.ast');
      await services.goto();
      await expect(services.maintenanceItems()).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.goto('/services/GAS-ASSIST');
      await expect(page.getByTestId('service-detail')).toBeVisible();
      await expectNoAxeViolations(page);
      const gas = await page.getByTestId('service-row').first().getByRole('link').getAttribute('href');
      await page.goto(`/services/GAS-CALDAIA/${/supply=(\d+)/.exec(gas ?? '')?.[1] ?? ''}`);
      await expect(page.getByTestId('service-state')).toHaveText('In attivazione');
      await expectNoAxeViolations(page);
      await page.goto('/services/activation/GAS-COMPENSA');
      await expect(page.getByRole('button', { name: 'Conferma attivazione' })).toBeVisible();
      await expectNoAxeViolations(page);
      await services.gotoEmailInvoice();
      await expectNoAxeViolations(page);
      await page.goto('/services');
      await services.maintenanceItems().first().getByRole('link').click();
      await expect(page.getByTestId('maintenance-visit').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await practices.goto();
      await expect(practices.items().first()).toBeVisible();
      await expectNoAxeViolations(page);
      await practices.items().first().getByRole('link').click();
      await expect(practices.phases()).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  });
}
