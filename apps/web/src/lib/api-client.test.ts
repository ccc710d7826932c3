import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNewSession,
  executeWorkflowTask,
  getCustomer,
  getDelegations,
  getModules,
  getProposal,
  getSupplies,
  revokeDelegation,
  updateUser,
} from '@sportello/contract/endpoints';
import {
  ApiError,
  asList,
  awaitSessionStart,
  callRaw,
  setHttpErrorListener,
  unwrapNamed,
} from './api-client';

describe('named responses and lists', () => {
  it.each([
    [{ getSuppliesResponse: { supplies: [] } }, { supplies: [] }],
    [{ doLoginFailed: { message: 'x' } }, { doLoginFailed: { message: 'x' } }],
    [
      { a: 1, bResponse: 2 },
      { a: 1, bResponse: 2 },
    ],
    [
      [1, 2],
      [1, 2],
    ],
  ])('unwraps %j', (body, expected) => {
    expect(unwrapNamed(body)).toEqual(expected);
  });

  it.each([
    [undefined, []],
    [null, []],
    [{ id: 1 }, [{ id: 1 }]],
    [
      [{ id: 1 }, { id: 2 }],
      [{ id: 1 }, { id: 2 }],
    ],
  ])('normalises %j to a list', (value, expected) => {
    expect(asList(value)).toEqual(expected);
  });
});

describe('stale 401 answers', () => {
  const unauthorized = () =>
    new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'x' } }), { status: 401 });

  afterEach(() => {
    setHttpErrorListener(undefined);
    vi.unstubAllGlobals();
  });

  it('does not notify the shell about a 401 for a session replaced while the request was in flight', async () => {
    const store = new Map<string, string>([['sessionId', 'old-session']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const seen: number[] = [];
    setHttpErrorListener((error) => seen.push(error.status));

    vi.stubGlobal('fetch', async () => {
      store.set('sessionId', 'new-session'); // login finished while this request was out
      return unauthorized();
    });
    await expect(callRaw(getSupplies)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);

    vi.stubGlobal('fetch', async () => unauthorized());
    await expect(callRaw(getSupplies)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([401]);
  });
});

describe('quiet statuses', () => {
  afterEach(() => {
    setHttpErrorListener(undefined);
    vi.unstubAllGlobals();
  });

  it('keeps the statuses the caller shows itself from the shell, and only those', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    const seen: number[] = [];
    setHttpErrorListener((error) => seen.push(error.status));
    for (const status of [404, 401, 500]) {
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(JSON.stringify({ error: { code: 'x', message: 'Proposta non trovata' } }), { status }),
      );
      await expect(callRaw(getProposal, { params: { id: 1 }, quiet: [404] })).rejects.toMatchObject({
        status,
      });
    }
    expect(seen).toEqual([401, 500]);
  });
});

describe('a first visit creating its session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds every other request until the session exists, then sends its id', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const sent: { path: string; session: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ path: url, session: new Headers(init.headers).get('X-Session-Id') });
      return new Response('{}', { status: 200 });
    });
    let finish!: () => void;
    const creating = new Promise<void>((resolve) => (finish = resolve));
    awaitSessionStart(creating);

    const modules = callRaw(getModules);
    await callRaw(createNewSession, { body: { createNewSessionRequest: { company: 'ast', locale: 'it' } } });
    expect(sent.map((r) => r.path)).toEqual(['/services/rest/portalapi/Core/v1/sessions']);

    store.set('sessionId', 'new-session');
    finish();
    await modules;
    expect(sent[1]).toEqual({ path: '/services/rest/portalapi/Core/v1/modules', session: 'new-session' });
  });

  it('lets requests go when the creation failed (they answer for themselves)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
    awaitSessionStart(Promise.reject(new Error('offline')));
    await expect(callRaw(getModules)).resolves.toEqual({});
  });
});

describe('a body cut short', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is no answer (status 0), as a request that never arrived: the page was being left', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    const cutShort = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"getCustomerResponse":'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', async () => new Response(cutShort, { status: 200 }));
    const error = await callRaw(getCustomer, { params: { id: 14 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});

describe('a rotated session id (issue 18: every privilege change)', () => {
  afterEach(() => {
    setHttpErrorListener(undefined);
    vi.unstubAllGlobals();
  });

  const stubStorage = (initial: string) => {
    const store = new Map<string, string>([['sessionId', initial]]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    return store;
  };
  const answer = (status: number, headers: Record<string, string>) =>
    new Response(JSON.stringify(status < 400 ? { ok: true } : { error: { code: 'x', message: 'x' } }), {
      status,
      headers,
    });

  it('adopts the X-Session-Id of an answer, and sends it on the next request', async () => {
    const store = stubStorage('old-session');
    const sent: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)['X-Session-Id']);
      return answer(200, sent.length === 1 ? { 'X-Session-Id': 'rotated-session' } : {});
    });
    await callRaw(executeWorkflowTask, {
      body: {
        workflowTaskExecuteRequest: { workflowId: 'w1', taskName: 'confirm-delegation', reply: 'refuse' },
      },
    });
    expect(store.get('sessionId')).toBe('rotated-session');
    await callRaw(getDelegations);
    expect(sent).toEqual(['old-session', 'rotated-session']);
  });

  it('adopts it from an error answer too, but never over a session replaced meanwhile', async () => {
    const store = stubStorage('old-session');
    vi.stubGlobal('fetch', async () => answer(409, { 'X-Session-Id': 'rotated-session' }));
    await expect(
      callRaw(revokeDelegation, { body: { revokeDelegationRequest: { delegateId: 1, customerId: 2 } } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(store.get('sessionId')).toBe('rotated-session');

    // A logout or login replaced the session while this request was out: keep the newer one.
    vi.stubGlobal('fetch', async () => {
      store.set('sessionId', 'logged-in-session');
      return answer(200, { 'X-Session-Id': 'late-rotation' });
    });
    await callRaw(updateUser, { body: { updateUserRequest: { id: 1 } } });
    expect(store.get('sessionId')).toBe('logged-in-session');
  });
});
