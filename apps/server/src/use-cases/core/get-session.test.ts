import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS } from '../../seed/core';
import { endSession } from '../../services/session-store';
import { getSession, SESSION_HANDOVER_REFUSED } from './get-session';

describe('getSession', () => {
  const bench = useUseCaseBench();

  it('reads a session with the same id in the header', async () => {
    const me = await bench.user('demo.ast');
    const id = me.session.id;
    const read = (await getSession(bench.deps(), { id, headerId: id, handover: false })).getSessionResponse;
    expect(read).toMatchObject({ sessionId: id, company: 'ast', user: { id: me.userId }, guest: false });
    // Another session's header: 403, whoever asks.
    const other = await bench.anonymous();
    await expectHttpError(getSession(bench.deps(), { id, headerId: other.session.id, handover: false }), 403);
  });

  it('hands over an anonymous or guest session, never a logged-in one', async () => {
    const anonymous = await bench.anonymous();
    const guest = await bench.guest(DEMO_LINKS.message);
    for (const actor of [anonymous, guest]) {
      const id = actor.session.id;
      expect(
        (await getSession(bench.deps(), { id, headerId: undefined, handover: false })).getSessionResponse,
      ).toMatchObject({ sessionId: id, user: null, guest: actor.kind === 'guest' });
      expect(
        (await getSession(bench.deps(), { id, headerId: 'another', handover: true })).getSessionResponse
          .sessionId,
      ).toBe(id);
    }
    const me = await bench.user('demo.ast');
    const refused = await expectHttpError(
      getSession(bench.deps(), { id: me.session.id, headerId: undefined, handover: false }),
      403,
    );
    expect(refused.message).toBe(SESSION_HANDOVER_REFUSED);
    await expectHttpError(
      getSession(bench.deps(), { id: me.session.id, headerId: me.session.id, handover: true }),
      403,
    );
  });

  it('answers 401 for an unknown or ended session', async () => {
    await expectHttpError(
      getSession(bench.deps(), { id: 'nessuna', headerId: undefined, handover: true }),
      401,
    );
    const ended = await bench.anonymous();
    await endSession(bench.deps().db, ended.session.id);
    await expectHttpError(
      getSession(bench.deps(), { id: ended.session.id, headerId: ended.session.id, handover: false }),
      401,
      'session_expired',
    );
  });
});
