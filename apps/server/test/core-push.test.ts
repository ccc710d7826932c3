import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushChannelSender, type PushAdapter } from '../src/adapters/push';
import { pushToUser } from '../src/services/core/push';
import { useTestApp } from './helper';

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  meta: Record<string, unknown>;
  status: string;
}

describe('Core: Web Push and the push adapter', () => {
  const t = useTestApp();

  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    (await t().request('GET', '/dev/outbox', { query: { to, channel: 'push' } })).json().messages;

  /** Delivery runs after the answer: wait until the row is no longer queued. */
  async function settled(to: string): Promise<OutboxMessage> {
    for (;;) {
      const [latest] = await outbox(to);
      if (latest && latest.status !== 'queued') return latest;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('serves the VAPID public key to any session', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('GET', '/Core/v1/devices/web-push-key', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json().getWebPushKeyResponse.publicKey).toMatch(/^[\w-]{87}$/);
    const none = await t().request('GET', '/Core/v1/devices/web-push-key');
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBeTruthy();
  });

  it('stores a browser subscription with its keys; wrong or missing keys are refused in Italian', async () => {
    const session = await t().login('demo.ast.azienda');
    const sub = subscription('https://updates.push.services.mozilla.com/wpush/v2/abc123def456');
    const res = await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: sub.endpoint, platform: 'web', webPush: sub.keys } },
    });
    expect(res.statusCode).toBe(200);
    const row = await t()
      .db.selectFrom('devices')
      .select(['platform', 'web_push_p256dh', 'web_push_auth'])
      .where('id', '=', res.json().registerDeviceResponse.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ platform: 'web', web_push_p256dh: sub.keys.p256dh, web_push_auth: sub.keys.auth });

    const refused = async (registerDeviceRequest: unknown, message: string) => {
      const bad = await t().request('POST', '/Core/v1/devices', { session, body: { registerDeviceRequest } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(message);
    };
    const keysNeeded =
      'Le chiavi della sottoscrizione push servono solo, e sempre, per il browser (platform web)';
    await refused({ fbPushId: sub.endpoint, platform: 'web' }, keysNeeded);
    await refused({ fbPushId: 'fcm-token-0000000001', platform: 'android', webPush: sub.keys }, keysNeeded);
    for (const endpoint of [
      'http://updates.push.services.mozilla.com/wpush/abc',
      'https://push.example.net/wpush/abc',
      'https://127.0.0.1:9/push/abc',
      'https://0x7f.1/push/abc',
      'https://[::1]/push/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
    ])
      await refused(
        { fbPushId: endpoint, platform: 'web', webPush: sub.keys },
        'Indirizzo della sottoscrizione push non valido',
      );
    await refused(
      { fbPushId: sub.endpoint, platform: 'web', webPush: { ...sub.keys, p256dh: 'corta' } },
      'Chiave della sottoscrizione push non valida',
    );
    await refused(
      { fbPushId: sub.endpoint, platform: 'web', webPush: { ...sub.keys, auth: 'x'.repeat(30) } },
      'Segreto della sottoscrizione push non valido',
    );
    // Nothing refused changed the stored row.
    const after = await t()
      .db.selectFrom('devices')
      .select('web_push_auth')
      .where('fb_push_id', '=', sub.endpoint)
      .executeTakeFirstOrThrow();
    expect(after.web_push_auth).toBe(sub.keys.auth);
  });

  it("pushes a message to every device of the user, with the tap's payload, readable at /dev/outbox", async () => {
    const session = await t().login('demo.ast.variazione');
    // A browser and an app.
    const browser = subscription('https://fcm.googleapis.com/fcm/send/variazione-browser');
    await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: browser.endpoint, platform: 'web', webPush: browser.keys } },
    });
    await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-variazione-01', platform: 'android' } },
    });
    const res = await t().request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.variazione', subject: 'Bolletta emessa' } },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json().sendDemoPushResponse;
    expect(sent.devices).toBe(2);

    const app = await settled('fcm-token-variazione-01');
    expect(app).toMatchObject({ channel: 'push', subject: 'Bolletta emessa', status: 'logged' });
    expect(app.meta).toMatchObject({
      mn_message_id: `mn-${sent.notificationId}`,
      link: { id: sent.linkId },
      notification: { id: sent.notificationId },
    });
    // No link hash in a push (issue 18): the logged-in user it was sent to reads the link by id.
    expect(JSON.stringify(app.meta)).not.toMatch(/hash/i);
    const { link } = app.meta as { link: { id: number } };
    const read = await t().request('GET', `/Core/v1/links/${link.id}`, { session });
    expect(read.statusCode).toBe(200);
    expect(read.json().getLinkResponse).toMatchObject({
      module: { id: 4 },
      entityKey: String(sent.notificationId),
    });
    const stranger = await t().request('GET', `/Core/v1/links/${link.id}`, {
      session: await t().login('demo.ast.azienda'),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('link_invalid');

    // Demo mode calls no push service: the browser's push is kept in the outbox too.
    const web = await settled(browser.endpoint);
    expect(web.status).toBe('logged');
    expect(web.meta).toMatchObject({ notification: { id: sent.notificationId } });
  });

  it('honours the push preference: no push when the user turned service notifications off', async () => {
    const session = await t().login('demo.ast.contatti');
    await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-contatti-001', platform: 'ios' } },
    });
    const me = (
      await t()
        .db.selectFrom('users')
        .select('id')
        .where('username', '=', 'demo.ast.contatti')
        .executeTakeFirstOrThrow()
    ).id;
    const off = await t().request('PUT', '/Core/v1/users', {
      session,
      body: { updateUserRequest: { id: me, receiveTechNotifications: false } },
    });
    expect(off.statusCode).toBe(200);
    const res = await t().request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.contatti' } },
    });
    expect(res.json().sendDemoPushResponse.devices).toBe(0);
    expect(await outbox('fcm-token-contatti-001')).toEqual([]);
    // The message itself is there, in the app.
    const notes = (await t().request('GET', '/Core/v1/notifications', { session })).json()
      .getNotificationsResponse.notifications as { id: number }[];
    expect(notes.map((n) => n.id)).toContain(res.json().sendDemoPushResponse.notificationId);

    await t().request('PUT', '/Core/v1/users', {
      session,
      body: { updateUserRequest: { id: me, receiveTechNotifications: true } },
    });
    const on = await t().request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.contatti' } },
    });
    expect(on.json().sendDemoPushResponse.devices).toBe(1);
  });

  it("unregisters only the session user's own push id", async () => {
    const owner = await t().login('demo.ast.cellulare');
    const other = await t().login('demo.ast.consensi');
    await t().request('POST', '/Core/v1/devices', {
      session: owner,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-cellulare-01', platform: 'android' } },
    });
    const foreign = await t().request('POST', '/Core/v1/devices/unregister', {
      session: other,
      body: { unregisterDeviceRequest: { fbPushId: 'fcm-token-cellulare-01' } },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().unregisterDeviceResponse.removed).toBe(false);
    const own = await t().request('POST', '/Core/v1/devices/unregister', {
      session: owner,
      body: { unregisterDeviceRequest: { fbPushId: 'fcm-token-cellulare-01' } },
    });
    expect(own.json().unregisterDeviceResponse.removed).toBe(true);
    const left = await t()
      .db.selectFrom('devices')
      .select('id')
      .where('fb_push_id', '=', 'fcm-token-cellulare-01')
      .execute();
    expect(left).toEqual([]);
    const bad = await t().request('POST', '/Core/v1/devices/unregister', {
      session: owner,
      body: { unregisterDeviceRequest: { fbPushId: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Identificativo push non valido');
    const anonymous = await t().request('POST', '/Core/v1/devices/unregister', {
      session: await t().newSession('ast'),
      body: { unregisterDeviceRequest: { fbPushId: 'fcm-token-cellulare-01' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('forgets a browser subscription the push service says is gone', async () => {
    const session = await t().login('demo.ast.password');
    const sub = subscription('https://fcm.googleapis.com/fcm/send/gone-0001');
    await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: sub.endpoint, platform: 'web', webPush: sub.keys } },
    });
    const seen: string[] = [];
    const gone: PushAdapter = {
      send: async (device) => {
        seen.push(`${device.platform}:${device.webPush?.auth}`);
        return 'gone';
      },
    };
    const sender = pushChannelSender(gone, () => t().db);
    await expect(
      sender({ id: 1, channel: 'push', companyCode: 'ast', recipient: sub.endpoint, body: 'x' }),
    ).rejects.toThrow('scaduta');
    expect(seen).toEqual([`web:${sub.keys.auth}`]);
    const left = await t()
      .db.selectFrom('devices')
      .select('id')
      .where('fb_push_id', '=', sub.endpoint)
      .execute();
    expect(left).toEqual([]);
    await expect(
      sender({ id: 2, channel: 'push', companyCode: 'ast', recipient: sub.endpoint, body: 'x' }),
    ).rejects.toThrow('non più registrato');
  });

  it('drops a link hash code a caller still puts in a push payload', async () => {
    const user = await t()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'demo.ast.consensi')
      .executeTakeFirstOrThrow();
    const session = await t().login('demo.ast.consensi');
    await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'fcm-token-consensi-0001', platform: 'android' } },
    });
    const devices = await pushToUser(t().db, t().app.messenger, {
      userId: user.id,
      companyCode: 'ast',
      kind: 'tech',
      title: 'Richiesta di delega',
      body: 'x',
      payload: {
        mn_message_id: 'mn-hash',
        link: { id: 4242, hashCode: 'NonDeveViaggiare' },
        notification: { id: 1 },
      },
    });
    expect(devices).toBe(1);
    const push = await settled('fcm-token-consensi-0001');
    expect(push.meta).toEqual({ mn_message_id: 'mn-hash', link: { id: 4242 }, notification: { id: 1 } });
  });
});
