import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_APP_MIN_VERSION } from '../../seed/core';
import { getConfProperties } from './get-conf-properties';

describe('getConfProperties', () => {
  const bench = useUseCaseBench();

  it("gives the general values, the session company's own where it has one, all or by name", async () => {
    const { db } = bench.deps();
    await db
      .insertInto('conf_properties')
      .values([
        { company_code: 'sgr', name: 'App_min_version', value: '2.0.0' },
        { company_code: 'sgr', name: 'Solo_sgr', value: 'sì' },
      ])
      .execute();
    const ast = await bench.anonymous('ast');
    const sgr = await bench.anonymous('sgr');
    const items = async (actor: typeof ast, propertyName?: string) =>
      (await getConfProperties(bench.deps(), actor, { propertyName })).getConfPropertiesResponse.items;
    expect(await items(ast, 'App_min_version')).toEqual([
      { propertyName: 'App_min_version', value: DEMO_APP_MIN_VERSION },
    ]);
    expect(await items(sgr, 'App_min_version')).toEqual([
      { propertyName: 'App_min_version', value: '2.0.0' },
    ]);
    const all = await items(sgr);
    expect(all).toContainEqual({ propertyName: 'Solo_sgr', value: 'sì' });
    expect(all.filter((p) => p.propertyName === 'App_min_version')).toHaveLength(1);
    expect((await items(ast)).map((p) => p.propertyName)).not.toContain('Solo_sgr');
    expect(await items(ast, 'Nessuna')).toEqual([]);
  });
});
