import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { DEMO_PASSWORD, LoginPage } from '../page-models/login-page';
import { ProfilePage, loginToOnboarding } from '../page-models/profile-pages';

const API = '/services/rest/portalapi';

/** A retry (or a repeat) starts where the first attempt did: the tour not yet seen (userOptions emptied). */
async function forgetOnboarding(request: APIRequestContext, username: string) {
  const created = await request.post(`${API}/Core/v1/sessions`, {
    data: { createNewSessionRequest: { company: 'ast' } },
  });
  const anonymous = (await created.json()).createNewSessionResponse.sessionId as string;
  const login = await request.post(`${API}/Core/v1/user/login`, {
    headers: { 'X-Session-Id': anonymous },
    data: { doLoginRequest: { username, password: DEMO_PASSWORD } },
  });
  const { sessionId, user } = (await login.json()).doLoginResponse as {
    sessionId: string;
    user: { id: number };
  };
  const reset = await request.put(`${API}/Core/v1/users`, {
    headers: { 'X-Session-Id': sessionId },
    data: { updateUserRequest: { id: user.id, userOptions: '{}' } },
  });
  expect(reset.ok()).toBe(true);
  await request.delete(`${API}/Core/v1/user/logout`, { headers: { 'X-Session-Id': sessionId } });
}

test('the tour shows after the first login, works with the keyboard, is skipped with Esc and not shown again', async ({
  page,
}, testInfo) => {
  // Many steps, each waiting on the server: more time than the default, whatever the machine.
  test.slow();
  if (testInfo.retry > 0 || testInfo.repeatEachIndex > 0)
    await forgetOnboarding(page.request, 'demo.ast.nuovo');
  await loginToOnboarding(page, 'demo.ast.nuovo');
  const tour = page.getByTestId('onboarding-tour');
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Le tue forniture');
  await expect(tour).toContainText('Passo 1 di 4');

  await page.keyboard.press('ArrowRight');
  await expect(tour.getByRole('heading', { level: 2, name: 'Le bollette' })).toBeFocused();
  await expect(tour).toContainText('Passo 2 di 4');
  await tour.getByRole('button', { name: 'Avanti' }).focus();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { level: 2, name: 'Le letture' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tour.getByRole('heading', { level: 2, name: 'Le bollette' })).toBeFocused();
  await tour.getByRole('button', { name: 'Indietro' }).click();
  await expect(tour.getByRole('heading', { level: 2, name: 'Le tue forniture' })).toBeFocused();
  await expect(tour.getByRole('button', { name: 'Indietro' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();

  // Remembered in userOptions: the next login goes to the dashboard.
  await page.getByRole('button', { name: 'Esci' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login('demo.ast.nuovo');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The tour again from the profile, to its end, and back to the profile.
  const profile = new ProfilePage(page);
  await profile.goto();
  await page.getByRole('link', { name: 'Rivedi il tour dell’area clienti' }).click();
  await expect(page).toHaveURL(/\/onboarding\?from=profile$/);
  for (const title of ['Le bollette', 'Le letture', 'I messaggi']) {
    await tour.getByRole('button', { name: 'Avanti' }).click();
    await expect(tour.getByRole('heading', { level: 2, name: title })).toBeFocused();
  }
  await expect(tour.getByRole('button', { name: 'Avanti' })).toHaveCount(0);
  await tour.getByRole('button', { name: 'Inizia' }).click();
  await profile.expectLoaded();
  // A customer without direct debit is offered to activate it.
  await expect(page.getByTestId('bank-debit-state')).toHaveText('Non attiva');
  await expect(page.getByRole('link', { name: 'Attiva la domiciliazione' })).toHaveAttribute(
    'href',
    '/add-bank-debit?contractKey=CTR-AST0001071-01',
  );
});

test('users who have seen the tour go straight to the dashboard', async ({ page }) => {
  await new AppShell(page).loginAs('demo.ast');
  await expect(page).toHaveURL(/\/dashboard$/);
});
