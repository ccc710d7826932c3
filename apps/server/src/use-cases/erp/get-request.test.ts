import { informationRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getRequest } from './get-request';
import { requestInformation } from './request-information';

describe('getRequest', () => {
  const bench = useUseCaseBench();

  it('gives the user its own request, and 404 to anyone else', async () => {
    const owner = await bench.user('demo.ast');
    const created = await requestInformation(
      bench.deps(),
      owner,
      informationRequestSchema.parse({
        informationRequest: { customerKey: 'AST0001001', subject: 'a', message: 'b' },
      }).informationRequest,
    );
    const { id } = created.createRequestResponse;
    expect((await getRequest(bench.deps(), owner, { id })).getRequestResponse).toEqual(
      created.createRequestResponse,
    );
    await expectHttpError(getRequest(bench.deps(), await bench.user('demo.ast.azienda'), { id }), 404);
  });
});
