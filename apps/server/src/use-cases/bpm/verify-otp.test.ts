import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { startEmailCheck } from './start-email-check';
import { verifyOtp } from './verify-otp';

describe('verifyOtp', () => {
  const bench = useUseCaseBench();

  async function started(address: string) {
    const actor = await bench.user('demo.ast');
    const out = await startEmailCheck(bench.deps(), actor, {
      email: address,
      company: 'ast',
      accountNumber: 'AST0001001',
    });
    const [mail] = await bench.outbox(address);
    return { actor, workflowId: out.emailCheckResponse.workflowId, code: mail!.meta.otpCode as string };
  }

  it('a wrong code is an answer with the attempts left; the right one matches once', async () => {
    const { actor, workflowId, code } = await started('verifica.uno@example.it');
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await verifyOtp(bench.deps(), actor, { workflowId, code: wrong })).toEqual({
      otpVerificationResponse: { matches: false, attemptsLeft: 4, message: 'Il codice non è corretto' },
    });
    expect(await verifyOtp(bench.deps(), actor, { workflowId, code })).toEqual({
      otpVerificationResponse: { matches: true, attemptsLeft: 3 },
    });
    await expectHttpError(verifyOtp(bench.deps(), actor, { workflowId, code }), 409, 'otp_already_used');
  });

  it('kills the code at the last wrong attempt; another user gets 404', async () => {
    const { actor, workflowId, code } = await started('verifica.due@example.it');
    await expectHttpError(
      verifyOtp(bench.deps(), await bench.user('demo.ast.azienda'), { workflowId, code }),
      404,
    );
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < bench.deps().config.OTP_MAX_ATTEMPTS; i += 1)
      await verifyOtp(bench.deps(), actor, { workflowId, code: wrong });
    await expectHttpError(verifyOtp(bench.deps(), actor, { workflowId, code }), 409, 'otp_too_many_attempts');
  });
});
