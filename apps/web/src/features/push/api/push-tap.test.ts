import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Customer, Invoice, Link, Session } from '@sportello/contract';
import { runPushTap, takePushAfterLogin, type PushTapCalls, type PushTapContext } from './push-tap';

/** sessionStorage for the node test environment. */
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

function link(moduleId: number, extra: Partial<Link> = {}): Link {
  return {
    id: 77,
    module: { id: moduleId },
    entityKey: null,
    additionalParams: '{}',
    item: {},
    customerId: 11,
    ...extra,
  } as Link;
}

function setup(opts: { loggedIn: boolean; link: Link; invoice?: Partial<Invoice>; failLink?: boolean }) {
  const log: string[] = [];
  const ctx: PushTapContext = {
    company: 'ast',
    loggedIn: opts.loggedIn,
    sessionActive: true,
    refresh: async () => void log.push('refresh'),
    adoptSession: (s) => void log.push(`adopt:${s.guest ? 'guest' : 'anon'}`),
    loadCustomer: async (id) => {
      log.push(`customer:${id}`);
      return { id } as Customer;
    },
    selectCustomer: (c) => void log.push(`select:${c.id}`),
    setBusy: (on) => void log.push(`busy:${on}`),
    navigate: (path) => void log.push(`go:${path}`),
    wait: async (ms) => void log.push(`wait:${ms}`),
    openInvoiceDocument: async (i) => void log.push(`open-document:${i.key}`),
  };
  const calls: PushTapCalls = {
    createLinkSession: async (_company, l) => {
      log.push(`link-session:${l.linkId}`);
      return { guest: opts.link.module.id >= 4, user: null } as unknown as Session;
    },
    readLink: async (id, hash) => {
      log.push(`read-link:${id}:${hash}`);
      if (opts.failLink) throw new Error('410');
      return opts.link;
    },
    readNotification: async (id, mn) => void log.push(`read-notification:${id}:${mn}`),
    readInvoiceByKey: async (key) => {
      log.push(`invoice:${key}`);
      return { id: 500, key, invoiceTypeCode: 1, contract: { customerId: 12 }, ...opts.invoice } as Invoice;
    },
  };
  return { log, ctx, calls };
}

const payload = {
  mn_message_id: 'mn-9',
  'link.id': '77',
  'link.hashCode': 'Hash77',
  'notification.id': '9',
  'customer.id': '11',
};

