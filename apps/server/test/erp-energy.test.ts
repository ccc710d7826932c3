import { beforeAll, describe, expect, it } from 'vitest';
import { consumptionRows } from '@sportello/contract/consumption-columns';
import { addDays, energyCostAtPun } from '@sportello/domain';
import { todayInItaly } from '../src/services/erp/rules';
import { useTestApp } from './helper';

describe('Energy screens: PUN range, shipping address in progress, direct debit activation', () => {
  const t = useTestApp();
  let session = '';
  const today = todayInItaly();
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const get = (path: string, query?: Record<string, string>, s = session) =>
    t().request('GET', path, { session: s, query });

  it('PUN: any day of the published range answers 24 deterministic prices; other days are refused', async () => {
    const first = (await get('/Erp/v1/quotations')).json().getQuotationsResponse;
    expect(first.lastDate).toBe(today);
    expect(first.firstDate < addDays(today, -700)).toBe(true);
    for (const day of [first.firstDate, addDays(today, -200), first.lastDate]) {
      const a = (await get('/Erp/v1/quotations', { startDate: day })).json().getQuotationsResponse;
      const b = (await get('/Erp/v1/quotations', { startDate: day })).json().getQuotationsResponse;
      expect(a.quotations).toHaveLength(24);
      expect(a.quotations).toEqual(b.quotations);
      for (const q of a.quotations) expect(q.price > 0.01 && q.price < 0.4).toBe(true);
    }
    for (const day of [addDays(first.firstDate, -1), addDays(today, 1), '2024-02-30', 'ieri']) {
      const r = await get('/Erp/v1/quotations', { startDate: day });
      expect(r.statusCode, day).toBe(400);
      expect(r.json().error.message).toMatch(/PUN è disponibile dal|Data non valida|data/i);
    }
    expect(
      (await get('/Erp/v1/quotations', { detail: 'monthly', startDate: addDays(today, 40) })).statusCode,
    ).toBe(400);
  });

  it('PUN cost of a day of the hourly supply: Σ hour kWh × hour €/kWh', async () => {
    const day = addDays(today, -2);
    const prices = (await get('/Erp/v1/quotations', { startDate: day })).json().getQuotationsResponse
      .quotations;
    const answer = (
      await get('/Erp/v1/consumptions', {
        supplyKey: 'AST0001001-01',
        detail: 'hourly',
        startDate: day,
        endDate: day,
      })
    ).json().getConsumptionsResponse;
    const use = consumptionRows(answer.columns).map((u) => ({ hour: u.hour!, total: u.total }));
    const cost = energyCostAtPun(
      use.map((u: { hour: number; total: number }) => ({ hour: u.hour, kWh: u.total })),
      prices.map((p: { hour: number; price: number }) => ({ hour: p.hour, price: p.price })),
    );
    const plain = use.reduce(
      (s: number, u: { hour: number; total: number }) =>
        s + u.total * prices.find((p: { hour: number }) => p.hour === u.hour).price,
      0,
    );
    expect(cost.missing).toEqual([]);
    expect(cost.cents).toBe(Math.round(plain * 100));
    expect(cost.cents).toBeGreaterThan(0);
  });

  it('shipping address: posted, applied and shown in progress', async () => {
    const r = await t().request('POST', '/Erp/v1/requests/shippingAddress', {
      session,
      body: {
        shippingAddressRequest: {
          contractKey: 'CTR-AST0001001-01',
          shippingAddress: {
            streetGeneric: 'Via',
            streetName: 'Nazionale',
            civicNumber: '12',
            city: 'Roma',
            province: 'RM',
            postalCode: '00184',
            floor: '3',
          },
        },
      },
    });
    expect(r.statusCode).toBe(201);
    const list = (
      await get('/Erp/v1/requests', {
        requestType: 'Var_IndirizzoSpedizione',
        contractKey: 'CTR-AST0001001-01',
      })
    ).json().getRequestsResponse.requests;
    expect(list[0]).toMatchObject({ Status: 'In lavorazione', PhaseCode: 'IS010' });
  });

  it('direct debit: a contract paid by bollettino activates it, then a second change is refused (409)', async () => {
    const s = await t().login('demo.ast.azienda');
    const contract = (await get('/Erp/v1/contracts', {}, s)).json().getContractsResponse.contracts[0];
    expect(contract.banking).toMatchObject({ paymentMethod: 'Bollettino', sddStatus: null });
    const body = {
      bankAccountChangeRequest: {
        contractKey: contract.key,
        action: 'Activate',
        iban: 'IT60X0542811101000000123456',
        accountHolder: 'Officine Bianchi S.r.l.',
        accountHolderFiscalCode: 'RSSMRA80A01H501U',
      },
    };
    const ok = await t().request('POST', '/Erp/v1/requests/bankAccountChange', { session: s, body });
    expect(ok.statusCode).toBe(201);
    const after = (await get(`/Erp/v1/contracts/${contract.id}`, {}, s)).json().getContractResponse;
    expect(after.banking.sddStatus).toBe('AttivazioneInCorso');
    const again = await t().request('POST', '/Erp/v1/requests/bankAccountChange', { session: s, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/già in corso/);
  });

  it('address service: the current municipalities, found by either official name', async () => {
    const S = '/services/rest/stradario';
    const towns = async (stxt: string) =>
      (await get(`${S}/getTown`, { stxt, cnt: '10' })).json().getTownResponse.towns as {
        tKey: string;
        istatCode: string | null;
        name: string;
        province: string;
      }[];
    const bozen = await towns('Bozen');
    expect(bozen[0]).toMatchObject({ name: 'Bolzano/Bozen', istatCode: '021008', province: 'BZ' });
    expect((await towns('Bolzano'))[0]!.name).toBe('Bolzano/Bozen');
    expect((await towns('Brixen'))[0]!.name).toBe('Bressanone/Brixen');
    expect((await towns('Aoste'))[0]!.name).toBe('Aosta/Aoste');
    // Merged or created since 2020, and gone: the list is today's.
    for (const [name, province] of [
      ['Val di Zoldo', 'BL'],
      ['Alto Reno Terme', 'BO'],
      ['Misiliscemi', 'TP'],
      ['Borgo Virgilio', 'MN'],
      ['Sovizzo', 'VI'],
      ['Uggiate con Ronago', 'CO'],
      ["Santa Caterina d'Este", 'PD'],
    ]) {
      expect((await towns(name!)).map((x) => `${x.name} ${x.province}`)).toContain(`${name} ${province}`);
    }
    expect(await towns('Gambugliano')).toEqual([]);
    expect(await towns('Zoldo Alto')).toEqual([]);
    // A municipality newer than the ANPR archive is keyed by its cadastral code.
    const sovizzo = (await towns('Sovizzo'))[0]!;
    expect((await get(`${S}/getStreet`, { stxt: 'via', tKey: sovizzo.tKey })).statusCode).toBe(200);
    const check = await t().request('POST', `${S}/checkAddress`, {
      session,
      body: {
        checkAddressRequest: {
          streetGeneric: 'Via',
          streetName: 'Museumstraße',
          civicNumber: '1',
          city: 'Bozen',
          province: 'BZ',
          postalCode: '39100',
        },
      },
    });
    expect(check.json().root.Indirizzo).toMatchObject({ city: 'Bolzano/Bozen', valid: true });
  });
});
