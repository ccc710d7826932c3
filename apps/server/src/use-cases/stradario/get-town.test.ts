import { getTownQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { getTown } from './get-town';

describe('getTown', () => {
  const bench = useUseCaseBench();

  it('lists the towns starting with the text first, the largest first, up to cnt', async () => {
    const actor = await bench.anonymous();
    const towns = (await getTown(bench.deps(), actor, getTownQuerySchema.parse({ stxt: 'rom' })))
      .getTownResponse.towns;
    expect(towns).toHaveLength(10);
    expect(towns[0]).toMatchObject({ name: 'Roma', province: 'RM', istatCode: '058091' });
    expect(towns[0]!.postalCodes).toContain('00186');
    const three = await getTown(bench.deps(), actor, { stxt: 'aglie', cnt: 3 });
    expect(three.getTownResponse.towns.length).toBeLessThanOrEqual(3);
    expect(three.getTownResponse.towns[0]!.name).toBe('Agliè');
  });

  it('finds nothing for text no town holds', async () => {
    const actor = await bench.user('demo.ast');
    expect((await getTown(bench.deps(), actor, { stxt: 'qxzqxz', cnt: 10 })).getTownResponse.towns).toEqual(
      [],
    );
  });
});
