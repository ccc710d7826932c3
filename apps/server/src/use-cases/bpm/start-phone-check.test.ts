import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { startPhoneCheck } from './start-phone-check';

describe('startPhoneCheck', () => {
  const bench = useUseCaseBench();

  it('texts a 4-digit code to the normalised number; a new code cancels the open check', async () => {
    const actor = await bench.user('demo.ast');
    const input = { phoneNum: '333 123 4567', company: 'ast' as const, accountNumber: 'AST0001001' };
    const first = await startPhoneCheck(bench.deps(), actor, input);
    const second = await startPhoneCheck(bench.deps(), actor, input);
    const [sms] = await bench.outbox('+393331234567');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.meta.workflowId).toBe(second.phoneCheckResponse.workflowId);
    const old = await bench
      .deps()
      .db.selectFrom('workflows')
      .select('status')
      .where('id', '=', first.phoneCheckResponse.workflowId)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
  });

  it('refuses a number that is not a phone number', async () => {
    const actor = await bench.user('demo.ast');
    await expectHttpError(
      startPhoneCheck(bench.deps(), actor, { phoneNum: 'abc', company: 'ast', accountNumber: 'AST0001001' }),
      400,
    );
  });
});
