import { expect, type Cookie, type Page, type Route } from '@playwright/test';
import { dismissCookieBanner } from './cookie-banner';
import { apiLogin, storeLogin } from './push';

export const DEMO_PASSWORD = 'Sportello!2026';

/** The login screen, as a person uses it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
  }

  async login(username: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Nome utente').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Accedi' }).click();
  }

  error() {
    return this.page.getByTestId('login-error');
  }
}

export interface ApiLoginOptions {
  /** The brand's code (the demo user's company): 'ast' unless told. */
  brand?: string;
  /**
   * The screen to open logged in. Without it the page is left on a blank page and the test's next
   * `goto` (a page model's, which checks its screen) is the first screen opened logged in.
   */
  path?: string;
}

/** The portal's consent cookie: a choice on record, the banner does not show. */
const CONSENT_COOKIE = 'sportello_consent';

/**
 * The consent cookie the first banner answered in this worker left (the "x": only the necessary
 * cookies). Later logins through the API put it in their browser context as a choice already on
 * record, instead of opening a screen of the portal only to answer the banner again.
 */
let recordedChoice: Cookie | undefined;

/** A choice on record in the page's context, so the banner covers nothing (tests about something else). */
async function recordCookieChoice(page: Page) {
  const context = page.context();
  if ((await context.cookies()).some((cookie) => cookie.name === CONSENT_COOKIE)) return;
  if (recordedChoice) {
    await context.addCookies([recordedChoice]);
    return;
  }
  await page.goto('/errore/pagina-non-trovata');
  await dismissCookieBanner(page);
  recordedChoice = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
  expect(recordedChoice, 'the consent cookie once the banner is answered').toBeDefined();
}

/** An address the portal never serves: the test answers it with an empty page of the portal's origin. */
const BLANK = '/__e2e/blank';
const blankPage = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>e2e</title>' });

/**
 * Logs `username` in through the API, not the form: for tests about what comes after a login.
 * The login form is the login specs' own test, and stays in the tests whose point is where the
 * form leads (the redirect back after a login, the customers' choice, the waiting page).
 *
 * The session the login made is put where the app keeps it after a login (local storage, and
 * logged=1 for this tab) from an empty page of the portal's origin, where no app runs that could
 * store an anonymous session over it; the cookie banner's choice is on record (see
 * recordCookieChoice), so it covers nothing. No login screen and no dashboard are loaded on the
 * way: `path` (or the test's next `goto`) is the first screen.
 */
export async function loginThroughApi(page: Page, username: string, options: ApiLoginOptions = {}) {
  const brand = options.brand ?? 'ast';
  const login = await apiLogin(page.request, username, brand);
  await recordCookieChoice(page);
  await page.route(`**${BLANK}`, blankPage);
  await page.goto(BLANK);
  await page.unroute(`**${BLANK}`, blankPage);
  await storeLogin(page, login, brand);
  if (options.path) await page.goto(options.path);
  return login;
}
