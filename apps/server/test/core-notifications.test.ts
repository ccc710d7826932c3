import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../src/seed/core';
import { useTestApp } from './helper';

interface Note {
  id: number;
  readTime: string | null;
  acceptedTime: string | null;
  toBeAccepted: boolean;
  notificationType: { acceptanceRequired: boolean };
}

describe('Core: notifications and devices', () => {
  const t = useTestApp();

  it("lists the user's notifications newest first with counts, paging and activeOnly", async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('GET', '/Core/v1/notifications', { session });
    expect(res.statusCode).toBe(200);
    const page = res.json().getNotificationsResponse;
    expect(page.total).toBe(6);
    expect(page.unread).toBe(3);
    expect(page.toBeAccepted).toBe(1);
    const times = page.notifications.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.notifications[0]).toMatchObject({
      toBeAccepted: true,
      readTime: null,
      notificationType: { acceptanceRequired: true },
    });

    const active = (
      await t().request('GET', '/Core/v1/notifications', { session, query: { activeOnly: 'true' } })
    ).json().getNotificationsResponse;
    expect(active.total).toBe(5);
    const second = (
      await t().request('GET', '/Core/v1/notifications', {
        session,
        query: { pagingTake: '2', pagingSkip: '1' },
      })
    ).json().getNotificationsResponse;
    expect(second.notifications.map((n: Note) => n.id)).toEqual(
      page.notifications.slice(1, 3).map((n: Note) => n.id),
    );
    expect(second).toMatchObject({ total: 6, unread: 3, toBeAccepted: 1 });
    // Past the end: no rows, the same counts.
    const past = (
      await t().request('GET', '/Core/v1/notifications', { session, query: { pagingSkip: '50' } })
    ).json().getNotificationsResponse;
    expect(past).toMatchObject({ notifications: [], total: 6, unread: 3, toBeAccepted: 1 });

    const bad = await t().request('GET', '/Core/v1/notifications', {
      session,
      query: { pagingTake: '1001' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pagingTake).toBe('pagingTake può essere al massimo 1000');
  });

  it('marks a notification read, then confirms the one that requires acceptance; dates are set once', async () => {
    const session = await t().login('demo.ast');
    const list = (await t().request('GET', '/Core/v1/notifications', { session })).json()
      .getNotificationsResponse.notifications as Note[];
    const toAccept = list.find((n) => n.toBeAccepted)!;
    const put = (body: Record<string, unknown>) =>
      t().request('PUT', '/Core/v1/notifications', {
        session,
        body: { updateNotificationRequest: { id: toAccept.id, ...body } },
      });

    const read = await put({ readingDate: new Date().toISOString() });
    expect(read.statusCode).toBe(200);
    const afterRead = read.json().updateNotificationResponse;
    expect(afterRead.readTime).not.toBeNull();
    expect(afterRead.readingDate).toBe(afterRead.readTime);
    expect(afterRead.toBeAccepted).toBe(true);

    const confirmed = (
      await put({ confirmationDate: '2026-01-01T10:00:00Z', pushId: 'push-1', mn_msg_id: 'mn-1' })
    ).json().updateNotificationResponse;
    expect(confirmed).toMatchObject({
      toBeAccepted: false,
      pushId: 'push-1',
      mn_msg_id: 'mn-1',
      readTime: afterRead.readTime,
    });
    expect(confirmed.confirmationDate).toBe(confirmed.acceptedTime);
    // The server's clock, not the client's date.
    expect(confirmed.acceptedTime).not.toBe('2026-01-01T10:00:00.000Z');
    expect(Math.abs(Date.parse(confirmed.acceptedTime) - Date.now())).toBeLessThan(60_000);

    const again = (await put({ confirmationDate: new Date().toISOString() })).json()
      .updateNotificationResponse;
    expect(again.acceptedTime).toBe(confirmed.acceptedTime);

    const counts = (await t().request('GET', '/Core/v1/notifications', { session })).json()
      .getNotificationsResponse;
    expect(counts).toMatchObject({ unread: 2, toBeAccepted: 0 });
  });

  it("answers 404 for another user's notification, by get and by update, changing nothing", async () => {
    const owner = await t().login('demo.ast');
    const mine = (await t().request('GET', '/Core/v1/notifications', { session: owner })).json()
      .getNotificationsResponse.notifications as Note[];
    const target = mine.find((n) => n.readTime === null)!;
    const other = await t().login('demo.sgr');
    const get = await t().request('GET', `/Core/v1/notifications/${target.id}`, { session: other });
    expect(get.statusCode).toBe(404);
    const put = await t().request('PUT', '/Core/v1/notifications', {
      session: other,
      body: { updateNotificationRequest: { id: target.id, readingDate: new Date().toISOString() } },
    });
    expect(put.statusCode).toBe(404);
    const still = (await t().request('GET', `/Core/v1/notifications/${target.id}`, { session: owner })).json()
      .getNotificationResponse;
    expect(still.readTime).toBeNull();
  });

  it('validates the update input', async () => {
    const session = await t().login('demo.ast');
    const bad = await t().request('PUT', '/Core/v1/notifications', {
      session,
      body: { updateNotificationRequest: { id: 'uno', readingDate: 'ieri' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'updateNotificationRequest.id': expect.any(String),
      'updateNotificationRequest.readingDate': 'Data non valida',
    });
    expect((await t().request('GET', '/Core/v1/notifications/0', { session })).statusCode).toBe(400);
  });

  it('lets a message-link guest confirm the linked notification', async () => {
    const created = await t().request('POST', '/Core/v1/sessions', {
      body: {
        createNewSessionRequest: {
          company: 'ast',
          linkId: DEMO_LINKS.message.id,
          hashCode: DEMO_LINKS.message.hashCode,
          guest: true,
        },
      },
    });
    const guest = created.json().createNewSessionResponse.sessionId;
    const link = (
      await t().request('GET', `/Core/v1/links/${DEMO_LINKS.message.id}`, {
        session: guest,
        query: { hashCode: DEMO_LINKS.message.hashCode },
      })
    ).json().getLinkResponse;
    const res = await t().request('PUT', '/Core/v1/notifications', {
      session: guest,
      body: {
        updateNotificationRequest: { id: Number(link.entityKey), confirmationDate: new Date().toISOString() },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updateNotificationResponse.toBeAccepted).toBe(false);
  });

  it('registers a device push id; another user naming it gets the same answer and does not take it over', async () => {
    const session = await t().login('demo.ast.azienda');
    const res = await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-azienda-0001', platform: 'ios' } },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().registerDeviceResponse;
    const again = await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-azienda-0001' } },
    });
    expect(again.json().registerDeviceResponse.id).toBe(id);
    const other = await t().login('demo.ast.variazione');
    const taken = await t().request('POST', '/Core/v1/devices', {
      session: other,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-azienda-0001' } },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().registerDeviceResponse.id).not.toBe(id);
    const row = await t()
      .db.selectFrom('devices')
      .innerJoin('users', 'users.id', 'devices.user_id')
      .select('users.username')
      .where('devices.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('demo.ast.azienda');

    const bad = await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Identificativo push non valido');
    expect(
      (
        await t().request('POST', '/Core/v1/devices', {
          session: await t().newSession('ast'),
          body: { registerDeviceRequest: { fbPushId: 'fcm-token-anon-000' } },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('documents every Core, Wfm, bpm and dev call in the OpenAPI page', async () => {
    const doc = (await t().request('GET', '/services/rest/portalapi/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/services/rest/portalapi/Core/v1/sessions',
      '/services/rest/portalapi/Core/v1/sessions/{id}',
      '/services/rest/portalapi/Core/v1/user/login',
      '/services/rest/portalapi/Core/v1/user/logout',
      '/services/rest/portalapi/Core/v1/users',
      '/services/rest/portalapi/Core/v1/users/{id}',
      '/services/rest/portalapi/Core/v1/users/validate',
      '/services/rest/portalapi/Core/v1/devices',
      '/services/rest/portalapi/Core/v1/check-fiscal-data',
      '/services/rest/portalapi/Core/v1/links/{id}',
      '/services/rest/portalapi/Core/v1/confProperties',
      '/services/rest/portalapi/Core/v1/modules',
      '/services/rest/portalapi/Core/v1/notifications',
      '/services/rest/portalapi/Core/v1/notifications/{id}',
      '/services/rest/portalapi/Wfm/v1/associate-contract-to-user/start',
      '/services/rest/portalapi/Wfm/v1/workflow/task-execute',
      '/services/rest/portalapi/Wfm/v1/password-reset/start',
      '/services/rest/bpm/v1/email-check',
      '/services/rest/bpm/v1/phone-check',
      '/services/rest/bpm/v1/otp-verification',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/services/rest/portalapi/Core/v1/users'].post.requestBody).toBeDefined();
  });
});
