import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

const API = '/services/rest/portalapi';

/** /supplies: the list of the customer's supplies. */
export class SuppliesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/supplies');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Le tue forniture' })).toBeVisible();
  }

  cards() {
    return this.page.getByTestId('supply-card');
  }

  card(name: string) {
    return this.cards().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  activeOnly() {
    return this.page.getByLabel('Solo forniture attive');
  }

  async open(name: string) {
    await this.page.getByRole('link', { name, exact: true }).click();
  }

  /** Opens the supply of a commodity (Luce, Gas, Teleriscaldamento), whatever its name. */
  async openCommodity(commodity: string) {
    await this.cards()
      .filter({ has: this.page.locator('.commodity-badge', { hasText: commodity }) })
      .getByRole('link')
      .click();
  }
}

/** /supplies/{id}: detail, offer, technical data, actions. */
export class SupplyDetailPage {
  constructor(private readonly page: Page) {}

  async goto(id: number | string) {
    await this.page.goto(`/supplies/${id}`);
  }

  name() {
    return this.page.getByTestId('supply-name');
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  fact(term: string) {
    return this.page
      .locator('.supply-facts div')
      .filter({ has: this.page.getByText(term, { exact: true }) })
      .locator('dd');
  }

  action(name: string) {
    return this.page.getByRole('list', { name: 'Azioni sulla fornitura' }).getByRole('link', { name });
  }

  error() {
    return this.page.getByTestId('supply-error');
  }
}

/** /supplies/{id}/edit-name: the rename form. */
export class SupplyNameForm {
  constructor(private readonly page: Page) {}

  input() {
    return this.page.getByLabel('Nome della fornitura');
  }

  async save(name: string) {
    await this.input().fill(name);
    await this.page.getByRole('button', { name: 'Salva' }).click();
  }

  error() {
    return this.page.locator('.field__error');
  }
}

/** The API as a second customer sees it: used to find a supply that is not demo.ast's. */
export async function supplyIdsOf(request: APIRequestContext, username: string, company = 'ast') {
  const created = await request.post(`${API}/Core/v1/sessions`, {
    data: { createNewSessionRequest: { company, locale: 'it' } },
  });
  const sessionId = (await created.json()).createNewSessionResponse.sessionId as string;
  const headers = { 'X-Session-Id': sessionId };
  const login = await request.post(`${API}/Core/v1/user/login`, {
    headers,
    data: { doLoginRequest: { username, password: DEMO_PASSWORD } },
  });
  expect(login.ok()).toBe(true);
  // Login gives the session a new id.
  const loggedIn = (await login.json()).doLoginResponse.sessionId as string;
  const list = await request.get(`${API}/Erp/v1/supplies`, { headers: { 'X-Session-Id': loggedIn } });
  const body = await list.json();
  if (!body.getSuppliesResponse) throw new Error(`supplies of ${username}: ${JSON.stringify(body)}`);
  return (
    body.getSuppliesResponse.supplies as Array<{ id: number; key: string; nickname: string | null }>
  ).map((s) => ({ id: s.id, key: s.key, nickname: s.nickname }));
}
