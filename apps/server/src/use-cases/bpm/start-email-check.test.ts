import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { startEmailCheck } from './start-email-check';

describe('startEmailCheck', () => {
  const bench = useUseCaseBench();

  it('mails a 4-digit code to the new address, for a customer the user may change', async () => {
    const actor = await bench.user('demo.ast');
    const out = await startEmailCheck(bench.deps(), actor, {
      email: ' nuovo.indirizzo@example.it ',
      company: 'ast',
      accountNumber: 'AST0001001',
    });
    const { workflowId, expiresAt } = out.emailCheckResponse;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const [mail] = await bench.outbox('nuovo.indirizzo@example.it');
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Codice di verifica' });
    expect(mail!.meta).toMatchObject({ workflowId, kind: 'email-check' });
    expect(mail!.meta.otpCode).toMatch(/^\d{4}$/);
  });

  it('refuses a malformed address, another brand and a customer of someone else, sending nothing', async () => {
    const actor = await bench.user('demo.ast');
    const check = (email: string, company: 'ast' | 'sgr', accountNumber: string) =>
      startEmailCheck(bench.deps(), actor, { email, company, accountNumber });
    await expectHttpError(check('non-una-mail', 'ast', 'AST0001001'), 400);
    await expectHttpError(check('altro@example.it', 'sgr', 'AST0001001'), 400);
    await expectHttpError(check('altro@example.it', 'ast', 'AST0001002'), 403);
    expect(await bench.outbox('altro@example.it')).toEqual([]);
  });
});
