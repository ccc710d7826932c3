// @vitest-environment jsdom
// Beside the feature rather than in api/, which is being rewritten by another hand.
import { createNewSession, executeWorkflowTask, getLink, getSession } from '@sportello/contract/endpoints';
import type { Link } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from '../../lib/storage';
import { answer, handle, refuse } from '../../testing/handlers';
import { userFixture } from '../../testing/fixtures-help';
import { testSession } from '../../testing/render';
import { setupTestServer } from '../../testing/server';
import { prepareStart } from './api/prepare-start';

const server = setupTestServer();

beforeAll(() => {
  // The build defines the app's version (a new session says which client it is); vitest does not.
  vi.stubGlobal('__APP_VERSION__', '1.0.0-test');
});

function linkFixture(overrides: Partial<Link> = {}): Link {
  return {
    id: 5,
    module: { id: 4 },
    entityKey: '31',
    additionalParams: '{}',
    item: { message: { id: 31 } },
    customerId: 1,
    expiresAt: '2099-01-01T00:00:00Z',
    ...overrides,
  };
}

const guest = testSession('ast', { sessionId: 'link-session', guest: true, user: null });

function at(search: string) {
  window.history.replaceState(null, '', `/start${search}#top`);
}

afterEach(() => {
  tabStorage.remove(SESSION_KEYS.data);
  tabStorage.remove(SESSION_KEYS.linked);
  for (const key of [LOCAL_KEYS.sessionId, LOCAL_KEYS.customerId, LOCAL_KEYS.referByCrm]) local.remove(key);
});

