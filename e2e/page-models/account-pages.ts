import { expect, type Page } from '@playwright/test';

/** Calls the API with the page's session (as the web app does). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const response = await page.request.get(`/services/rest/portalapi${path}`, {
    headers: { 'X-Session-Id': sessionId ?? '' },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** /messages and /messages/{id}. */
export class MessagesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/messages');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  }

  items() {
    return this.page.getByTestId('message-item');
  }

  item(subject: string | RegExp) {
    return this.items().filter({ hasText: subject });
  }

  detail() {
    return this.page.getByTestId('message-detail');
  }

  acceptanceDialog() {
    return this.page.getByRole('dialog');
  }

  acknowledgeButton() {
    return this.page.getByRole('button', { name: 'HO PRESO VISIONE DEL MESSAGGIO' });
  }
}

/** /proposals/{id}. */
export class ProposalPage {
  constructor(private readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/proposals/${id}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Proposta commerciale' })).toBeVisible();
  }

  notFound() {
    return this.page.getByTestId('proposal-not-found');
  }

  rules() {
    return this.page.getByTestId('proposal-rules').getByRole('listitem');
  }

  acceptButton() {
    return this.page.getByRole('button', { name: 'Accetta la proposta' });
  }

  refuseButton() {
    return this.page.getByRole('button', { name: 'Rifiuta' });
  }

  result() {
    return this.page.getByTestId('proposal-result');
  }
}
