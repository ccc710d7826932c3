import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS } from '../../seed/core';
import { updateNotification } from './update-notification';

describe('updateNotification', () => {
  const bench = useUseCaseBench();
  const row = (id: number) =>
    bench
      .deps()
      .db.selectFrom('notifications')
      .select(['read_time', 'accepted_time', 'push_id', 'mn_msg_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const userNotification = async (username: string, unread: boolean) =>
    (
      await bench
        .deps()
        .db.selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('n.id')
        .where('u.username', '=', username)
        .where('n.read_time', unread ? 'is' : 'is not', null)
        .where('n.id', '!=', await linked())
        .orderBy('n.id')
        .executeTakeFirstOrThrow()
    ).id;
  const linked = async () =>
    Number(
      (
        await bench
          .deps()
          .db.selectFrom('links')
          .select('entity_key')
          .where('id', '=', DEMO_LINKS.message.id)
          .executeTakeFirstOrThrow()
      ).entity_key,
    );

  it('marks read on the server clock once, and records the push ids', async () => {
    const me = await bench.user('demo.ast');
    const id = await userNotification('demo.ast', true);
    const read = (
      await updateNotification(bench.deps(), me, { id, readingDate: '2020-01-01T00:00:00Z', pushId: 'p-1' })
    ).updateNotificationResponse;
    expect(read).toMatchObject({ id, pushId: 'p-1' });
    expect(Math.abs(Date.parse(read.readTime!) - Date.now())).toBeLessThan(60_000);
    const again = (await updateNotification(bench.deps(), me, { id, readingDate: new Date().toISOString() }))
      .updateNotificationResponse;
    expect(again.readTime).toBe(read.readTime);
    expect((await row(id)).push_id).toBe('p-1');
  });

  it("lets a message link's guest confirm its notification, which reads it too", async () => {
    const id = await linked();
    const guest = await bench.guest(DEMO_LINKS.message);
    const done = (
      await updateNotification(bench.deps(), guest, { id, confirmationDate: new Date().toISOString() })
    ).updateNotificationResponse;
    expect(done).toMatchObject({ id, toBeAccepted: false });
    const stored = await row(id);
    expect(stored.accepted_time).not.toBeNull();
    expect(stored.read_time).not.toBeNull();
  });

  it("refuses another user's notification (404) and a session without login or link (401), changing nothing", async () => {
    const id = await userNotification('demo.ast', true);
    const before = await row(id);
    const other = await bench.user('demo.ast.azienda');
    await expectHttpError(
      updateNotification(bench.deps(), other, { id, readingDate: new Date().toISOString(), mn_msg_id: 'x' }),
      404,
    );
    await expectHttpError(
      updateNotification(bench.deps(), await bench.anonymous(), {
        id,
        confirmationDate: new Date().toISOString(),
      }),
      401,
    );
    expect(await row(id)).toEqual(before);
  });
});
