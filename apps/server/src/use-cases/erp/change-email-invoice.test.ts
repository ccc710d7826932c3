import { emailInvoiceRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeEmailInvoice } from './change-email-invoice';

const input = (body: object) =>
  emailInvoiceRequestSchema.parse({ emailInvoiceRequest: body }).emailInvoiceRequest;

describe('changeEmailInvoice', () => {
  const bench = useUseCaseBench();

  it('opens one request at a time per contract (409 request_in_progress)', async () => {
    const actor = await bench.user('demo.ast');
    const out = await changeEmailInvoice(
      bench.deps(),
      actor,
      input({ contractKey: 'CTR-AST0001001-01', enabled: true, email: 'mario.rossi@example.it' }),
    );
    expect(out.createRequestResponse).toMatchObject({ PhaseCode: 'BC010' });
    await expectHttpError(
      changeEmailInvoice(bench.deps(), actor, input({ contractKey: 'CTR-AST0001001-01', enabled: false })),
      409,
      'request_in_progress',
    );
  });

  it('refuses a contract that is not the user\u2019s (403)', async () => {
    const actor = await bench.user('demo.ast.azienda');
    await expectHttpError(
      changeEmailInvoice(
        bench.deps(),
        actor,
        input({ contractKey: 'CTR-AST0001001-01', enabled: true, email: 'mario.rossi@example.it' }),
      ),
      403,
    );
  });
});
