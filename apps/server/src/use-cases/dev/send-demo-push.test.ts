import { sendDemoPushRequestSchema } from '@sportello/contract';
import { LINK_MODULES } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_PUSH_ID } from '../../seed/core';
import { sendDemoPush } from './send-demo-push';

const input = (body: Record<string, string>) =>
  sendDemoPushRequestSchema.parse({ sendDemoPushRequest: body }).sendDemoPushRequest;

describe('sendDemoPush', () => {
  const bench = useUseCaseBench();

  it("creates the user's message with its link and pushes it to the user's devices", async () => {
    const deps = bench.deps();
    const me = await bench.user('demo.ast');
    const sent = (await sendDemoPush(deps, input({ username: 'demo.ast', subject: 'Bolletta emessa' })))
      .sendDemoPushResponse;
    expect(sent.devices).toBeGreaterThanOrEqual(1);
    const note = await deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', sent.notificationId)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ user_id: me.userId, subject: 'Bolletta emessa', link_id: sent.linkId });
    const link = await deps.db
      .selectFrom('links')
      .selectAll()
      .where('id', '=', sent.linkId)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ module_id: LINK_MODULES.message, entity_key: String(sent.notificationId) });
    const [push] = await bench.outbox(DEMO_PUSH_ID);
    expect(push).toMatchObject({ channel: 'push', subject: 'Bolletta emessa' });
    expect(push!.meta).toMatchObject({
      mn_message_id: `mn-${sent.notificationId}`,
      link: { id: sent.linkId },
      notification: { id: sent.notificationId },
    });
  });

  it('creates the message but pushes nothing when the user turned service notifications off', async () => {
    const deps = bench.deps();
    const me = await bench.user('demo.ast');
    await deps.db
      .updateTable('users')
      .set({ receive_tech_notifications: false })
      .where('id', '=', me.userId)
      .execute();
    const before = (await bench.outbox(DEMO_PUSH_ID)).length;
    const sent = (await sendDemoPush(deps, input({ username: 'demo.ast' }))).sendDemoPushResponse;
    expect(sent.devices).toBe(0);
    expect(await bench.outbox(DEMO_PUSH_ID)).toHaveLength(before);
    const note = await deps.db
      .selectFrom('notifications')
      .select('user_id')
      .where('id', '=', sent.notificationId)
      .executeTakeFirst();
    expect(note?.user_id).toBe(me.userId);
    await deps.db
      .updateTable('users')
      .set({ receive_tech_notifications: true })
      .where('id', '=', me.userId)
      .execute();
  });

  it('refuses an unknown user of the company (404), creating nothing, and is not there outside demo mode', async () => {
    const deps = bench.deps();
    const count = async () =>
      Number(
        (
          await deps.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const error = await expectHttpError(sendDemoPush(deps, input({ username: 'nessuno.qui' })), 404);
    expect(error.message).toBe('Utente demo non trovato');
    // demo.ast is a user of the company ast, not of sgr.
    await expectHttpError(sendDemoPush(deps, input({ username: 'demo.ast', company: 'sgr' })), 404);
    await expectHttpError(
      sendDemoPush(
        { ...deps, config: { ...deps.config, MODE: 'production' } },
        input({ username: 'demo.ast' }),
      ),
      404,
    );
    expect(await count()).toBe(before);
  });
});