describe('prepareStart: the start address’s deep link', () => {
  it('no deep link: nothing to do, the address untouched', async () => {
    at('?other=1');
    await expect(prepareStart('ast', window.location.search)).resolves.toBeNull();
    expect(window.location.search).toBe('?other=1');
  });

  it('the invoice CSV action is kept for after login and leaves the address', async () => {
    at('?action=download_invoice_details_csv&invoiceKey=FT1&company=AST&other=1');
    await expect(prepareStart('ast', window.location.search)).resolves.toBeNull();
    expect(JSON.parse(tabStorage.get(SESSION_KEYS.data)!)).toMatchObject({
      action: 'download_invoice_details_csv',
      invoiceKey: 'FT1',
      company: 'ast',
    });
    // `company` is the brand's parameter, not the deep link's: it stays.
    expect(window.location.search).toBe('?company=AST&other=1');
    expect(window.location.hash).toBe('#top');
  });

  it('s=: a session handed over when it has no user, refused when it has one', async () => {
    let handover: unknown;
    server.use(
      handle(
        getSession,
        ({ query }) => {
          handover = query.handover;
          return { getSessionResponse: testSession('ast', { sessionId: 'abc', user: null }) };
        },
        { once: true },
      ),
    );
    at('?s=abc');
    await expect(prepareStart('ast', window.location.search)).resolves.toEqual({ sessionId: 'abc' });
    expect(handover).toBe('1');

    server.use(
      answer(getSession, {
        getSessionResponse: testSession('ast', {
          sessionId: 'abc',
          user: { id: 1 } as NonNullable<ReturnType<typeof testSession>['user']>,
        }),
      }),
    );
    await expect(prepareStart('ast', '?s=abc')).resolves.toBeNull();
  });

  it('the CRM referral: an anonymous session handed over, to the supply’s graphs', async () => {
    local.set(LOCAL_KEYS.customerId, '99'); // a customer once logged in on this browser
    server.use(
      answer(getSession, {
        getSessionResponse: testSession('ast', { sessionId: 'crm-1', user: null, currentCustomerId: 4 }),
      }),
    );
    at('?sessionId=crm-1&supplyKey=IT001E1&customerKey=CLI4&rcrm=1');
    const plan = await prepareStart('ast', window.location.search);
    expect(plan?.target).toEqual({ to: '/supplies/IT001E1/graphs/anon' });
    expect(local.get(LOCAL_KEYS.sessionId)).toBe('crm-1');
    expect(local.get(LOCAL_KEYS.customerId)).toBe('4');
    expect(local.get(LOCAL_KEYS.referByCrm)).toBe('1');
    expect(window.location.search).toBe('');
  });

  it('the CRM referral with a logged-in customer’s session: refused, to /errore', async () => {
    server.use(refuse(getSession, 403, 'Sessione non cedibile'));
    const plan = await prepareStart('ast', '?sessionId=crm-2&supplyKey=IT001E1&customerKey=CLI4&rcrm=1');
    expect(plan).toEqual({ target: { to: '/errore' } });
    expect(local.get(LOCAL_KEYS.sessionId)).toBeNull();
  });

  describe('linkId + hash', () => {
    it('a link session, the link read, its page (a message)', async () => {
      let sent: unknown;
      server.use(
        handle(createNewSession, ({ body }) => {
          sent = body;
          return { createNewSessionResponse: guest };
        }),
        answer(getLink, { getLinkResponse: linkFixture() }),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan?.target).toEqual({ to: '/messages/31' });
      expect(plan?.session?.sessionId).toBe('link-session');
      expect(sent).toMatchObject({
        createNewSessionRequest: { company: 'ast', linkId: '5', hashCode: 'h4sh' },
      });
      expect(tabStorage.get(SESSION_KEYS.linked)).toBe('1');
      expect(local.get(LOCAL_KEYS.customerId)).toBe('1');
    });

    it('a self-reading link (the reading reminder) opened where its user is logged in: read by id with that login, its form', async () => {
      local.set(LOCAL_KEYS.sessionId, 'logged-in');
      const loggedIn = testSession('ast', { sessionId: 'logged-in', user: userFixture() });
      let created = false;
      let asked: unknown;
      server.use(
        answer(getSession, { getSessionResponse: loggedIn }),
        handle(createNewSession, () => {
          created = true;
          return { createNewSessionResponse: guest };
        }),
        handle(getLink, ({ query }) => {
          asked = query;
          return {
            getLinkResponse: linkFixture({
              module: { id: 7 },
              entityKey: '12',
              item: { supply: { id: 12, contract: { customerId: 3 } } },
              customerId: 3,
            }),
          };
        }),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan).toEqual({ session: loggedIn, target: { to: '/supplies/12/autolettura' } });
      expect(created).toBe(false);
      // Without the hash: the server answers only the user the link was sent to.
      expect(asked).toEqual({});
      expect(local.get(LOCAL_KEYS.customerId)).toBe('3');
    });

    it('logged in, but the link is not this user’s (or not a self-reading one): the link session as before', async () => {
      local.set(LOCAL_KEYS.sessionId, 'logged-in');
      server.use(
        answer(getSession, {
          getSessionResponse: testSession('ast', { sessionId: 'logged-in', user: userFixture() }),
        }),
        answer(createNewSession, { createNewSessionResponse: guest }),
        handle(getLink, ({ query }) => {
          if (!query.hashCode) throw new Error('not this user’s');
          return { getLinkResponse: linkFixture() };
        }),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan?.session?.sessionId).toBe('link-session');
      expect(plan?.target).toEqual({ to: '/messages/31' });
    });

    it('an expired link: the login with its message', async () => {
      server.use(refuse(createNewSession, 410, 'Link scaduto'));
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan).toEqual({ target: { to: '/login', message: MESSAGES.linkExpired } });
    });

    it('a link that cannot be read: /errore', async () => {
      server.use(
        answer(createNewSession, { createNewSessionResponse: guest }),
        refuse(getLink, 404, 'Link non trovato'),
      );
      await expect(prepareStart('ast', '?linkId=5&hash=h4sh')).resolves.toEqual({
        target: { to: '/errore' },
      });
    });

    it('an invoice link of a session without user: kept for after the login', async () => {
      server.use(
        answer(createNewSession, { createNewSessionResponse: { ...guest, guest: false } }),
        answer(getLink, {
          getLinkResponse: linkFixture({ module: { id: 1 }, entityKey: 'FT2026-1', item: {} }),
        }),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan?.target).toEqual({ to: '/login' });
      expect(JSON.parse(tabStorage.get(SESSION_KEYS.data)!)).toMatchObject({
        company: 'ast',
        invoiceKey: 'FT2026-1',
      });
    });

    it('a survey reply is sent, then the feedback', async () => {
      let reply: unknown;
      server.use(
        answer(createNewSession, { createNewSessionResponse: guest }),
        answer(getLink, {
          getLinkResponse: linkFixture({
            module: { id: 6 },
            entityKey: 'WF1',
            item: { workflow: { id: 'WF1' } },
          }),
        }),
        handle(executeWorkflowTask, ({ body }) => {
          reply = body;
          return {
            workflowTaskExecuteResponse: {
              workflowId: 'WF1',
              taskName: 'survey-reply',
              status: 'completed' as const,
            },
          };
        }),
      );
      window.history.replaceState(null, '', '/');
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh&selectedValue=si');
      expect(reply).toEqual({
        workflowTaskExecuteRequest: { workflowId: 'WF1', taskName: 'survey-reply', reply: 'si' },
      });
      expect(plan?.target).toMatchObject({
        to: '/login',
        feedback: {
          title: MESSAGES.surveyReplyTitle,
          button: { label: MESSAGES.backToDashboard, link: '/dashboard' },
        },
      });
    });

    it('a survey reply that fails: /errore', async () => {
      server.use(
        answer(createNewSession, { createNewSessionResponse: guest }),
        answer(getLink, {
          getLinkResponse: linkFixture({
            module: { id: 6 },
            entityKey: 'WF1',
            item: { workflow: { id: 'WF1' } },
          }),
        }),
        refuse(executeWorkflowTask, 409, 'Già risposto'),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh&selectedValue=si');
      expect(plan?.target).toEqual({ to: '/errore' });
    });

    it('a delegation request opens its own screen', async () => {
      server.use(
        answer(createNewSession, { createNewSessionResponse: guest }),
        answer(getLink, {
          getLinkResponse: linkFixture({
            module: { id: 6 },
            entityKey: 'WF2',
            additionalParams: '{"surveyKind":"delegation"}',
            item: { workflow: { id: 'WF 2' } },
          }),
        }),
      );
      const plan = await prepareStart('ast', '?linkId=5&hash=h4sh');
      expect(plan?.target).toEqual({ to: '/request-delegation?workflowId=WF%202' });
    });
  });
});
