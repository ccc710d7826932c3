import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** The pending verification the web app keeps in local storage (its workflowId, its new value). */
export async function pendingCheck(page: Page, kind: 'email' | 'phone') {
  const raw = await page.evaluate(
    (key) => localStorage.getItem(key),
    kind === 'email' ? 'pendingEmailCheck' : 'pendingPhoneCheck',
  );
  return raw ? (JSON.parse(raw) as { workflowId: string; value: string; field: string }) : null;
}

/**
 * The 4-digit code the server sent for the pending verification, read from the demo outbox
 * (GET /dev/outbox): the message whose workflow is the one the page waits for.
 */
export async function sentCode(page: Page, kind: 'email' | 'phone'): Promise<string> {
  const pending = await pendingCheck(page, kind);
  expect(pending, 'a pending verification in local storage').not.toBeNull();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/dev/outbox?to=${encodeURIComponent(pending!.value)}&channel=${kind === 'email' ? 'mail' : 'sms'}`,
      );
      const { messages } = (await response.json()) as { messages: { meta: Record<string, unknown> }[] };
      code = messages.find((m) => m.meta.workflowId === pending!.workflowId)?.meta.otpCode as
        string | undefined;
      return !!code;
    })
    .toBe(true);
  return code!;
}

/** A 4-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** Logs in a user who has not seen the tour yet: the login goes to /onboarding. */
export async function loginToOnboarding(page: Page, username: string, password?: string) {
  const login = new LoginPage(page);
  await login.goto();
  const close = page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' });
  if (await close.isVisible().catch(() => false)) await close.click();
  await login.login(username, password);
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** /profile. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/profile');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Contatti' })).toBeVisible();
  }

  email() {
    return this.page.getByTestId('profile-email');
  }

  mobile() {
    return this.page.getByTestId('profile-mobile');
  }

  homePhone() {
    return this.page.getByTestId('profile-home-phone');
  }

  registryNotice() {
    return this.page.getByTestId('registry-in-progress');
  }

  /** A change entry: a link, or a disabled button when blocked. */
  entry(name: string | RegExp) {
    return this.page.getByRole('link', { name }).or(this.page.getByRole('button', { name }));
  }
}

/** /edit-email, /edit-phone, /edit-phone-home and their code screens. */
export class ContactChangePages {
  constructor(private readonly page: Page) {}

  async submitNewValue(label: string | RegExp, value: string, button = 'Invia il codice') {
    await this.page.getByLabel(label).fill(value);
    await this.page.getByRole('button', { name: button }).click();
  }

  fieldError() {
    return this.page.getByTestId('field-error');
  }

  codeInput() {
    return this.page.getByLabel('Codice di verifica');
  }

  async enterCode(code: string) {
    await this.codeInput().fill(code);
    await this.page.getByRole('button', { name: 'Verifica', exact: true }).click();
  }

  codeError() {
    return this.page.getByTestId('code-error');
  }

  destination() {
    return this.page.getByTestId('code-destination');
  }

  expiry() {
    return this.page.getByTestId('code-expiry');
  }

  resendButton() {
    return this.page.getByRole('button', { name: 'Invia un nuovo codice' });
  }

  countdown() {
    return this.page.getByTestId('resend-countdown');
  }

  done() {
    return this.page.getByTestId('change-in-progress');
  }
}
