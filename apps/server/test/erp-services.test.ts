import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

type SupplyServices = {
  supplyId: number;
  supplyKey: string;
  commodity: string;
  services: { code: string; status: string; requestId: number | null }[];
};

describe('Erp services: catalogue, activation as a practice, maintenance visits, public offers', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const overview = async (s = session) => {
    const res = await t().request('GET', '/Erp/v1/services', { session: s });
    expect(res.statusCode).toBe(200);
    return res.json().getServicesResponse as {
      catalogue: { code: string; commodity: string; name: string }[];
      supplies: SupplyServices[];
    };
  };
  const activate = (supplyKey: string, serviceCode: string, s = session) =>
    t().request('POST', '/Erp/v1/requests/serviceActivation', {
      session: s,
      body: { serviceActivationRequest: { supplyKey, serviceCode } },
    });

  it('lists the catalogue and, per active supply, each service of its commodity with its state', async () => {
    const o = await overview();
    expect(o.catalogue.map((c) => c.commodity)).toEqual(
      expect.arrayContaining(['luce', 'gas', 'teleriscaldamento']),
    );
    const luce = o.supplies.find((s) => s.commodity === 'luce')!;
    const gas = o.supplies.find((s) => s.commodity === 'gas')!;
    expect(luce.services.find((x) => x.code === 'LUCE-VERDE')).toMatchObject({ status: 'Attivo' });
    expect(luce.services.find((x) => x.code === 'LUCE-ASSIST')).toMatchObject({
      status: 'Attivabile',
      requestId: null,
    });
    expect(luce.services.every((x) => x.code.startsWith('LUCE-'))).toBe(true);
    expect(gas.services.find((x) => x.code === 'GAS-CALDAIA')).toMatchObject({ status: 'InAttivazione' });
  });

  it('activation creates a practice (requestId > 0, phase SE010), the service turns "InAttivazione", once', async () => {
    const luce = (await overview()).supplies.find((s) => s.commodity === 'luce')!;
    const res = await activate(luce.supplyKey, 'LUCE-ASSIST');
    expect(res.statusCode).toBe(201);
    const r = res.json().createRequestResponse;
    expect(r.requestId).toBeGreaterThan(0);
    expect(r).toMatchObject({ requestType: 'AttivazioneServizio', PhaseCode: 'SE010', Status: 'Aperto' });
    expect(r.details).toMatchObject({ serviceCode: 'LUCE-ASSIST', supplyKey: luce.supplyKey });
    const after = (await overview()).supplies.find((s) => s.supplyId === luce.supplyId)!;
    expect(after.services.find((x) => x.code === 'LUCE-ASSIST')).toEqual(
      expect.objectContaining({ status: 'InAttivazione', requestId: r.id }),
    );
    const listed = await t().request('GET', '/Erp/v1/requests', {
      session,
      query: { requestType: 'AttivazioneServizio' },
    });
    expect(listed.json().getRequestsResponse.requests.map((x: { id: number }) => x.id)).toContain(r.id);
    const again = await activate(luce.supplyKey, 'LUCE-ASSIST');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('L’attivazione del servizio è già in corso');
    const active = await activate(luce.supplyKey, 'LUCE-VERDE');
    expect(active.statusCode).toBe(409);
  });

  it('refuses a service of another commodity, an unknown one and bad input, changing nothing', async () => {
    const luce = (await overview()).supplies.find((s) => s.commodity === 'luce')!;
    const wrong = await activate(luce.supplyKey, 'GAS-ASSIST');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Il servizio non è disponibile per questa fornitura');
    expect((await activate(luce.supplyKey, 'NON-ESISTE')).statusCode).toBe(400);
    const empty = await t().request('POST', '/Erp/v1/requests/serviceActivation', {
      session,
      body: { serviceActivationRequest: { supplyKey: luce.supplyKey, serviceCode: ' ' } },
    });
    expect(empty.statusCode).toBe(400);
    const after = (await overview()).supplies.find((s) => s.supplyId === luce.supplyId)!;
    expect(after.services.find((x) => x.code === 'LUCE-CONSUMI')?.status).toBe('Attivabile');
  });

  it("another customer's supply is not reachable", async () => {
    const other = await t().login('demo.sgr');
    const luce = (await overview()).supplies.find((s) => s.commodity === 'luce')!;
    const res = await activate(luce.supplyKey, 'LUCE-CONSUMI', other);
    expect([403, 404]).toContain(res.statusCode);
    const theirs = await overview(other);
    expect(theirs.supplies.map((s) => s.supplyKey)).not.toContain(luce.supplyKey);
    expect((await t().request('GET', '/Erp/v1/services')).statusCode).toBe(401);
  });

  it('a maintenance contract comes with its visits; others’ are 404', async () => {
    const list = await t().request('GET', '/Erp/v1/contracts/maintenance', { session });
    const contracts = list.json().getMaintenanceContractsResponse.maintenanceContracts as {
      id: number;
      status: string;
    }[];
    const active = contracts.find((c) => c.status === 'Attivo')!;
    const res = await t().request('GET', `/Erp/v1/contracts/maintenance/${active.id}`, { session });
    expect(res.statusCode).toBe(200);
    const detail = res.json().getMaintenanceContractResponse;
    expect(detail.visits.map((v: { status: string }) => v.status)).toEqual(
      expect.arrayContaining(['Programmata', 'Eseguita', 'Annullata']),
    );
    const other = await t().login('demo.sgr');
    expect(
      (await t().request('GET', `/Erp/v1/contracts/maintenance/${active.id}`, { session: other })).statusCode,
    ).toBe(404);
    expect((await t().request('GET', '/Erp/v1/contracts/maintenance/abc', { session })).statusCode).toBe(400);
  });

  it("the brand's offers are public: an anonymous session sees its brand's only", async () => {
    const anon = await t().newSession('sgr');
    const res = await t().request('GET', '/Erp/v1/offers', { session: anon });
    expect(res.statusCode).toBe(200);
    const offers = res.json().getOffersResponse.offers as { key: string }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.key.startsWith('SGR-'))).toBe(true);
    expect((await t().request('GET', '/Erp/v1/offers')).statusCode).toBe(401);
  });

  it('a contact form request shows among the practices', async () => {
    const res = await t().request('POST', '/services/rest/portalapi/Contact/v1/requests', {
      session,
      body: {
        contactRequest: {
          customer: { key: 'AST0001001' },
          subject: 'bolletta',
          description: 'Una domanda sulla bolletta.',
          mobilephone: '3475550101',
          company: 'ast',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json().contactResponse.ticketKey;
    const listed = await t().request('GET', '/Erp/v1/requests', {
      session,
      query: { requestType: 'Assistenza' },
    });
    expect(listed.json().getRequestsResponse.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ ticketKey: ticket, Status: 'Aperto' })]),
    );
  });
});
