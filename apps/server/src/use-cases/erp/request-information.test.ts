import { informationRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { requestInformation } from './request-information';

const input = (body: object) =>
  informationRequestSchema.parse({ informationRequest: body }).informationRequest;

describe('requestInformation', () => {
  const bench = useUseCaseBench();

  it('opens an information request for the customer and its contract (IN010, Aperto)', async () => {
    const actor = await bench.user('demo.ast');
    const out = await requestInformation(
      bench.deps(),
      actor,
      input({
        customerKey: 'AST0001001',
        contractKey: 'CTR-AST0001001-01',
        subject: 'Bolletta',
        message: 'Domanda',
      }),
    );
    expect(out.createRequestResponse).toMatchObject({
      requestType: 'Informazioni',
      PhaseCode: 'IN010',
      contractKey: 'CTR-AST0001001-01',
    });
    expect(out.createRequestResponse.id).toBeGreaterThan(0);
  });

  it('refuses customer codes the user does not hold (403), whoever asks', async () => {
    const actor = await bench.user('demo.ast');
    await expectHttpError(
      requestInformation(
        bench.deps(),
        actor,
        input({ customerKey: 'AST0001002', subject: 'x', message: 'y' }),
      ),
      403,
    );
    const company = await bench.user('demo.ast.azienda');
    await expectHttpError(
      requestInformation(
        bench.deps(),
        company,
        input({ customerKey: 'AST0001001', subject: 'x', message: 'y' }),
      ),
      403,
    );
  });
});
