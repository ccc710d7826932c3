import { getMaintenanceContractsQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listMaintenanceContracts } from './list-maintenance-contracts';

const query = (q: Record<string, string> = {}) => getMaintenanceContractsQuerySchema.parse(q);

describe('listMaintenanceContracts', () => {
  const bench = useUseCaseBench();

  it('lists the customer\u2019s maintenance contracts with the total, paged', async () => {
    const owner = await bench.user('demo.ast');
    const all = (await listMaintenanceContracts(bench.deps(), owner, query()))
      .getMaintenanceContractsResponse;
    expect(all.maintenanceContracts.map((m) => m.status)).toEqual(['Attivo', 'Cessato']);
    expect(all.total).toBe(2);
    const second = (await listMaintenanceContracts(bench.deps(), owner, query({ pagingSkip: '1' })))
      .getMaintenanceContractsResponse;
    expect(second).toEqual({ maintenanceContracts: [all.maintenanceContracts[1]], total: 2 });
  });

  it('refuses someone else\u2019s customer key (403)', async () => {
    await expectHttpError(
      listMaintenanceContracts(
        bench.deps(),
        await bench.user('demo.ast.azienda'),
        query({ customerKey: 'AST0001001' }),
      ),
      403,
    );
  });
});
