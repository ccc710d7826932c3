import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { updateUser } from './update-user';

describe('updateUser', () => {
  const bench = useUseCaseBench();

  it('changes the user\u2019s own preferences; a password only with the current one, ending the other sessions', async () => {
    const me = await bench.user('demo.ast.azienda');
    const elsewhere = await bench.user('demo.ast.azienda');
    const out = await updateUser(bench.deps(), me, { id: me.userId, receiveCommercialNotifications: false });
    expect(out.updateUserResponse.success).toBe(true);
    await expectHttpError(
      updateUser(bench.deps(), me, { id: me.userId, password: 'Nuova!Password2026' }),
      400,
    );
    await expectHttpError(
      updateUser(bench.deps(), me, {
        id: me.userId,
        password: 'Nuova!Password2026',
        currentPassword: 'sbagliata',
      }),
      400,
      'wrong_password',
    );
    await updateUser(bench.deps(), me, {
      id: me.userId,
      password: 'Nuova!Password2026',
      currentPassword: DEMO_PASSWORD,
    });
    const ended = await bench
      .deps()
      .db.selectFrom('sessions')
      .select('ended_at')
      .where('user_id', '=', elsewhere.userId)
      .where('ended_at', 'is', null)
      .execute();
    // Only this session lives on.
    expect(ended).toHaveLength(1);
  });

  it('refuses another user\u2019s id (403), and a session without login or link (401)', async () => {
    const me = await bench.user('demo.ast');
    await expectHttpError(updateUser(bench.deps(), me, { id: me.userId + 1000 }), 403);
    await expectHttpError(
      updateUser(bench.deps(), await bench.anonymous(), { id: me.userId, password: 'x' }),
      401,
    );
  });
});
