import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MessagesPage } from '../page-models/account-pages';
import { SelfReadingPage } from '../page-models/self-reading-page';
import { PracticesPage } from '../page-models/services-pages';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';
import { E2E_WEBHOOK_SECRET, webhookPort } from '../webhook';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Issue 20, part D, end to end: what a customer does in the portal reaches the retailer's webhook
 * signed (and again after the receiver was down), and a request the retailer concludes through the
 * integration API is shown concluded to the customer, with its notification. The e2e server sends
 * its webhook to `webhookPort()` (playwright.config.ts), where this spec listens.
 */
const DEMO_TOKEN = 'sportello-demo-integrazione-2026';
const INTEGRATION = '/services/rest/integration/v1';
const PORTAL = '/services/rest/portalapi';

interface Delivery {
  eventId: string;
  signature: string;
  verified: boolean;
  body: { id: number; type: string; customerCode: string | null; data: Record<string, unknown> };
}

/** The retailer's receiver: verifies the signature as the README shows, then answers 204. */
class Receiver {
  readonly deliveries: Delivery[] = [];
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = String(req.headers['x-sportello-signature'] ?? '');
        const parts = Object.fromEntries(signature.split(',').map((p) => p.split('=', 2)));
        const expected = createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${parts.t}.${raw}`).digest('hex');
        const verified =
          typeof parts.v1 === 'string' &&
          parts.v1.length === expected.length &&
          timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected)) &&
          Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
        this.deliveries.push({
          eventId: String(req.headers['x-sportello-event-id']),
          signature,
          verified,
          body: JSON.parse(raw) as Delivery['body'],
        });
        res.writeHead(verified ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(webhookPort(), '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The delivered reading of a customer with this value, once it has arrived. */
  reading(customerCode: string, value: string): Delivery | undefined {
    return this.deliveries.find(
      (d) =>
        d.body.type === 'reading.submitted' &&
        d.body.customerCode === customerCode &&
        (d.body.data.registers as { value: string }[])[0]?.value === value,
    );
  }
}

/** The integration feed as the retailer reads it (the demo token). */
async function feed(request: APIRequestContext) {
  const res = await request.get(`${INTEGRATION}/requests`, {
    headers: { authorization: `Bearer ${DEMO_TOKEN}` },
    params: { after: '0', limit: '1000' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).events as {
    id: number;
    type: string;
    customerCode: string | null;
    data: Record<string, unknown>;
    delivery: { state: string; attempts: number; lastError: string | null };
  }[];
}

/** A self-reading sent in the portal: the customer's gas supply, a value above the last one. */
async function sendReading(page: Page, username: string, company: string) {
  await loginThroughApi(page, username, { brand: company });
  const list = new SuppliesPage(page);
  await list.goto();
  await list.openCommodity('Gas');
  await new SupplyDetailPage(page).action('Autolettura').click();
  const reading = new SelfReadingPage(page);
  await expect(reading.heading()).toBeVisible();
  const value = String((await reading.lastValue()) + 11);
  await reading.send(value);
  await expect(reading.sent()).toContainText('Autolettura inviata');
  return value;
}

test.describe('integration: what customers ask reaches the retailer, and its answer the customer', () => {
  const receiver = new Receiver();
  test.afterAll(() => receiver.stop());

  test('a self-reading reaches the webhook signed, and again after the receiver was down', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await receiver.start();
    // demo.sga and demo.mes self-read here only (each meter takes one reading a day).
    const first = await sendReading(page, 'demo.sga', 'sga');
    await expect.poll(() => !!receiver.reading('SGA0001012', first), { timeout: 15_000 }).toBe(true);
    const delivered = receiver.reading('SGA0001012', first)!;
    expect(delivered.verified).toBe(true);
    expect(delivered.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(delivered.eventId).toBe(String(delivered.body.id));
    expect(delivered.body.data).toMatchObject({
      supplyCode: expect.any(String),
      podPdr: expect.any(String),
      meterSerial: expect.any(String),
    });

    // The receiver goes down: the second reading's first attempt fails and is retried.
    await receiver.stop();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const second = await sendReading(page, 'demo.mes', 'mes');
    await expect
      .poll(
        async () => {
          const e = (await feed(request)).find(
            (x) =>
              x.type === 'reading.submitted' &&
              x.customerCode === 'MES0001013' &&
              (x.data.registers as { value: string }[])[0]?.value === second,
          );
          return e && e.delivery.attempts >= 1 && e.delivery.lastError ? e.delivery.state : 'not yet';
        },
        { timeout: 20_000 },
      )
      .toBe('pending');
    expect(receiver.reading('MES0001013', second)).toBeUndefined();

    await receiver.start();
    await expect.poll(() => !!receiver.reading('MES0001013', second), { timeout: 30_000 }).toBe(true);
    expect(receiver.reading('MES0001013', second)!.verified).toBe(true);
    await expect
      .poll(async () => {
        const e = (await feed(request)).find((x) => x.id === receiver.reading('MES0001013', second)!.body.id);
        return e?.delivery.state;
      })
      .toBe('delivered');
  });

  test('a request concluded through the API is concluded in the customer’s Pratiche, with its notification', async ({
    page,
    request,
  }) => {
    // The customer asks (the portal's own API, as its information form does).
    const session = (
      await (
        await request.post(`${PORTAL}/Core/v1/sessions`, {
          data: { createNewSessionRequest: { company: 'sga' } },
        })
      ).json()
    ).createNewSessionResponse.sessionId as string;
    const login = await request.post(`${PORTAL}/Core/v1/user/login`, {
      headers: { 'x-session-id': session },
      data: { doLoginRequest: { username: 'demo.sga', password: 'Sportello!2026' } },
    });
    expect(login.ok()).toBe(true);
    // Login gives the session a new id.
    const loggedIn = (await login.json()).doLoginResponse.sessionId as string;
    const asked = await request.post(`${PORTAL}/Erp/v1/requests/information`, {
      headers: { 'x-session-id': loggedIn },
      data: {
        informationRequest: {
          customerKey: 'SGA0001012',
          subject: 'Bolletta di marzo',
          message: 'Posso averne copia?',
        },
      },
    });
    expect(asked.status()).toBe(201);
    const practice = (await asked.json()).createRequestResponse as { id: number; ticketKey: string };

    // The retailer concludes it.
    const moved = await request.post(`${INTEGRATION}/requests/${practice.id}/state`, {
      headers: { authorization: `Bearer ${DEMO_TOKEN}` },
      data: { state: 'concluded', message: 'Ti abbiamo inviato la copia per e-mail.' },
    });
    expect(moved.status()).toBe(200);
    expect(await moved.json()).toMatchObject({ state: 'concluded', status: 'Concluso' });

    await loginThroughApi(page, 'demo.sga', { brand: 'sga' });
    const practices = new PracticesPage(page);
    await practices.goto();
    const item = practices.item(`Pratica ${practice.ticketKey}`);
    await expect(item.getByTestId('practice-state')).toHaveText('Conclusa');
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/practices/${practice.id}$`));
    await expect(practices.state()).toHaveText('Conclusa');
    await expect(page.getByRole('region', { name: 'Risposta del gestore' })).toContainText(
      'Ti abbiamo inviato la copia per e-mail.',
    );
    await expect(practices.phases().nth(2)).toHaveAttribute('data-status', 'done');

    const messages = new MessagesPage(page);
    await messages.goto();
    await expect(messages.item(`Pratica ${practice.ticketKey}: conclusa`)).toBeVisible();
  });
});
