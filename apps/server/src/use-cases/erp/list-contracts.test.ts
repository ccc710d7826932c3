import { getContractsQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listContracts } from './list-contracts';

const query = (q: Record<string, string> = {}) => getContractsQuerySchema.parse(q);

describe('listContracts', () => {
  const bench = useUseCaseBench();

  it('lists the customer\u2019s contracts with their supply count; only the active ones on request', async () => {
    const owner = await bench.user('demo.ast');
    const active = (await listContracts(bench.deps(), owner, query({ activeOnly: 'true' })))
      .getContractsResponse;
    expect(active.total).toBe(1);
    expect(active.contracts[0]).toMatchObject({
      key: 'CTR-AST0001001-01',
      supplyCount: 3,
      bollettaclick: true,
    });
    const all = (await listContracts(bench.deps(), owner, query({ customerKey: 'AST0001001' })))
      .getContractsResponse;
    expect(all.total).toBeGreaterThanOrEqual(active.total);
    expect(all.contracts.map((c) => c.key)).toContain('CTR-AST0001001-01');
    const none = (await listContracts(bench.deps(), owner, query({ pagingSkip: String(all.total) })))
      .getContractsResponse;
    expect(none).toEqual({ contracts: [], total: all.total });
  });

  it('refuses someone else\u2019s customer key and a link session that names one supply (403)', async () => {
    await expectHttpError(
      listContracts(bench.deps(), await bench.user('demo.ast.azienda'), query({ customerKey: 'AST0001001' })),
      403,
    );
    await expectHttpError(
      listContracts(bench.deps(), await bench.guest(DEMO_LINKS.selfReading), query()),
      403,
    );
  });
});
