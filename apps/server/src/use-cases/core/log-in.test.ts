import { MESSAGES } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { touchSession } from '../../services/session-store';
import { logIn } from './log-in';

const PASSWORD = 'Sportello!2026';

describe('logIn', () => {
  const bench = useUseCaseBench();

  it('opens a new session for the user and ends the one the login came on (no fixation)', async () => {
    const anonymous = await bench.anonymous('ast', '198.51.100.20');
    const answer = await logIn(bench.deps(), anonymous, { username: 'DEMO.AST', password: PASSWORD });
    if (!('doLoginResponse' in answer)) throw new Error('login refused');
    const { sessionId, user, session } = answer.doLoginResponse;
    expect(sessionId).not.toBe(anonymous.session.id);
    expect(user.username).toBe('demo.ast');
    expect(session).toMatchObject({ sessionId, company: 'ast', guest: false, roles: [user.type] });
    const { db, config } = bench.deps();
    expect(await touchSession(db, anonymous.session.id, config)).toBe('expired');
    const fresh = await touchSession(db, sessionId, config);
    expect(fresh).toMatchObject({ userId: user.id, companyCode: 'ast' });
  });

  it('answers doLoginFailed alike for a wrong password, an unknown user and another brand, keeping the session', async () => {
    const anonymous = await bench.anonymous('ast', '198.51.100.21');
    const failed = { doLoginFailed: { message: MESSAGES.loginFailed } };
    for (const input of [
      { username: 'demo.ast', password: 'Sbagliata!2026' },
      { username: 'nessuno.qui', password: PASSWORD },
      { username: 'demo.sgr', password: PASSWORD },
    ]) {
      expect(await logIn(bench.deps(), anonymous, input)).toEqual(failed);
    }
    const { db, config } = bench.deps();
    expect(await touchSession(db, anonymous.session.id, config)).toMatchObject({ userId: null });
  });

  it('refuses with 429 past LOGIN_MAX_FAILURES for a username, even with the right password', async () => {
    const { config } = bench.deps();
    const anonymous = await bench.anonymous('ast', '198.51.100.22');
    for (let n = 0; n < config.LOGIN_MAX_FAILURES; n += 1) {
      const answer = await logIn(bench.deps(), anonymous, {
        username: 'demo.ast.azienda',
        password: 'No!2026x',
      });
      expect('doLoginFailed' in answer).toBe(true);
    }
    await expectHttpError(
      logIn(bench.deps(), anonymous, { username: 'demo.ast.azienda', password: PASSWORD }),
      429,
    );
  });
});
