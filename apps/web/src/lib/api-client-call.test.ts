import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Customer, DoLoginResponse, Session } from '@sportello/contract';
import type { getDelegationRequest } from '@sportello/contract/endpoints';
import { createNewSession, doLogin, getCustomer, getSupplies } from '@sportello/contract/endpoints';
import { call, callRaw, endpointPath, type CallArgs } from './api-client';

type Sent = { url: string; method: string; body?: string };

function answer(body: unknown, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('endpointPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointPath('/a/{id}/b/{workflowId}', { id: 7, workflowId: 'x/y z' })).toBe('/a/7/b/x%2Fy%20z');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath('/a/{id}', {})).toThrow('missing path parameter id');
  });
});

describe('call', () => {
  it('sends the endpoint method, full path and query, and unwraps the named response', async () => {
    const sent = answer({ getSuppliesResponse: { supplies: [], total: 0 } });
    const page = await call(getSupplies, { query: { customerKey: 'AST0001001', pagingTake: 5 } });
    expect(page).toEqual({ supplies: [], total: 0 });
    expect(sent).toEqual([
      {
        url: '/services/rest/portalapi/Erp/v1/supplies?customerKey=AST0001001&pagingTake=5',
        method: 'GET',
        body: undefined,
      },
    ]);
    expectTypeOf(page.total).toEqualTypeOf<number>();
  });

  it('fills path parameters', async () => {
    const sent = answer({ getCustomerResponse: { id: 3 } });
    const customer = await call(getCustomer, { params: { id: 3 }, silent: true });
    expect(sent[0]!.url).toBe('/services/rest/portalapi/Erp/v1/customers/3');
    expectTypeOf(customer).toEqualTypeOf<Customer>();
  });

  it('sends the named request body as JSON', async () => {
    const sent = answer({ createNewSessionResponse: { sessionId: 's1' } }, 201);
    const created = await call(createNewSession, {
      body: { createNewSessionRequest: { company: 'ast', locale: 'it' } },
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/services/rest/portalapi/Core/v1/sessions' });
    expect(JSON.parse(sent[0]!.body!)).toEqual({ createNewSessionRequest: { company: 'ast', locale: 'it' } });
    expect(created.sessionId).toBe('s1');
    expectTypeOf(created).toEqualTypeOf<Session>();
  });

  it('callRaw keeps the whole body (an answer that is not a named response)', async () => {
    answer({ doLoginFailed: { message: 'no' } });
    const body = await callRaw(doLogin, { body: { doLoginRequest: { username: 'u', password: 'p' } } });
    expect(body).toEqual({ doLoginFailed: { message: 'no' } });
    expectTypeOf(body).toEqualTypeOf<DoLoginResponse>();
  });

  it('types what each endpoint needs', () => {
    // A path parameter or a body makes the input required; neither, optional.
    expectTypeOf<CallArgs<typeof getSupplies>>().toEqualTypeOf<
      [input?: Parameters<typeof call<typeof getSupplies>>[1]]
    >();
    expectTypeOf<Parameters<typeof call<typeof getDelegationRequest>>[1]>()
      .toHaveProperty('params')
      .toEqualTypeOf<{ workflowId: string | number }>();
    // @ts-expect-error the body of a login is a doLoginRequest
    void (() => call(doLogin, { body: { username: 'u', password: 'p' } }));
    // @ts-expect-error a customer needs its id
    void (() => call(getCustomer));
  });
});
