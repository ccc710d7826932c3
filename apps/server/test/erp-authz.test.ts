import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { readOwnerData, type OwnerData } from './security/owner-data';

/**
 * Table-driven authorization: every Erp call, tried by another customer (demo.ast.azienda)
 * with demo.ast's ids and keys, answers 403 or 404 and never the data.
 */
describe('Erp authorization: another customer’s ids never reach the data', () => {
  const t = useTestApp();
  let ids: OwnerData;
  let intruder = '';
  let owner = '';

  beforeAll(async () => {
    ids = await readOwnerData(t());
    intruder = await t().login('demo.ast.azienda');
    owner = await t().login('demo.ast');
  });

  type Call = [
    string,
    'GET' | 'POST' | 'PUT',
    string,
    () => { query?: Record<string, string>; body?: unknown },
  ];
  const s = (v: unknown) => String(v);
  const calls: Call[] = [
    [
      'contracts by customerKey',
      'GET',
      '/Erp/v1/contracts',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    ['contract by id', 'GET', '/Erp/v1/contracts/{contractId}', () => ({})],
    ['contract by key', 'GET', '/Erp/v1/contracts/{contractKey}', () => ({ query: { useExtKey: 'true' } })],
    [
      'bollettaclick-can-change',
      'GET',
      '/Erp/v1/contracts/bollettaclick-can-change',
      () => ({ query: { contractKey: s(ids.contractKey) } }),
    ],
    [
      'maintenance contracts',
      'GET',
      '/Erp/v1/contracts/maintenance',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    ['customer by id', 'GET', '/Erp/v1/customers/{customerId}', () => ({})],
    [
      'supplies by customerKey',
      'GET',
      '/Erp/v1/supplies',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    [
      'supply by id',
      'GET',
      '/Erp/v1/supplies/{supplyId}',
      () => ({ query: { includeTechnicalData: 'true' } }),
    ],
    ['supply by key', 'GET', '/Erp/v1/supplies/{supplyKey}', () => ({ query: { useExtKey: 'true' } })],
    [
      'supply nickname',
      'PUT',
      '/Erp/v1/supplies',
      () => ({ body: { updateSupplyRequest: { id: ids.supplyId, nickname: 'Mia' } } }),
    ],
    [
      'invoices by customerId',
      'GET',
      '/Erp/v1/invoices',
      () => ({ query: { customerId: s(ids.customerId) } }),
    ],
    ['invoice', 'GET', '/Erp/v1/invoices/{invoiceId}', () => ({})],
    ['invoice by number', 'GET', '/Erp/v1/invoices/{invoiceKey}', () => ({ query: { useExtKey: 'true' } })],
    ['invoice detail', 'GET', '/Erp/v1/invoices/{invoiceId}/detail', () => ({})],
    [
      'installments by invoice',
      'GET',
      '/Erp/v1/installments',
      () => ({ query: { invoiceId: s(ids.invoiceId) } }),
    ],
    [
      'installments by contract',
      'GET',
      '/Erp/v1/installments',
      () => ({ query: { contractId: s(ids.contractId) } }),
    ],
    [
      'insolvencies by customerKey',
      'GET',
      '/Erp/v1/insolvencies',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    [
      'pay an invoice',
      'POST',
      '/Erp/v1/payments',
      () => ({
        body: {
          createPaymentRequest: {
            gatewayId: 1,
            payKind: 'Invoices',
            totalAmount: s(ids.invoiceTotal),
            items: { item: [{ invoiceId: ids.invoiceId, amount: s(ids.invoiceTotal) }] },
          },
        },
      }),
    ],
    [
      'pay an instalment',
      'POST',
      '/Erp/v1/payments',
      () => ({
        body: {
          createPaymentRequest: {
            gatewayId: 1,
            payKind: 'Installments',
            totalAmount: s(ids.installmentAmount),
            items: { item: [{ installmentId: ids.installmentId, amount: s(ids.installmentAmount) }] },
          },
        },
      }),
    ],
    ['payment', 'GET', '/Erp/v1/payments/{paymentId}', () => ({})],
    [
      'payment outcome',
      'PUT',
      '/Erp/v1/payments',
      () => ({ body: { updatePaymentRequest: { id: ids.paymentId, userOutcome: 'KO' } } }),
    ],
    [
      'document by key',
      'GET',
      '/Erp/v1/documents',
      () => ({ query: { archiviationKey: s(ids.archiviationKey), documentType: 'Invoice' } }),
    ],
    ['document by id', 'GET', '/Erp/v1/documents/{documentId}', () => ({})],
    ['document exists', 'GET', '/Erp/v1/documents/{documentId}/exists', () => ({})],
    [
      'requests by customerKey',
      'GET',
      '/Erp/v1/requests',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    [
      'requests by contractKey',
      'GET',
      '/Erp/v1/requests',
      () => ({ query: { contractKey: s(ids.contractKey) } }),
    ],
    ['request', 'GET', '/Erp/v1/requests/{requestId}', () => ({})],
    [
      'information request',
      'POST',
      '/Erp/v1/requests/information',
      () => ({ body: { informationRequest: { customerKey: ids.customerKey, subject: 'x', message: 'y' } } }),
    ],
    [
      'installments request',
      'POST',
      '/Erp/v1/requests/installments',
      () => ({ body: { installmentsRequest: { invoiceId: ids.invoiceId, contractKey: ids.contractKey } } }),
    ],
    [
      'email invoice request',
      'POST',
      '/Erp/v1/requests/emailInvoice',
      () => ({ body: { emailInvoiceRequest: { contractKey: ids.contractKey, enabled: false } } }),
    ],
    [
      'billing options request',
      'POST',
      '/Erp/v1/requests/billingOptions',
      () => ({
        body: { billingOptionsRequest: { contractKey: ids.contractKey, invoiceFormat: 'Dettagliata' } },
      }),
    ],
    [
      'shipping address request',
      'POST',
      '/Erp/v1/requests/shippingAddress',
      () => ({
        body: {
          shippingAddressRequest: {
            contractKey: ids.contractKey,
            shippingAddress: {
              streetGeneric: 'Via',
              streetName: 'Roma',
              civicNumber: '1',
              city: 'Torino',
              province: 'TO',
              postalCode: '10123',
            },
          },
        },
      }),
    ],
    [
      'bank account request',
      'POST',
      '/Erp/v1/requests/bankAccountChange',
      () => ({ body: { bankAccountChangeRequest: { contractKey: ids.contractKey, action: 'Revoke' } } }),
    ],
    [
      'account data request',
      'POST',
      '/Erp/v1/requests/accountData',
      () => ({ body: { accountDataRequest: { customerKey: ids.customerKey, privacyOthers: true } } }),
    ],
    [
      'consumptions by supplyId',
      'GET',
      '/Erp/v1/consumptions',
      () => ({ query: { supplyId: s(ids.supplyId) } }),
    ],
    [
      'consumptions by supplyKey',
      'GET',
      '/Erp/v1/consumptions',
      () => ({ query: { supplyKey: s(ids.supplyKey), detail: 'hourly' } }),
    ],
    ['readings', 'GET', '/Erp/v1/readings', () => ({ query: { supplyKey: s(ids.gasKey) } })],
    [
      'reading window',
      'GET',
      '/Erp/v1/metering/readingWindow',
      () => ({ query: { supplyKey: s(ids.gasKey) } }),
    ],
    [
      'meter group',
      'GET',
      '/Erp/v1/metering/describeMeterGroup',
      () => ({ query: { supplyKey: s(ids.supplyKey) } }),
    ],
    [
      'insert reading',
      'POST',
      '/Erp/v1/metering/insertReadings',
      () => ({ body: { insertReadingsRequest: { supplyKey: ids.gasKey, value: '99999' } } }),
    ],
    [
      'proposals by customerKey',
      'GET',
      '/Erp/v1/proposals',
      () => ({ query: { customerKey: s(ids.customerKey) } }),
    ],
    ['proposal', 'GET', '/Erp/v1/proposals/{proposalId}', () => ({})],
    ['proposal rules', 'GET', '/Erp/v1/proposals/{proposalId}/check-rules', () => ({})],
    [
      'proposal answer',
      'PUT',
      '/Erp/v1/proposals',
      () => ({ body: { updateProposalRequest: { id: ids.proposalId, actionSelected: 'Accettata' } } }),
    ],
    [
      'contact with their keys',
      'POST',
      '/services/rest/portalapi/Contact/v1/requests',
      () => ({
        body: {
          contactRequest: {
            customer: { key: ids.customerKey },
            contract: { key: ids.contractKey },
            subject: 'bolletta',
            description: 'x',
            mobilephone: '3471234567',
          },
        },
      }),
    ],
  ];

  const fill = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, k: string) => String(ids[k as keyof OwnerData]));

  it.each(calls)('%s: 403 or 404, never the data', async (_name, method, path, opts) => {
    const { query, body } = opts();
    const res = await t().request(method, fill(path), { session: intruder, query, body });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().error.code).toMatch(/forbidden|not_found/);
    expect(res.body).not.toContain('Mario');
    expect(res.body).not.toContain('AST0001001');
  });

  it('changed nothing of the owner’s data', async () => {
    const db = t().db;
    const supply = await db
      .selectFrom('supplies')
      .select('nickname')
      .where('id', '=', Number(ids.supplyId))
      .executeTakeFirstOrThrow();
    expect(supply.nickname).toBe('Casa Roma');
    const requests = await db
      .selectFrom('customer_requests')
      .select('id')
      .where('customer_id', '=', Number(ids.customerId))
      .execute();
    // Three requests of the Erp seed and two service activations of the services seed.
    expect(requests).toHaveLength(5);
    const payments = await db
      .selectFrom('payments')
      .select('id')
      .where('customer_id', '=', Number(ids.customerId))
      .execute();
    expect(payments).toHaveLength(1);
    const readings = await db
      .selectFrom('readings')
      .select('id')
      .where('origin', '=', 'autolettura')
      .execute();
    expect(readings).toHaveLength(0);
  });

  it('the same calls succeed for the owner (the table is not vacuous)', async () => {
    const reads = calls.filter(([, method]) => method === 'GET');
    for (const [name, method, path, opts] of reads) {
      const { query } = opts();
      const res = await t().request(method, fill(path), { session: owner, query });
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('lists without a key show only the intruder’s own data', async () => {
    const invoices = (
      await t().request('GET', '/Erp/v1/invoices', { session: intruder, query: { pagingTake: '100' } })
    ).json().getInvoicesResponse;
    expect(
      invoices.invoices.every(
        (i: { contract: { customer: { key: string } } }) => i.contract.customer.key === 'AST0001002',
      ),
    ).toBe(true);
    const contracts = (await t().request('GET', '/Erp/v1/contracts', { session: intruder })).json()
      .getContractsResponse;
    expect(contracts.contracts.map((c: { customerKey: string }) => c.customerKey)).toEqual(['AST0001002']);
  });

  it('an anonymous session sees empty lists and no entity; no session is 401', async () => {
    const anonymous = await t().newSession('ast');
    expect(
      (await t().request('GET', '/Erp/v1/contracts', { session: anonymous })).json().getContractsResponse,
    ).toEqual({ contracts: [], total: 0 });
    expect(
      (await t().request('GET', fill('/Erp/v1/supplies/{supplyId}'), { session: anonymous })).statusCode,
    ).toBe(404);
    expect((await t().request('GET', '/Erp/v1/invoices', { session: anonymous })).statusCode).toBe(401);
    expect((await t().request('GET', '/Erp/v1/contracts')).statusCode).toBe(401);
  });
});
