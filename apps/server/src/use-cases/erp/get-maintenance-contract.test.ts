import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getMaintenanceContract } from './get-maintenance-contract';

describe('getMaintenanceContract', () => {
  const bench = useUseCaseBench();
  const activeContract = async () => {
    const actor = await bench.user('demo.ast');
    return bench
      .deps()
      .db.selectFrom('maintenance_contracts')
      .selectAll()
      .where('customer_id', 'in', actor.session.customerIds ?? [])
      .where('status', '=', 'Attivo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  };

  it('gives a contract of the user with its visits, newest first', async () => {
    const m = await activeContract();
    const { getMaintenanceContractResponse: out } = await getMaintenanceContract(
      bench.deps(),
      await bench.user('demo.ast'),
      { id: m.id },
    );
    expect(out).toMatchObject({ id: m.id, key: m.key, customerId: m.customer_id, status: 'Attivo' });
    expect(out.visits.map((v) => v.status)).toEqual(
      expect.arrayContaining(['Programmata', 'Eseguita', 'Annullata']),
    );
    const dates = out.visits.map((v) => v.visitDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is a 404 for another customer\u2019s contract and for an unknown one', async () => {
    const m = await activeContract();
    const error = await expectHttpError(
      getMaintenanceContract(bench.deps(), await bench.user('demo.sgr'), { id: m.id }),
      404,
    );
    expect(error.message).toBe('Contratto di manutenzione non trovato');
    await expectHttpError(
      getMaintenanceContract(bench.deps(), await bench.user('demo.ast'), { id: 999999 }),
      404,
    );
  });
});
