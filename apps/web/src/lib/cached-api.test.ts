import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupplies } from '@sportello/contract/endpoints';
import { ApiError } from './api-client';
import { cachedCall, cacheKey } from './cached-api';
import { CACHE_DB_NAME, clearAll, get, resetForTests } from './secure-cache';
import { jsonAnswer, memoryStorage } from '../testing/memory-storage';

const supplies = { supplies: [{ id: 11, key: 'SUP-11', nickname: 'Casa' }], total: 1 };

/** One answer of the network for the supplies, kept (encrypted) once the call is over. */
async function keepSuppliesAnswer() {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getSuppliesResponse: supplies })));
  await cachedCall('contracts', getSupplies);
  await vi.waitFor(async () => expect(await get('contracts', '7|/Erp/v1/supplies')).toBeDefined());
}

async function deleteDb() {
  resetForTests();
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(CACHE_DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}

describe('cachedCall', () => {
  beforeEach(async () => {
    await deleteDb();
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('user', JSON.stringify({ id: 7, username: 'demo.ast' }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteDb();
  });

  it('returns the network answer and keeps it encrypted under the user, path and query', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(200, { getSuppliesResponse: supplies })));
    const result = await cachedCall('contracts', getSupplies, { query: { customerKey: 'C1' } });
    expect(result).toEqual(supplies);
    await vi.waitFor(async () =>
      expect(await get('contracts', '7|/Erp/v1/supplies?customerKey=C1')).toEqual(supplies),
    );
  });

  it('serves the last answer when the network fails (status 0)', async () => {
    await keepSuppliesAnswer();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await cachedCall('contracts', getSupplies, { silent: true })).toEqual(supplies);
  });

  it('online, a dropped connection is tried once more: the fresh answer, not the kept one', async () => {
    await keepSuppliesAnswer();

    const fresh = { supplies: [{ id: 12, key: 'SUP-12', nickname: 'Ufficio' }], total: 1 };
    const fetchOnce = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonAnswer(200, { getSuppliesResponse: fresh }));
    vi.stubGlobal('fetch', fetchOnce);
    expect(await cachedCall('contracts', getSupplies, { silent: true })).toEqual(fresh);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });

  it('offline by the browser’s word, the kept answer at once, without a second try', async () => {
    await keepSuppliesAnswer();

    vi.stubGlobal('navigator', { onLine: false });
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline);
    expect(await cachedCall('contracts', getSupplies, { silent: true })).toEqual(supplies);
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('never masks a server error with old data', async () => {
    await keepSuppliesAnswer();

    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonAnswer(403, { error: { code: 'forbidden', message: 'Non autorizzato' } })),
    );
    await expect(cachedCall('contracts', getSupplies, { silent: true })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('fails as before when offline with nothing cached, and after logout cleared the cache', async () => {
    await keepSuppliesAnswer();
    await clearAll();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = cachedCall('contracts', getSupplies, { silent: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });

  it('keeps users apart and ignores the order and empty values of the query', () => {
    expect(cacheKey('/Erp/v1/supplies', { b: 2, a: 1, c: undefined, d: '' })).toBe(
      '7|/Erp/v1/supplies?a=1&b=2',
    );
    localStorage.setItem('user', JSON.stringify({ id: 8, username: 'demo.ast.azienda' }));
    expect(cacheKey('/Erp/v1/supplies')).toBe('8|/Erp/v1/supplies');
    localStorage.removeItem('user');
    expect(cacheKey('/Erp/v1/supplies')).toBe('|/Erp/v1/supplies');
  });
});
