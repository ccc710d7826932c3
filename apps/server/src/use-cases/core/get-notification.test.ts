import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS } from '../../seed/core';
import { getNotification } from './get-notification';

describe('getNotification', () => {
  const bench = useUseCaseBench();
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
  const otherOf = async (id: number) =>
    (
      await bench
        .deps()
        .db.selectFrom('notifications')
        .select('id')
        .where('id', '!=', id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  it("gives the user's own notification, 404 for another user's", async () => {
    const id = await linked();
    const me = await bench.user('demo.ast');
    const got = (await getNotification(bench.deps(), me, { id })).getNotificationResponse;
    expect(got).toMatchObject({ id, toBeAccepted: true });
    expect(got).not.toHaveProperty('userId');
    await expectHttpError(getNotification(bench.deps(), await bench.user('demo.ast.azienda'), { id }), 404);
    await expectHttpError(getNotification(bench.deps(), me, { id: 999_999 }), 404);
  });

  it('gives a guest the one its message link names and nothing else; 401 without login or link', async () => {
    const id = await linked();
    const guest = await bench.guest(DEMO_LINKS.message);
    expect((await getNotification(bench.deps(), guest, { id })).getNotificationResponse.id).toBe(id);
    await expectHttpError(getNotification(bench.deps(), guest, { id: await otherOf(id) }), 404);
    // Another module's guest (survey) sees no notification.
    await expectHttpError(getNotification(bench.deps(), await bench.guest(DEMO_LINKS.survey), { id }), 404);
    await expectHttpError(getNotification(bench.deps(), await bench.anonymous(), { id }), 401);
  });
});
