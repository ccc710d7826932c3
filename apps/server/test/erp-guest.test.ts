import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../src/seed/core';
import { createLink } from '../src/services/core/links';
import { useTestApp } from './helper';

/**
 * Guest link sessions (no login) see only the one entity their link names: a self-reading link
 * its supply and the self-reading calls, a proposal link its proposal, a PUN link the PUN prices;
 * message, password and survey links no Erp data at all. Everything else answers 403.
 */
describe('Erp for guest link sessions: only the entity the link names', () => {
  const t = useTestApp();
  const ids: Record<string, string | number> = {};

  const guestSession = async (linkId: number, hashCode: string): Promise<string> => {
    const res = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'ast', linkId, hashCode } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().createNewSessionResponse).toMatchObject({ guest: true, user: null });
    return res.json().createNewSessionResponse.sessionId as string;
  };

  beforeAll(async () => {
    const db = t().db;
    const link = await db
      .selectFrom('links')
      .selectAll()
      .where('id', '=', DEMO_LINKS.selfReading.id)
      .executeTakeFirstOrThrow();
    const supply = await db
      .selectFrom('supplies')
      .selectAll()
      .where('id', '=', Number(link.entity_key))
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('supplies')
      .selectAll()
      .where('customer_id', '=', supply.customer_id)
      .where('id', '<>', supply.id)
      .where('commodity', '=', 'gas')
      .executeTakeFirstOrThrow();
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', supply.customer_id)
      .executeTakeFirstOrThrow();
    const contract = await db
      .selectFrom('contracts')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const proposal = await db
      .selectFrom('proposals')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('offer_code', '=', 'AST-LUCE-ORARIA')
      .executeTakeFirstOrThrow();
    const otherProposal = await db
      .selectFrom('proposals')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('title', '=', 'Manutenzione caldaia a prezzo bloccato')
      .executeTakeFirstOrThrow();
    Object.assign(ids, {
      supplyId: supply.id,
      supplyKey: supply.key,
      otherSupplyId: other.id,
      otherSupplyKey: other.key,
      customerId: customer.id,
      customerKey: customer.key,
      contractId: contract.id,
      proposalId: proposal.id,
      otherProposalId: otherProposal.id,
    });
  });

  type Call = [string, 'GET' | 'POST' | 'PUT', string, { query?: Record<string, string>; body?: unknown }];

  /** Erp calls a session without login can make (the others need a user and are 403 for guests anyway). */
  const everyCall = (): Call[] => [
    ['customers', 'GET', '/Erp/v1/customers', {}],
    ['customer by id', 'GET', `/Erp/v1/customers/${ids.customerId}`, {}],
    ['contracts', 'GET', '/Erp/v1/contracts', {}],
    ['contract by id', 'GET', `/Erp/v1/contracts/${ids.contractId}`, {}],
    ['maintenance contracts', 'GET', '/Erp/v1/contracts/maintenance', {}],
    ['supplies', 'GET', '/Erp/v1/supplies', {}],
    ['supply by id', 'GET', `/Erp/v1/supplies/${ids.supplyId}`, {}],
    ['supply by key', 'GET', `/Erp/v1/supplies/${ids.supplyKey}`, { query: { useExtKey: 'true' } }],
    ['other supply', 'GET', `/Erp/v1/supplies/${ids.otherSupplyId}`, {}],
    ['offer', 'GET', '/Erp/v1/offers/AST-LUCE-ORARIA', { query: { useExtKey: 'true' } }],
    ['consumptions', 'GET', '/Erp/v1/consumptions', { query: { supplyKey: String(ids.supplyKey) } }],
    ['readings', 'GET', '/Erp/v1/readings', { query: { supplyKey: String(ids.supplyKey) } }],
    ['other readings', 'GET', '/Erp/v1/readings', { query: { supplyKey: String(ids.otherSupplyKey) } }],
    [
      'reading window',
      'GET',
      '/Erp/v1/metering/readingWindow',
      { query: { supplyKey: String(ids.supplyKey) } },
    ],
    [
      'other reading window',
      'GET',
      '/Erp/v1/metering/readingWindow',
      { query: { supplyKey: String(ids.otherSupplyKey) } },
    ],
    [
      'meter group',
      'GET',
      '/Erp/v1/metering/describeMeterGroup',
      { query: { supplyKey: String(ids.supplyKey) } },
    ],
    [
      'self-reading',
      'POST',
      '/Erp/v1/metering/insertReadings',
      { body: { insertReadingsRequest: { supplyKey: ids.supplyKey, value: '99999' } } },
    ],
    [
      'other self-reading',
      'POST',
      '/Erp/v1/metering/insertReadings',
      { body: { insertReadingsRequest: { supplyKey: ids.otherSupplyKey, value: '99999' } } },
    ],
    ['PUN quotations', 'GET', '/Erp/v1/quotations', {}],
    ['proposals', 'GET', '/Erp/v1/proposals', {}],
    ['proposal', 'GET', `/Erp/v1/proposals/${ids.proposalId}`, {}],
    ['proposal rules', 'GET', `/Erp/v1/proposals/${ids.proposalId}/check-rules`, {}],
    ['other proposal', 'GET', `/Erp/v1/proposals/${ids.otherProposalId}`, {}],
    [
      'answer another proposal',
      'PUT',
      '/Erp/v1/proposals',
      { body: { updateProposalRequest: { id: ids.otherProposalId, actionSelected: 'Rifiutata' } } },
    ],
    ['invoices', 'GET', '/Erp/v1/invoices', {}],
    ['requests', 'GET', '/Erp/v1/requests', {}],
  ];

  /** Calls every Erp call and returns the names of those that did not answer 403. */
  const notForbidden = async (session: string): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const [name, method, url, opts] of everyCall()) {
      const res = await t().request(method, url, { session, ...opts });
      if (res.statusCode !== 403) out[name] = res.statusCode;
      else expect(res.json().error.code).toEqual(expect.any(String));
    }
    return out;
  };

  it('self-reading link (module 7): its supply, reading window, meter group, readings and self-reading only', async () => {
    const guest = await guestSession(DEMO_LINKS.selfReading.id, DEMO_LINKS.selfReading.hashCode);
    expect(await notForbidden(guest)).toEqual({
      'supply by id': 200,
      'supply by key': 200,
      readings: 200,
      'reading window': 200,
      'meter group': 200,
      // Reaches the rules: the electricity meter is read remotely, so no self-reading (400).
      'self-reading': 400,
    });
    const supply = await t().request('GET', `/Erp/v1/supplies/${ids.supplyId}`, { session: guest });
    expect(supply.json().getSupplyResponse).toMatchObject({ id: ids.supplyId, key: ids.supplyKey });
    const window = await t().request('GET', '/Erp/v1/metering/readingWindow', {
      session: guest,
      query: { supplyKey: String(ids.supplyKey) },
    });
    expect(window.json().readingWindowResponse.supplyKey).toBe(ids.supplyKey);
  });

  it('PUN link (module 9): the PUN quotations only', async () => {
    const guest = await guestSession(DEMO_LINKS.pun.id, DEMO_LINKS.pun.hashCode);
    expect(await notForbidden(guest)).toEqual({ 'PUN quotations': 200 });
    const pun = await t().request('GET', '/Erp/v1/quotations', { session: guest });
    expect(pun.json().getQuotationsResponse).toMatchObject({ type: 'PUN' });
  });

  it('message and survey links (modules 4 and 6): no Erp data at all', async () => {
    for (const link of [DEMO_LINKS.message, DEMO_LINKS.survey]) {
      const guest = await guestSession(link.id, link.hashCode);
      expect(await notForbidden(guest)).toEqual({});
    }
  });

  it('proposal link (module 8): that proposal, its rules and its answer only', async () => {
    const link = await createLink(t().db, {
      companyCode: 'ast',
      moduleId: 8,
      entityKey: String(ids.proposalId),
      customerId: Number(ids.customerId),
      ttlMinutes: 60,
    });
    const guest = await guestSession(link.id, link.hashCode);
    expect(await notForbidden(guest)).toEqual({ proposal: 200, 'proposal rules': 200 });
    const proposal = await t().request('GET', `/Erp/v1/proposals/${ids.proposalId}`, { session: guest });
    expect(proposal.json().getProposalResponse).toMatchObject({ id: ids.proposalId, actionSelected: null });
    const answer = await t().request('PUT', '/Erp/v1/proposals', {
      session: guest,
      body: { updateProposalRequest: { id: ids.proposalId, actionSelected: 'Accettata' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().updateProposalResponse).toMatchObject({
      id: ids.proposalId,
      actionSelected: 'Accettata',
    });
    // The other proposal was left alone.
    const other = await t()
      .db.selectFrom('proposals')
      .select('action_selected')
      .where('id', '=', Number(ids.otherProposalId))
      .executeTakeFirstOrThrow();
    expect(other.action_selected).toBeNull();
  });

  it('the same calls succeed for the logged-in owner (the table is not vacuous)', async () => {
    const owner = await t().login('demo.ast');
    const allowed = await notForbidden(owner);
    for (const name of ['customers', 'contracts', 'supplies', 'other supply', 'consumptions', 'proposals'])
      expect(allowed[name]).toBe(200);
  });
});
