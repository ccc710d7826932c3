import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { touchSession } from '../../services/session-store';
import { logOut } from './log-out';

describe('logOut', () => {
  const bench = useUseCaseBench();

  it("ends the actor's session only", async () => {
    const me = await bench.user('demo.ast');
    const other = await bench.user('demo.ast');
    expect(await logOut(bench.deps(), me)).toEqual({ doLogoutResponse: { success: true } });
    const { db, config } = bench.deps();
    expect(await touchSession(db, me.session.id, config)).toBe('expired');
    expect(await touchSession(db, other.session.id, config)).toMatchObject({ userId: other.userId });
  });
});
