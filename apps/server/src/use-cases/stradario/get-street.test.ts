import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getStreet } from './get-street';

describe('getStreet', () => {
  const bench = useUseCaseBench();

  it('lists the streets of one town matching the text, up to cnt', async () => {
    const actor = await bench.anonymous();
    const streets = (await getStreet(bench.deps(), actor, { stxt: 'naz', tKey: '058091', cnt: 10 }))
      .getStreetResponse.streets;
    expect(streets[0]).toMatchObject({ fullName: 'Via Nazionale', postalCode: '00184' });
    expect(streets.length).toBeLessThanOrEqual(10);
    const one = await getStreet(bench.deps(), actor, { stxt: 'via', tKey: '058091', cnt: 1 });
    expect(one.getStreetResponse.streets).toHaveLength(1);
  });

  it('refuses an unknown town with 404 "Comune non trovato"', async () => {
    const actor = await bench.user('demo.ast');
    const error = await expectHttpError(
      getStreet(bench.deps(), actor, { stxt: 'via', tKey: '999999', cnt: 10 }),
      404,
    );
    expect(error.message).toBe('Comune non trovato');
  });
});
