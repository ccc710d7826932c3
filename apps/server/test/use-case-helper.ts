import { expect } from 'vitest';
import { type Config } from '../src/config';
import { HttpError } from '../src/errors';
import { outboxKeyFor } from '../src/adapters/messenger';
import { openContent } from '../src/adapters/outbox-seal';
import { touchSession } from '../src/services/session-store';
import { actorFor, type Actor, type Deps, type UserActor } from '../src/use-cases/context';
import { useTestApp, type TestApp } from './helper';

/**
 * A use case's test bench: the real database of a test server (seeded with the demo data), its
 * adapters as `deps`, and actors made from real sessions (a demo user's, an anonymous one).
 */
export function useUseCaseBench(overrides: Partial<Record<keyof Config, string>> = {}) {
  const testApp = useTestApp(overrides);
  const deps = (): Deps => {
    const { app } = testApp();
    return {
      db: app.db,
      config: app.config,
      messenger: app.messenger,
      log: app.log,
      paymentProvider: app.paymentProvider,
      metrics: app.metrics,
    };
  };
  async function actorOfSession(sessionId: string, ip = '198.51.100.7'): Promise<Actor> {
    const { app } = testApp();
    const session = await touchSession(app.db, sessionId, app.config);
    if (!session || session === 'expired') throw new Error('no live session');
    return actorFor(session, ip);
  }
  return {
    app: (): TestApp => testApp(),
    deps,
    actorOfSession,
    /** A demo user, logged in (password `Sportello!2026`). */
    async user(username: string, ip?: string): Promise<UserActor> {
      const actor = await actorOfSession(await testApp().login(username), ip);
      if (actor.kind !== 'user') throw new Error('not a user');
      return actor;
    },
    /** A link's guest session (a link that opens without login). */
    async guest(link: { id: number; hashCode: string }, company = 'ast'): Promise<Actor> {
      const res = await testApp().request('POST', '/Core/v1/sessions', {
        body: { createNewSessionRequest: { company, linkId: link.id, hashCode: link.hashCode, guest: true } },
      });
      return actorOfSession(res.json().createNewSessionResponse.sessionId as string);
    },
    /** The messages stored for a recipient, newest first. */
    async outbox(recipient: string) {
      const rows = await testApp()
        .db.selectFrom('outbox')
        .select(['channel', 'recipient', 'subject', 'body', 'meta'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .execute();
      // Stored sealed (adapters/outbox-seal.ts): opened as /dev/outbox does.
      const key = outboxKeyFor(testApp().app.config);
      return rows.map(({ recipient: _to, ...r }) => ({ ...r, ...openContent(key, { ...r, recipient }) }));
    },
    /** A session without login of a brand. */
    async anonymous(company = 'ast', ip?: string): Promise<Actor> {
      return actorOfSession(await testApp().newSession(company), ip);
    },
  };
}

/** Expects `promise` to fail with an HttpError of `status` (and `code`, when given). */
export async function expectHttpError(promise: Promise<unknown>, status: number, code?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(status);
  if (code) expect((error as HttpError).code).toBe(code);
  return error as HttpError;
}