describe('push tap', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('logged in, module 4: refreshes, reads the notification and the link, opens the message with isPush=1', async () => {
    const { log, ctx, calls } = setup({ loggedIn: true, link: link(4) });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log).toEqual([
      'busy:true',
      'refresh',
      'read-notification:9:mn-9',
      'read-link:77:Hash77',
      'customer:11',
      'select:11',
      'go:/messages/9?isPush=1',
      'busy:false',
    ]);
    expect(storage.getItem('redirectPush')).toBe('1');
  });

  it('logged in, a push without link hash (issue 18): the link read by id with the session, the message opens', async () => {
    const { log, ctx, calls } = setup({ loggedIn: true, link: link(4) });
    const { 'link.hashCode': _hash, ...noHash } = payload;
    expect(await runPushTap(noHash, ctx, calls)).toBe(true);
    expect(log).toEqual([
      'busy:true',
      'refresh',
      'read-notification:9:mn-9',
      'read-link:77:undefined',
      'customer:11',
      'select:11',
      'go:/messages/9?isPush=1',
      'busy:false',
    ]);
  });

  it('logged out, a push without link hash: the login first, then the tap continues', async () => {
    const { 'link.hashCode': _hash, ...noHash } = payload;
    const out = setup({ loggedIn: false, link: link(4) });
    expect(await runPushTap(noHash, out.ctx, out.calls)).toBe(true);
    expect(out.log).toEqual(['busy:true', 'go:/login', 'busy:false']);
    expect(storage.getItem('redirectPush')).toBeNull();
    // After the login the kept tap runs once, with the logged-in session.
    const kept = takePushAfterLogin();
    expect(kept).toEqual(noHash);
    expect(takePushAfterLogin()).toBeNull();
    const back = setup({ loggedIn: true, link: link(4) });
    expect(await runPushTap(kept, back.ctx, back.calls)).toBe(true);
    expect(back.log).toContain('read-link:77:undefined');
    expect(back.log).toContain('go:/messages/9?isPush=1');
  });

  it('as guest, module 4: a guest link session, then the message with isPush=1&isGuest=1', async () => {
    const { log, ctx, calls } = setup({ loggedIn: false, link: link(4) });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log.slice(0, 5)).toEqual([
      'busy:true',
      'refresh',
      'link-session:77',
      'adopt:guest',
      'read-notification:9:mn-9',
    ]);
    expect(log).toContain('go:/messages/9?isPush=1&isGuest=1');
    expect(storage.getItem('linked')).toBe('1');
  });

  it.each([
    [true, ['go:/supplies', 'wait:500', 'go:/supplies/31/autolettura?isPush=1']],
    [false, ['wait:500', 'go:/supplies/31/autolettura?isPush=1&isGuest=1']],
  ])(
    'module 7 (logged in %s): the supply customer, the tab, 500 ms, the self-reading',
    async (loggedIn, tail) => {
      const { log, ctx, calls } = setup({
        loggedIn,
        link: link(7, { item: { supply: { id: 31, contract: { customerId: 13 } } } } as Partial<Link>),
      });
      expect(await runPushTap(payload, ctx, calls)).toBe(true);
      expect(log).toContain('select:13');
      expect(log.slice(-tail.length - 1, -1)).toEqual(tail);
    },
  );

  it.each([
    [8, { item: { proposal: { id: 41 } } }, true, '/proposals/41?isPush=1'],
    [8, { item: { proposal: { id: 41 } } }, false, '/proposals/41?isPush=1&isGuest=1'],
    [9, {}, true, '/pun?isPush=1'],
    [9, {}, false, '/pun?isPush=1&isGuest=1'],
  ])('module %i (logged in %s) goes to %s', async (moduleId, extra, loggedIn, path) => {
    const { log, ctx, calls } = setup({ loggedIn, link: link(moduleId, extra as Partial<Link>) });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log).toContain(`go:${path}`);
  });

  it('logged in, module 1: the invoice read by its key, its customer loaded, the list on it with isPush=1', async () => {
    const { log, ctx, calls } = setup({ loggedIn: true, link: link(1, { entityKey: 'F-2026-1' }) });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log.slice(-5)).toEqual([
      'invoice:F-2026-1',
      'customer:12',
      'select:12',
      'go:/invoices-list?invoiceId=500&isPush=1',
      'busy:false',
    ]);
  });

  it('logged in, module 1 of a type without list view: its document opens over the dashboard', async () => {
    const { log, ctx, calls } = setup({
      loggedIn: true,
      link: link(1, { entityKey: 'S-7' }),
      invoice: { invoiceTypeCode: 7 },
    });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log.slice(-3)).toEqual(['go:/dashboard', 'open-document:S-7', 'busy:false']);
  });

  it('logged out, module 1: the invoice is kept for after the login, which opens', async () => {
    const { log, ctx, calls } = setup({ loggedIn: false, link: link(1, { entityKey: 'F-2026-1' }) });
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log).toContain('adopt:anon');
    expect(log.at(-2)).toBe('go:/login');
    expect(JSON.parse(storage.getItem('data')!)).toMatchObject({ invoiceKey: 'F-2026-1', company: 'ast' });
  });

  it('fails silently: redirectPush cleared, loading off, no navigation', async () => {
    for (const input of [
      { raw: payload, failLink: true },
      { raw: { 'notification.id': '9' }, failLink: false },
    ]) {
      const { log, ctx, calls } = setup({ loggedIn: true, link: link(4), failLink: input.failLink });
      expect(await runPushTap(input.raw, ctx, calls)).toBe(false);
      expect(log.filter((l) => l.startsWith('go:'))).toEqual([]);
      expect(log.at(-1)).toBe('busy:false');
      expect(storage.getItem('redirectPush')).toBeNull();
    }
  });

  it('a module push taps cannot route (6) fails silently', async () => {
    const { log, ctx, calls } = setup({ loggedIn: true, link: link(6) });
    expect(await runPushTap(payload, ctx, calls)).toBe(false);
    expect(log.filter((l) => l.startsWith('go:'))).toEqual([]);
  });
});

describe('push tap, a customer the guest may not load', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('is left to the link session: the tap still routes', async () => {
    const { log, ctx, calls } = setup({ loggedIn: false, link: link(9) });
    ctx.loadCustomer = async () => {
      throw new Error('403');
    };
    expect(await runPushTap(payload, ctx, calls)).toBe(true);
    expect(log).toContain('go:/pun?isPush=1&isGuest=1');
  });

  it('logged in, a customer that cannot be loaded fails the tap silently', async () => {
    const { log, ctx, calls } = setup({ loggedIn: true, link: link(9) });
    ctx.loadCustomer = async () => {
      throw new Error('403');
    };
    expect(await runPushTap(payload, ctx, calls)).toBe(false);
    expect(log.filter((l) => l.startsWith('go:'))).toEqual([]);
  });
});
