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

  it("puts the exact name first (Vo' PD), every town of that name first (Castro LE and BG)", async () => {
    const actor = await bench.anonymous();
    const names = async (stxt: string, cnt = 10) =>
      (await getTown(bench.deps(), actor, getTownQuerySchema.parse({ stxt, cnt }))).getTownResponse.towns.map(
        (t) => `${t.name} ${t.province}`,
      );
    expect((await names("Vo'"))[0]).toBe("Vo' PD");
    expect((await names('vo'))[0]).toBe("Vo' PD");
    expect((await names('Castro')).slice(0, 2)).toEqual(['Castro LE', 'Castro BG']);
    // A typo still finds the town, after the real matches.
    expect((await names('Ravena'))[0]).toBe('Ravenna RA');
    // The province of today, not the one before 1927 (Caserta under Napoli, Ivrea under Aosta).
    expect((await names('Caserta'))[0]).toBe('Caserta CE');
    expect((await names('Ivrea'))[0]).toBe('Ivrea TO');
    for (const stxt of ['San Candido', 'Innichen', 'San Candido/Innichen']) {
      expect((await names(stxt))[0]).toBe('San Candido/Innichen BZ');
    }
  });

  it('answers the same through the route, with the province and region of today', async () => {
    const session = await bench.app().login('demo.ast');
    const res = await bench.app().request('GET', '/services/rest/stradario/getTown', {
      session,
      query: { stxt: 'Agliè', cnt: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().getTownResponse.towns[0]).toMatchObject({
      name: 'Agliè',
      istatCode: '001001',
      province: 'TO',
      provinceName: 'Torino',
      region: 'Piemonte',
    });
    const castro = await bench.app().request('GET', '/services/rest/stradario/getTown', {
      session,
      query: { stxt: 'castro', cnt: '2' },
    });
    expect(castro.json().getTownResponse.towns.map((t: { province: string }) => t.province)).toEqual([
      'LE',
      'BG',
    ]);
  });

  it('finds nothing for text no town holds', async () => {
    const actor = await bench.user('demo.ast');
    expect((await getTown(bench.deps(), actor, { stxt: 'qxzqxz', cnt: 10 })).getTownResponse.towns).toEqual(
      [],
    );
  });
});
