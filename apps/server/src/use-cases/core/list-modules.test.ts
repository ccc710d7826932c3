import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { listModules } from './list-modules';

describe('listModules', () => {
  const bench = useUseCaseBench();

  it("gives the company's modules, plus those of the session's current customer", async () => {
    const keys = async (actor: Awaited<ReturnType<typeof bench.anonymous>>) =>
      (await listModules(bench.deps(), actor)).getModulesResponse.items.map((m) => m.key);
    const anonymous = await keys(await bench.anonymous('mes'));
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous).not.toContain('ser');
    // MES0001013 has the `ser` module of its own (demo seed).
    const { db } = bench.deps();
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('key', '=', 'MES0001013')
      .executeTakeFirstOrThrow();
    const actor = await bench.anonymous('mes');
    const withCustomer = await keys({
      ...actor,
      session: { ...actor.session, currentCustomerId: customer.id },
    });
    expect(withCustomer).toEqual([...anonymous, 'ser'].sort());
  });

  it('hides `pay` without a payment provider', async () => {
    const actor = await bench.anonymous('ast');
    const withProvider = (await listModules(bench.deps(), actor)).getModulesResponse.items.map((m) => m.key);
    const without = (
      await listModules({ ...bench.deps(), paymentProvider: null }, actor)
    ).getModulesResponse.items.map((m) => m.key);
    expect(withProvider).toContain('pay');
    expect(without).toEqual(withProvider.filter((key) => key !== 'pay'));
  });
});
