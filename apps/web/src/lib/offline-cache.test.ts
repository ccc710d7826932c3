import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocuments, getSupplies } from '@sportello/contract/endpoints';
import { offlineBannerText } from '@sportello/domain/offline';
import { cachedCall } from './cached-api';
import { cachedDataDate } from './offline-data';
import { purgeOfflineData } from './offline-purge';
import { rememberedSession, rememberSession } from './offline-session';
import { CACHE_DB_NAME, get, getEntry, resetForTests } from './secure-cache';
import type { Session } from '@sportello/contract';
import { jsonAnswer, memoryStorage } from '../testing/memory-storage';

/**
 * Issue 24: the bill PDFs a customer opened stay readable offline through the encrypted cache
 * (store `documents`), the banner learns the date of what it shows, nothing is kept for a
 * logged-out visitor, and logout leaves nothing personal: IndexedDB and Cache Storage.
 */

/** A tiny PDF as the API sends it: base64 in JSON. */
const PDF_TEXT = '%PDF-1.4 Bolletta F-2025-001 di Mario Rossi';
const pdf = {
  data: Buffer.from(PDF_TEXT).toString('base64'),
  fileName: 'bolletta-F-2025-001.pdf',
  contentType: 'application/pdf',
};
const pdfQuery = { archiviationKey: 'ARCH-1', documentType: 'Invoice' } as const;
const PDF_KEY = '7|/Erp/v1/documents?archiviationKey=ARCH-1&documentType=Invoice';

function rawRecords(store: string): Promise<{ key: IDBValidKey; value: { data: ArrayBuffer } }[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(CACHE_DB_NAME);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        resolve([]);
        return;
      }
      const tx = db.transaction(store);
      const keys = tx.objectStore(store).getAllKeys();
      const values = tx.objectStore(store).getAll();
      tx.oncomplete = () => {
        db.close();
        resolve(keys.result.map((key, i) => ({ key, value: values.result[i] as { data: ArrayBuffer } })));
      };
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  });
}

async function deleteDb() {
  resetForTests();
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(CACHE_DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}

/** Cache Storage as the browser has it, in memory: names and whether each was deleted. */
function memoryCaches(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    api: {
      keys: vi.fn(async () => [...kept]),
      delete: vi.fn(async (name: string) => kept.delete(name)),
    },
  };
}

const offline = () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

describe('the offline cache of bills and PDFs', () => {
  beforeEach(async () => {
    await deleteDb();
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('user', JSON.stringify({ id: 7, username: 'demo.ast' }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await purgeOfflineData();
    await deleteDb();
  });

  it('keeps an opened PDF encrypted in the store documents and gives it back offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getDocumentsResponse: pdf })));
    expect(await cachedCall('documents', getDocuments, { query: pdfQuery })).toEqual(pdf);
    await vi.waitFor(async () => expect(await get('documents', PDF_KEY)).toEqual(pdf));

    // Ciphertext only: neither the base64 nor the customer's name can be read in IndexedDB.
    const [record] = await rawRecords('documents');
    const stored = new TextDecoder().decode(new Uint8Array(record!.value.data));
    expect(stored).not.toContain(pdf.data);
    expect(stored).not.toContain('Mario Rossi');

    offline();
    const again = await cachedCall('documents', getDocuments, { query: pdfQuery, silent: true });
    expect(Buffer.from(again.data, 'base64').toString()).toBe(PDF_TEXT);
  });

  it('tells the banner the date of the cached data it shows, and forgets it once online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getDocumentsResponse: pdf })));
    await cachedCall('documents', getDocuments, { query: pdfQuery });
    await vi.waitFor(async () => expect(await getEntry('documents', PDF_KEY)).toBeDefined());
    const { savedAt } = (await getEntry('documents', PDF_KEY))!;

    offline();
    await cachedCall('documents', getDocuments, { query: pdfQuery, silent: true });
    expect(cachedDataDate()).toBe(savedAt);
    expect(offlineBannerText(savedAt)).toMatch(
      /^Sei offline: dati del \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}$/,
    );

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getDocumentsResponse: pdf })));
    await cachedCall('documents', getDocuments, { query: pdfQuery });
    expect(cachedDataDate()).toBeNull();
  });

  it('keeps nothing for a logged-out visitor, and serves nothing offline to one', async () => {
    localStorage.removeItem('user');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonAnswer(200, { getSuppliesResponse: { supplies: [], total: 0 } })),
    );
    await cachedCall('contracts', getSupplies);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rawRecords('contracts')).toEqual([]);
    offline();
    await expect(cachedCall('contracts', getSupplies, { silent: true })).rejects.toMatchObject({ status: 0 });
  });

  it('keeps the logged-in session for a start without network, never an anonymous one', async () => {
    const user = { id: 7, username: 'demo.ast' } as Session['user'];
    const session = { sessionId: 'S-1', company: 'ast', user } as unknown as Session;
    await rememberSession(session);
    expect(await rememberedSession('S-1')).toEqual(session);
    expect(await rememberedSession('S-2')).toBeUndefined();
    await rememberSession({ sessionId: 'S-3', company: 'ast', user: null } as unknown as Session);
    expect(await rememberedSession('S-3')).toBeUndefined();
  });

  it('logout purges every store, the key and every cache but the app shell', async () => {
    const storage = memoryCaches(['workbox-precache-v2-http://localhost/', 'some-runtime-cache']);
    vi.stubGlobal('caches', storage.api);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getDocumentsResponse: pdf })));
    await cachedCall('documents', getDocuments, { query: pdfQuery });
    await rememberSession({ sessionId: 'S-1', company: 'ast', user: { id: 7 } } as unknown as Session);
    await vi.waitFor(async () => expect(await get('documents', PDF_KEY)).toBeDefined());

    await purgeOfflineData();

    for (const store of ['documents', 'contracts', 'session', 'keys'])
      expect(await rawRecords(store)).toEqual([]);
    expect([...storage.kept]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(cachedDataDate()).toBeNull();
    offline();
    await expect(
      cachedCall('documents', getDocuments, { query: pdfQuery, silent: true }),
    ).rejects.toMatchObject({ status: 0 });
  });
});
