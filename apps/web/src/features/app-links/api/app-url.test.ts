import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Customer, Invoice } from '@sportello/contract';
import { keepInvoiceCsvAddress, runAppUrl, type AppUrlCalls, type AppUrlContext } from './app-url';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

function setup(loggedIn: boolean, invoice: Partial<Invoice> | Error = {}) {
  const log: string[] = [];
  const ctx: AppUrlContext = {
    company: 'ast',
    loggedIn,
    loadCustomer: async (id) => {
      log.push(`customer:${id}`);
      return { id } as Customer;
    },
    selectCustomer: (c) => void log.push(`select:${c.id}`),
    navigate: (path) => void log.push(`go:${path}`),
  };
  const calls: AppUrlCalls = {
    readInvoiceByKey: async (key) => {
      log.push(`invoice:${key}`);
      if (invoice instanceof Error) throw invoice;
      return { id: 300, key, contract: { customerId: 21, multiPodInvoicing: false }, ...invoice } as Invoice;
    },
  };
  return { log, ctx, calls };
}

describe('app URL open', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('a known route goes there, query and hash kept', async () => {
    const { log, ctx, calls } = setup(true);
    expect(await runAppUrl('https://sportello.example.it/supplies/12?x=1#top', ctx, calls)).toBe(true);
    expect(log).toEqual(['go:/supplies/12?x=1#top']);
  });

  it('logged in, a single-supply invoice: invoice, customer, dashboard, then the invoice at #elementsDetail', async () => {
    const { log, ctx, calls } = setup(true);
    expect(await runAppUrl('sportello://app/fatture/AST-F2026-0001', ctx, calls)).toBe(true);
    expect(log).toEqual([
      'invoice:F2026-0001',
      'customer:21',
      'select:21',
      'go:/dashboard',
      'go:/invoice/300#elementsDetail',
    ]);
    expect(storage.getItem('downloadInvoiceCsv')).toBeNull();
  });

  it('logged in, a multi-POD invoice: downloadInvoiceCsv set and the invoice opened', async () => {
    const { log, ctx, calls } = setup(true, {
      contract: { customerId: 21, multiPodInvoicing: true },
    } as Partial<Invoice>);
    expect(await runAppUrl('https://sportello.example.it/fatture/ast-F2026-0002', ctx, calls)).toBe(true);
    expect(log.slice(-2)).toEqual(['go:/dashboard', 'go:/invoice/300']);
    expect(storage.getItem('downloadInvoiceCsv')).toBe('1');
  });

  it('logged out: the action is kept for after the login', async () => {
    const { log, ctx, calls } = setup(false);
    expect(await runAppUrl('https://sportello.example.it/fatture/ast-F2026-0003', ctx, calls)).toBe(true);
    expect(log).toEqual(['go:/login']);
    expect(JSON.parse(storage.getItem('data')!)).toEqual({
      action: 'download_invoice_details_csv',
      company: 'ast',
      invoiceKey: 'F2026-0003',
    });
  });

  it("another brand's invoice, an unreadable one or an unknown address lead nowhere", async () => {
    for (const [url, invoice] of [
      ['https://x.it/fatture/sgr-F1', {}],
      ['https://x.it/fatture/ast-F1', new Error('404')],
      ['https://x.it/sconosciuto/abc', {}],
    ] as const) {
      const { log, ctx, calls } = setup(true, invoice);
      expect(await runAppUrl(url, ctx, calls)).toBe(false);
      expect(log.filter((l) => l.startsWith('go:'))).toEqual([]);
    }
  });

  it("the web's /fatture/ address keeps the action", () => {
    keepInvoiceCsvAddress('http://localhost:8080/fatture/ast-F2026-0004');
    expect(JSON.parse(storage.getItem('data')!)).toMatchObject({ invoiceKey: 'F2026-0004', company: 'ast' });
  });
});
