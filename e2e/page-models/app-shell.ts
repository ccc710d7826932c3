import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** The frame around every screen: menus, popups, full-screen status pages. */
export class AppShell {
  constructor(private readonly page: Page) {}

  /** Logs in from /login and waits for the dashboard. */
  async loginAs(username: string, query = '') {
    const login = new LoginPage(this.page);
    await login.goto(query);
    // On small screens the cookie banner covers the form: it is closed first.
    await this.dismissCookies();
    await login.login(username);
    await expect(this.page).toHaveURL(/\/dashboard$/);
    // The dashboard greets the user once the session and the customer have loaded. A test that
    // reloads right after the URL changed could otherwise race the browser's own write of
    // local storage (the new session id) against the reloaded document's read of it.
    await expect(this.page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
  }

  pageRoot() {
    return this.page.locator('.page-root');
  }

  accountMenu() {
    return this.page.getByRole('navigation', { name: "Menu dell'area clienti" });
  }

  siteMenu() {
    return this.page.getByRole('navigation', { name: /^Menu del sito/ });
  }

  menuToggle() {
    return this.page.getByRole('button', { name: /^(Menu|Chiudi menu)$/ });
  }

  /** Labels of the drawer's entries, in order. */
  /** The drawer's entries; assert with `toHaveText([...])`, which waits for the menu to settle. */
  menuItems() {
    return this.accountMenu().getByRole('listitem');
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  errorPage() {
    return this.page.getByTestId('error-page');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Closes the cookie banner when it shows (it rejects the optional cookies). */
  async dismissCookies() {
    // A choice on record (the portal's consent cookie): the banner will not show, and waiting
    // for it cost 3 s in every test that logged in (the login already closed it).
    const cookies = await this.page.context().cookies();
    if (cookies.some((cookie) => cookie.name === 'sportello_consent')) return;
    const close = this.page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' });
    try {
      await close.waitFor({ state: 'visible', timeout: 3000 });
    } catch {
      return;
    }
    await close.click();
    // The banner closes once the choice is recorded: a page opened after that knows it.
    await expect(close).toBeHidden();
  }
}
