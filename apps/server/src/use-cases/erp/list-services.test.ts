import { getServicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listServices } from './list-services';

describe('listServices', () => {
  const bench = useUseCaseBench();

  it('gives the catalogue and, per active supply, each service of its commodity with its state', async () => {
    const out = await listServices(
      bench.deps(),
      await bench.user('demo.ast'),
      getServicesQuerySchema.parse({}),
    );
    const { catalogue, supplies } = out.getServicesResponse;
    expect(catalogue.map((c) => c.commodity)).toEqual(
      expect.arrayContaining(['luce', 'gas', 'teleriscaldamento']),
    );
    const luce = supplies.find((s) => s.commodity === 'luce')!;
    const gas = supplies.find((s) => s.commodity === 'gas')!;
    expect(luce.services.find((x) => x.code === 'LUCE-VERDE')).toMatchObject({ status: 'Attivo' });
    expect(luce.services.find((x) => x.code === 'LUCE-ASSIST')).toEqual({
      code: 'LUCE-ASSIST',
      status: 'Attivabile',
      requestId: null,
      activatedOn: null,
    });
    expect(luce.services.every((x) => x.code.startsWith('LUCE-'))).toBe(true);
    const caldaia = gas.services.find((x) => x.code === 'GAS-CALDAIA')!;
    expect(caldaia.status).toBe('InAttivazione');
    expect(caldaia.requestId).toBeGreaterThan(0);
  });

  it('shows no supply of another customer, and refuses a customer key the user does not hold', async () => {
    const mine = await listServices(
      bench.deps(),
      await bench.user('demo.ast'),
      getServicesQuerySchema.parse({}),
    );
    const other = await bench.user('demo.sgr');
    const theirs = await listServices(bench.deps(), other, getServicesQuerySchema.parse({}));
    const mineKeys = mine.getServicesResponse.supplies.map((s) => s.supplyKey);
    expect(theirs.getServicesResponse.supplies.some((s) => mineKeys.includes(s.supplyKey))).toBe(false);
    await expectHttpError(
      listServices(bench.deps(), other, getServicesQuerySchema.parse({ customerKey: 'AST0001001' })),
      403,
    );
  });
});
