import { expect, type APIRequestContext, type Page } from '@playwright/test';

const API = '/services/rest/portalapi';
const PASSWORD = 'Sportello!2026';

/** A push as /dev/outbox shows it: the tap's payload is its meta. */
export interface OutboxPush {
  id: number;
  to: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown>;
  status: string;
}

/** Logs a demo user in through the API; answers the logged-in session and the user. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  company = 'ast',
): Promise<{ sessionId: string; user: { id: number; username: string } }> {
  const created = await request.post(`${API}/Core/v1/sessions`, {
    data: { createNewSessionRequest: { company, locale: 'it' } },
  });
  const anonymous = (await created.json()).createNewSessionResponse.sessionId as string;
  const login = await request.post(`${API}/Core/v1/user/login`, {
    headers: { 'X-Session-Id': anonymous },
    data: { doLoginRequest: { username, password: PASSWORD } },
  });
  const answer = (await login.json()).doLoginResponse;
  expect(answer, `login ${username}`).toBeTruthy();
  return { sessionId: answer.sessionId, user: { id: answer.user.id, username: answer.user.username } };
}

/**
 * Puts a login made through the API where the app keeps one after its own login: the session,
 * the user and the brand in local storage, and logged=1 for this tab. The page must be on the
 * portal's origin, with no app running that could store an anonymous session over it.
 */
export async function storeLogin(
  page: Page,
  login: { sessionId: string; user: { id: number; username: string } },
  brand: string,
) {
  await page.evaluate(
    ([id, who, code]) => {
      localStorage.setItem('sessionId', id);
      localStorage.setItem('user', who);
      localStorage.setItem('_company', code);
      sessionStorage.setItem('logged', '1');
    },
    [login.sessionId, JSON.stringify(login.user), brand] as const,
  );
}

/** A GET with a session, answering the named response's content. */
export async function apiRead<T>(request: APIRequestContext, sessionId: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: { 'X-Session-Id': sessionId } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  const body = (await res.json()) as Record<string, T>;
  return Object.values(body)[0]!;
}

/**
 * The app started already logged in (the app login itself is app-login.spec's): the session the
 * login made is the app's, as after a login on /applogin (logged=1 for this run of the app).
 */
export async function startAppLoggedIn(page: Page, username: string, company = 'ast', path = '/dashboard') {
  const login = await apiLogin(page.request, username, company);
  await page.goto('/errore/pagina-non-trovata');
  // The first visit creates its anonymous session: let it land before the login's replaces it.
  await page.waitForFunction(() => localStorage.getItem('sessionId') !== null);
  await storeLogin(page, login, company);
  await page.goto(path);
  return login;
}

/** The newest push the server sent to `recipient` (waits for it). */
export async function latestPush(request: APIRequestContext, recipient: string): Promise<OutboxPush> {
  let found: OutboxPush | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}&channel=push`);
      found = ((await res.json()) as { messages: OutboxPush[] }).messages[0];
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** Demo mode: a new message for `username`, pushed to its devices (POST /dev/push). */
export async function sendDemoPush(request: APIRequestContext, username: string, subject: string) {
  const res = await request.post('/dev/push', { data: { sendDemoPushRequest: { username, subject } } });
  expect(res.ok()).toBe(true);
  return (await res.json()).sendDemoPushResponse as {
    notificationId: number;
    linkId: number;
    devices: number;
  };
}

/** The screen shown: the shell names its route on the page root once the guard let it render. */
export async function expectScreen(page: Page, route: string, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: 20_000 });
  await expect(page.locator('.page-root')).toHaveAttribute('data-route', route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
