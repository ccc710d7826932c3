import { expect, test } from '@playwright/test';
import { BankDebitPage } from '../page-models/energy-pages';
import { loginThroughApi } from '../page-models/login-page';

test.describe('direct debit', () => {
  // A login and a whole task: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('activated with a live-checked IBAN and the signer fiscal code, then shown in progress', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast.azienda');
    const debit = new BankDebitPage(page);
    await debit.goto('add');
    await expect(debit.status()).toHaveText('Domiciliazione non attiva');

    // Live: too short for an Italian IBAN, then a wrong check digit, then right.
    await debit.iban().fill('IT60X054281110100000012345');
    await debit.iban().blur();
    await expect(page.getByText("L'IBAN italiano è di 27 caratteri")).toBeVisible();
    await debit.iban().fill('IT61X0542811101000000123456');
    await expect(page.getByText(/il codice di controllo non corrisponde/)).toBeVisible();
    await expect(debit.iban()).toHaveAttribute('aria-invalid', 'true');
    await debit.iban().fill('IT60 X054 2811 1010 0000 0123 456');
    await expect(page.getByText('IBAN valido: IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
    await expect(debit.iban()).not.toHaveAttribute('aria-invalid', 'true');

    await debit.holder().fill('Officine Bianchi S.r.l.');
    await debit.fiscalCode().fill('RSSMRA80A01H501X');
    await debit.fiscalCode().blur();
    await expect(page.getByText('Codice fiscale del sottoscrittore non valido')).toBeVisible();
    await debit.fiscalCode().fill('rssmra80a01h501u');

    const posted = page.waitForResponse((r) => r.url().includes('/Erp/v1/requests/bankAccountChange'));
    await page.getByRole('button', { name: 'Attiva la domiciliazione' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).createRequestResponse.details).toMatchObject({
      action: 'Activate',
      iban: 'IT60X0542811101000000123456',
      accountHolderFiscalCode: 'RSSMRA80A01H501U',
    });
    await expect(page.getByTestId('debit-sent')).toBeVisible();
    await expect(debit.inProgress()).toBeVisible();
    await expect(debit.status()).toHaveAttribute('data-status', 'AttivazioneInCorso');
    await expect(debit.status()).toHaveText('Attivazione della domiciliazione in corso');

    // Back later: still in progress, no form.
    await page.reload();
    await expect(debit.status()).toHaveAttribute('data-status', 'AttivazioneInCorso');
    await expect(debit.inProgress()).toBeVisible();
    await expect(debit.iban()).toHaveCount(0);
  });

  test('a second change is refused while one is in progress (demo.ast.variazione), by the screen and the server', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast.variazione');
    const debit = new BankDebitPage(page);
    await debit.goto('edit');
    await expect(debit.status()).toHaveAttribute('data-status', 'VariazioneInCorso');
    await expect(debit.status()).toHaveText('Variazione della domiciliazione in corso');
    await expect(debit.inProgress()).toHaveText(/È in corso una variazione della domiciliazione bancaria/);
    await expect(debit.iban()).toHaveCount(0);

    // The server refuses it too, with the session of this page.
    const answer = await page.evaluate(async () => {
      const r = await fetch('/services/rest/portalapi/Erp/v1/requests/bankAccountChange', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Session-Id': localStorage.getItem('sessionId') ?? '',
        },
        body: JSON.stringify({
          bankAccountChangeRequest: {
            contractKey: 'CTR-AST0001005-01',
            action: 'Change',
            iban: 'IT60X0542811101000000123456',
            accountHolder: 'Luca Verdi',
            accountHolderFiscalCode: 'RSSMRA80A01H501U',
          },
        }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(
      'È già in corso una variazione della domiciliazione bancaria per questo contratto',
    );
  });
});
