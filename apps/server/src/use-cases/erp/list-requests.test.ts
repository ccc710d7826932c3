import { getRequestsQuerySchema, informationRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listRequests } from './list-requests';
import { requestInformation } from './request-information';

describe('listRequests', () => {
  const bench = useUseCaseBench();

  it('lists the user\u2019s requests newest first, by contract and type, with the total', async () => {
    const actor = await bench.user('demo.ast');
    const created = await requestInformation(
      bench.deps(),
      actor,
      informationRequestSchema.parse({
        informationRequest: {
          customerKey: 'AST0001001',
          contractKey: 'CTR-AST0001001-01',
          subject: 'a',
          message: 'b',
        },
      }).informationRequest,
    );
    const all = await listRequests(bench.deps(), actor, getRequestsQuerySchema.parse({}));
    expect(all.getRequestsResponse.requests[0]!.id).toBe(created.createRequestResponse.id);
    expect(all.getRequestsResponse.total).toBeGreaterThanOrEqual(all.getRequestsResponse.requests.length);
    const byContract = await listRequests(
      bench.deps(),
      actor,
      getRequestsQuerySchema.parse({ contractKey: 'CTR-AST0001001-01', requestType: 'Informazioni' }),
    );
    expect(byContract.getRequestsResponse.requests.map((r) => r.id)).toContain(
      created.createRequestResponse.id,
    );
    expect(byContract.getRequestsResponse.requests.every((r) => r.contractKey === 'CTR-AST0001001-01')).toBe(
      true,
    );
  });

  it('refuses a customer key the user does not hold (403)', async () => {
    const actor = await bench.user('demo.ast.azienda');
    await expectHttpError(
      listRequests(bench.deps(), actor, getRequestsQuerySchema.parse({ customerKey: 'AST0001001' })),
      403,
    );
  });
});
