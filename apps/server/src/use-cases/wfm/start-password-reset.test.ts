import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { RESET_ANSWER_FLOOR_MS, startPasswordReset } from './start-password-reset';

describe('startPasswordReset', () => {
  const bench = useUseCaseBench();
  const mailbox = 'amministrazione@officinebianchi.example.it';

  it('mails a single-use link to /recupero-psw; a new one cancels the previous', async () => {
    const actor = await bench.anonymous();
    const started = performance.now();
    const out = await startPasswordReset(bench.deps(), actor, {
      username: 'demo.ast.azienda',
      email: mailbox.toUpperCase(),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(out).toEqual({ passwordResetResponse: { status: 'queued' } });
    const [first] = await bench.outbox(mailbox);
    expect(first!.meta.linkUrl).toContain('/recupero-psw?linkId=');

    await startPasswordReset(bench.deps(), actor, { customerCode: 'AST0001002', vatNumber: '02345670158' });
    const [second] = await bench.outbox(mailbox);
    expect(second!.meta.linkId).not.toBe(first!.meta.linkId);
    const old = await bench
      .deps()
      .db.selectFrom('links')
      .select('used_at')
      .where('id', '=', first!.meta.linkId as number)
      .executeTakeFirstOrThrow();
    expect(old.used_at).not.toBeNull();
  });

  it('answers a miss the same (queued) and sends nothing; another brand\u2019s data is 400', async () => {
    const actor = await bench.anonymous();
    const out = await startPasswordReset(bench.deps(), actor, {
      username: 'nessuno',
      email: 'nessuno@example.it',
    });
    expect(out).toEqual({ passwordResetResponse: { status: 'queued' } });
    expect(await bench.outbox('nessuno@example.it')).toEqual([]);
    await expectHttpError(
      startPasswordReset(bench.deps(), actor, {
        company: 'sgr',
        username: 'demo.sgr',
        email: 'x@example.it',
      }),
      400,
      'params_not_valid',
    );
  });
});
