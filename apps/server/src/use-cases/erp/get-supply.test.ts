import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getSupply } from './get-supply';

describe('getSupply', () => {
  const bench = useUseCaseBench();

  it('details a supply by key with its offer, hourly flag and, on request, technical data', async () => {
    const owner = await bench.user('demo.ast');
    const power = (
      await getSupply(bench.deps(), owner, { ref: { key: 'AST0001001-01' }, includeTechnicalData: true })
    ).getSupplyResponse;
    expect(power).toMatchObject({
      key: 'AST0001001-01',
      hourly: true,
      offer: { priceType: 'Orario' },
      technicalData: { fullCapacityStartDate: '2020-06-01' },
    });
    const gas = (await getSupply(bench.deps(), owner, { ref: { key: 'AST0001001-02' } })).getSupplyResponse;
    expect(gas.hourly).toBe(false);
    expect(gas.technicalData).toBeUndefined();
    expect((await getSupply(bench.deps(), owner, { ref: { id: power.id } })).getSupplyResponse.key).toBe(
      'AST0001001-01',
    );
  });

  it('gives a link session its own supply only (403 for another), and 404 to a stranger', async () => {
    const link = await bench
      .deps()
      .db.selectFrom('links')
      .select('entity_key')
      .where('id', '=', DEMO_LINKS.selfReading.id)
      .executeTakeFirstOrThrow();
    const guest = await bench.guest(DEMO_LINKS.selfReading);
    const own = (await getSupply(bench.deps(), guest, { ref: { id: Number(link.entity_key) } }))
      .getSupplyResponse;
    expect(own.id).toBe(Number(link.entity_key));
    const sibling = await bench
      .deps()
      .db.selectFrom('supplies')
      .select('id')
      .where('customer_id', '=', own.customerId)
      .where('id', '<>', own.id)
      .executeTakeFirstOrThrow();
    await expectHttpError(getSupply(bench.deps(), guest, { ref: { id: sibling.id } }), 403);
    const other = await bench.user('demo.ast.azienda');
    // Someone else's supply looks like an unknown one.
    await expectHttpError(getSupply(bench.deps(), other, { ref: { key: 'AST0001001-01' } }), 404);
  });
});
