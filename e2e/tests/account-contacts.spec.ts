import { expect, test } from '@playwright/test';
import { loginThroughApi } from '../page-models/login-page';
import {
  ContactChangePages,
  ProfilePage,
  pendingCheck,
  sentCode,
  wrongCode,
} from '../page-models/profile-pages';

// Each flow has a persona of its own: a change request leaves a registry change in progress,
// which blocks the customer's next changes.

test('e-mail change: invalid address refused, wrong code, reload, new code after the countdown, then in progress', async ({
  page,
}) => {
  // Many steps, each waiting on the server: more time than the default, whatever the machine.
  test.slow();
  await page.clock.install();
  const profile = new ProfilePage(page);
  const pages = new ContactChangePages(page);
  await loginThroughApi(page, 'demo.ast.contatti');
  await profile.goto();
  await expect(profile.email()).toHaveText('silvia.ferri@example.it');
  await profile.entry('Modifica e-mail').click();
  await expect(page).toHaveURL(/\/edit-email$/);

  await pages.submitNewValue('Nuovo indirizzo e-mail', 'silvia@nuova');
  await expect(pages.fieldError()).toHaveText('Indirizzo e-mail non valido');
  await pages.submitNewValue('Nuovo indirizzo e-mail', '  silvia.nuova@example.it  ');
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(pages.destination()).toHaveText('silvia.nuova@example.it');
  await expect(pages.expiry()).toHaveText(/^Il codice scade alle \d{2}:\d{2}\.$/);
  await expect(pages.resendButton()).toBeDisabled();
  await expect(pages.countdown()).toContainText('Potrai richiedere un nuovo codice tra');

  const first = await sentCode(page, 'email');
  await pages.enterCode(wrongCode(first));
  await expect(pages.codeError()).toHaveText('Il codice non è corretto. Ti restano 4 tentativi.');
  await expect(pages.codeInput()).toBeFocused();

  // The verification waiting for its code survives a reload.
  await page.reload();
  await expect(pages.destination()).toHaveText('silvia.nuova@example.it');
  const before = await pendingCheck(page, 'email');

  // After the countdown a new code can be asked; the old one stops working.
  await page.clock.fastForward('01:05');
  await expect(pages.resendButton()).toBeEnabled();
  await pages.resendButton().click();
  await expect(page.getByTestId('code-info')).toContainText('Ti abbiamo inviato un nuovo codice');
  await expect.poll(async () => (await pendingCheck(page, 'email'))?.workflowId).not.toBe(before?.workflowId);
  await expect(pages.resendButton()).toBeDisabled();
  const second = await sentCode(page, 'email');
  await pages.enterCode(second);
  await expect(pages.done()).toContainText('Richiesta inviata!');
  await expect(pages.done()).toContainText('La modifica dell’indirizzo e-mail è in lavorazione');
  expect(await pendingCheck(page, 'email')).toBeNull();

  await pages.done().getByRole('link', { name: 'Torna al profilo' }).click();
  await profile.expectLoaded();
  await expect(profile.email()).toHaveText('silvia.nuova@example.it');
  // The change request is a registry change in progress: further changes wait for it.
  await expect(profile.registryNotice()).toBeVisible();
  await expect(profile.entry('Modifica e-mail')).toBeDisabled();
});

test('mobile change: a wrong code three times, each refused with the attempts left, then the right one', async ({
  page,
}) => {
  // Many steps, each waiting on the server: more time than the default, whatever the machine.
  test.slow();
  const profile = new ProfilePage(page);
  const pages = new ContactChangePages(page);
  await loginThroughApi(page, 'demo.ast.cellulare');
  await profile.goto();
  await expect(profile.mobile()).toHaveText('+39 347 5550173');
  await profile.entry('Modifica cellulare').click();
  await expect(page).toHaveURL(/\/edit-phone$/);

  await pages.submitNewValue('Nuovo numero di cellulare', '06 1234567');
  await expect(pages.fieldError()).toHaveText('Numero di cellulare non valido');
  await pages.submitNewValue('Nuovo numero di cellulare', '+39 347 5550173');
  await expect(pages.fieldError()).toHaveText('Il nuovo valore è uguale a quello attuale');
  await pages.submitNewValue('Nuovo numero di cellulare', ' 333 123 4567 ');
  await expect(page).toHaveURL(/\/check-phone$/);
  await expect(pages.destination()).toHaveText('3331234567');

  const code = await sentCode(page, 'phone');
  await pages.enterCode('12');
  await expect(pages.codeError()).toHaveText('Il codice non è corretto');
  for (const left of [4, 3, 2]) {
    await pages.enterCode(wrongCode(code));
    await expect(pages.codeError()).toHaveText(`Il codice non è corretto. Ti restano ${left} tentativi.`);
  }
  await pages.enterCode(code);
  await expect(pages.done()).toContainText('La modifica del numero di cellulare è in lavorazione');
  await profile.goto();
  await expect(profile.mobile()).toHaveText('3331234567');
  await expect(profile.entry('Modifica cellulare')).toBeDisabled();
});

test('home phone: a landline is sent without a code and shows as in progress', async ({ page }) => {
  const profile = new ProfilePage(page);
  const pages = new ContactChangePages(page);
  await loginThroughApi(page, 'demo.ast.password');
  await profile.goto();
  await expect(profile.homePhone()).toHaveText('Non indicato');
  await profile.entry('Modifica telefono fisso').click();
  await pages.submitNewValue('Nuovo numero di telefono fisso', '12345', 'Continua');
  await expect(pages.fieldError()).toHaveText('Numero di telefono non valido');
  await pages.submitNewValue('Nuovo numero di telefono fisso', '081 555 0175', 'Continua');
  await expect(pages.done()).toContainText('La modifica del telefono fisso è in lavorazione');
  await profile.goto();
  await expect(profile.homePhone()).toHaveText('0815550175');
});

test('a code page without a pending verification says so and leads to the change', async ({ page }) => {
  await loginThroughApi(page, 'demo.ast.cellulare');
  await page.goto('/check-email');
  await expect(page.getByTestId('no-pending-check')).toContainText('Non c’è nessuna verifica in corso');
  await page.getByRole('link', { name: 'Modifica e-mail' }).click();
  await expect(page).toHaveURL(/\/edit-email$/);
});
