import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { createIntegrationToken, DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { useTestApp } from './helper';

/**
 * The hourly PUN from the GME's published MGP files (real format, samples in fixtures/gme): a day,
 * the days the clock changes, the 15-minute MGP, a zip of days; repeated, corrected and malformed
 * input; and the portal's PUN page (getQuotations) answering with the imported prices.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures/gme');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

describe('integration API: PUN prices from the GME', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const post = (payload: Buffer | string, contentType = 'application/xml', token = DEMO_INTEGRATION_TOKEN) =>
    t().app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/prices`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  const quotations = async (query: Record<string, string>) => {
    const res = await t().request('GET', '/Erp/v1/quotations', { session, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().getQuotationsResponse;
  };

  it('a day of MGP results becomes the PUN page’s hours, in €/kWh', async () => {
    const res = await post(fixture('20240312MGPPrezzi.xml'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ files: 1, lines: 24, created: 24, updated: 0, refused: 0 });
    const xml = fixture('20240312MGPPrezzi.xml').toString('utf8');
    const first = Number(/<PUN>([^<]+)<\/PUN>/.exec(xml)![1]!.replace(',', '.'));
    const page = await quotations({ detail: 'hourly', startDate: '2024-03-12', endDate: '2024-03-12' });
    expect(page.quotations).toHaveLength(24);
    expect(page.quotations[0]).toMatchObject({ period: '2024-03-12T00', hour: 0 });
    expect(page.quotations[0].price).toBeCloseTo(first / 1000, 6);
    expect(page.firstDate <= '2024-03-12').toBe(true);

    // The same file again: nothing changes.
    expect((await post(fixture('20240312MGPPrezzi.xml'))).json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 24,
    });
    // A corrected hour: that hour changes.
    const fixedXml = xml.replace(/<PUN>[^<]+<\/PUN>/, '<PUN>200,000000</PUN>');
    expect((await post(fixedXml)).json()).toMatchObject({ created: 0, updated: 1, unchanged: 23 });
    const fixed = await quotations({ detail: 'hourly', startDate: '2024-03-12', endDate: '2024-03-12' });
    expect(fixed.quotations[0].price).toBe(0.2);
  });

  it('the days the clock changes: 23 hours in March, 25 in October (02:00 averaged), and the 15-minute MGP', async () => {
    expect((await post(fixture('20240331MGPPrezzi.xml'))).json()).toMatchObject({ lines: 23, created: 23 });
    const march = await quotations({ detail: 'hourly', startDate: '2024-03-31', endDate: '2024-03-31' });
    expect(march.quotations.map((q: { hour: number }) => q.hour)).not.toContain(2);
    expect((await post(fixture('20241027MGPPrezzi.xml'))).json()).toMatchObject({ lines: 25, created: 24 });
    const october = await quotations({ detail: 'hourly', startDate: '2024-10-27', endDate: '2024-10-27' });
    expect(october.quotations).toHaveLength(24);
    const quarters = await post(fixture('20251015MGPPrezzi.xml'));
    // That day is also in the demo's seeded prices: the imported ones replace them.
    const answer = quarters.json();
    expect(answer).toMatchObject({
      lines: 96,
      days: [{ day: '2025-10-15', source: 'quarter-hourly', periods: 96 }],
    });
    expect(answer.created + answer.updated).toBe(24);
    const xml = fixture('20251015MGPPrezzi.xml').toString('utf8');
    const firstFour = [...xml.matchAll(/<PUN>([^<]+)<\/PUN>/g)]
      .slice(0, 4)
      .map((m) => Number(m[1]!.replace(',', '.')));
    const day = await quotations({ detail: 'hourly', startDate: '2025-10-15', endDate: '2025-10-15' });
    expect(day.quotations[0].price).toBeCloseTo(firstFour.reduce((a, b) => a + b, 0) / 4000, 6);
  });

  it('a zip of days as the GME’s download gives them', async () => {
    const res = await post(fixture('MGP_Prezzi_20240313-20240314.zip'), 'application/zip');
    expect(res.json()).toMatchObject({ files: 2, lines: 48, created: 48, refused: 0 });
    const daily = await quotations({ detail: 'daily', startDate: '2024-03-12', endDate: '2024-03-14' });
    expect(daily.quotations.map((q: { date: string }) => q.date)).toEqual([
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
    ]);
  });

  it('a wrong element is answered and the others stored; a malformed file is a 422 that changes nothing', async () => {
    const xml = `<NewDataSet><Prezzi><Data>20240315</Data><Mercato>MGP</Mercato><Ora>1</Ora><PUN>98,5</PUN></Prezzi>
      <Prezzi><Data>20240315</Data><Mercato>MGP</Mercato><Ora>2</Ora><PUN></PUN></Prezzi></NewDataSet>`;
    const res = await post(xml);
    expect(res.json()).toMatchObject({ created: 1, refused: 1, errors: [{ line: 2, field: 'PUN' }] });
    const before = await t()
      .db.selectFrom('pun_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const malformed = await post(fixture('malformed-MGPPrezzi.xml'));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.message).toMatch(/XML non valido/);
    const other = await post('<FatturaElettronica versione="FPR12"/>');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toMatch(/MGPPrezzi/);
    const after = await t()
      .db.selectFrom('pun_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect((await post('', 'application/xml')).statusCode).toBe(422);
    expect((await post('a;b', 'text/csv')).statusCode).toBe(415);
  });

  it('the prices scope is needed: an import-only token gets 403', async () => {
    const created = await createIntegrationToken(t().db, 'solo-import', ['import']);
    if (!('token' in created)) throw new Error(created.refused);
    expect((await post(fixture('20240312MGPPrezzi.xml'), 'application/xml', created.token)).statusCode).toBe(
      403,
    );
  });
});
