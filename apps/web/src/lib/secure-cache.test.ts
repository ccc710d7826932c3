import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_DB_NAME, clearAll, get, put, remove, resetForTests } from './secure-cache';

function rawRecord(store: string, key: string): Promise<{ iv: Uint8Array; data: ArrayBuffer } | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(CACHE_DB_NAME);
    open.onsuccess = () => {
      const db = open.result;
      const req = db.transaction(store).objectStore(store).get(key);
      req.onsuccess = () => {
        db.close();
        resolve(req.result);
      };
      req.onerror = () => reject(req.error);
    };
    open.onerror = () => reject(open.error);
  });
}

function rawPut(store: string, key: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(CACHE_DB_NAME);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(store, 'readwrite');
      tx.objectStore(store).put(value, key);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function deleteDb() {
  resetForTests();
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(CACHE_DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
    req.onblocked = () => resolve();
  });
}

describe('secure-cache', () => {
  beforeEach(deleteDb);
  afterEach(deleteDb);

  it('round-trips values in the contracts and session stores', async () => {
    const invoices = { invoices: [{ id: 1, key: 'F-2025-001', amount: 81.2 }], total: 1 };
    await put('contracts', 'invoices?customerId=7', invoices);
    await put('session', 'modules', [{ key: 'fatt' }, { key: 'pay' }]);
    expect(await get('contracts', 'invoices?customerId=7')).toEqual(invoices);
    expect(await get('session', 'modules')).toEqual([{ key: 'fatt' }, { key: 'pay' }]);
  });

  it('answers undefined for a missing key', async () => {
    expect(await get('contracts', 'nothing-here')).toBeUndefined();
  });

  it('keeps the stores apart', async () => {
    await put('contracts', 'same', 'a contract');
    expect(await get('session', 'same')).toBeUndefined();
  });

  it('stores ciphertext, never the plain JSON', async () => {
    await put('contracts', 'supply/1', { pod: 'IT001E12345678', nickname: 'Casa Roma' });
    const record = await rawRecord('contracts', 'supply/1');
    expect(record).toBeDefined();
    expect(record!.iv.byteLength).toBe(12);
    const bytes = new TextDecoder().decode(new Uint8Array(record!.data));
    expect(bytes).not.toContain('Casa Roma');
    expect(bytes).not.toContain('IT001E12345678');
  });

  it('uses a fresh IV for every write', async () => {
    await put('contracts', 'a', 1);
    const first = await rawRecord('contracts', 'a');
    await put('contracts', 'a', 1);
    const second = await rawRecord('contracts', 'a');
    expect(Array.from(first!.iv)).not.toEqual(Array.from(second!.iv));
  });

  it('keeps the key non-extractable', async () => {
    await put('session', 'modules', []);
    const key = await new Promise<CryptoKey>((resolve) => {
      const open = indexedDB.open(CACHE_DB_NAME);
      open.onsuccess = () => {
        const req = open.result.transaction('keys').objectStore('keys').get('aes-gcm');
        req.onsuccess = () => {
          open.result.close();
          resolve(req.result);
        };
      };
    });
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('treats a tampered record as a miss', async () => {
    await put('contracts', 'invoice/9', { amount: 10 });
    const record = await rawRecord('contracts', 'invoice/9');
    const data = new Uint8Array(record!.data.slice(0));
    data[0] = data[0]! ^ 0xff;
    await rawPut('contracts', 'invoice/9', { ...record, data: data.buffer });
    expect(await get('contracts', 'invoice/9')).toBeUndefined();
  });

  it('does not decrypt a record moved to another key', async () => {
    await put('contracts', 'invoice/1', { amount: 10 });
    const record = await rawRecord('contracts', 'invoice/1');
    await rawPut('contracts', 'invoice/2', record);
    expect(await get('contracts', 'invoice/2')).toBeUndefined();
  });

  it('honours maxAgeMs', async () => {
    await put('session', 'modules', ['fatt']);
    expect(await get('session', 'modules', { maxAgeMs: 60_000 })).toEqual(['fatt']);
    const record = await rawRecord('session', 'modules');
    await rawPut('session', 'modules', { ...record, savedAt: Date.now() - 120_000 });
    expect(await get('session', 'modules', { maxAgeMs: 60_000 })).toBeUndefined();
  });

  it('removes one entry', async () => {
    await put('contracts', 'a', 1);
    await put('contracts', 'b', 2);
    await remove('contracts', 'a');
    expect(await get('contracts', 'a')).toBeUndefined();
    expect(await get('contracts', 'b')).toBe(2);
  });

  it('clearAll empties both stores and discards the key', async () => {
    await put('contracts', 'supplies', [1, 2, 3]);
    await put('session', 'modules', ['fatt']);
    const before = await rawRecord('contracts', 'supplies');
    await clearAll();
    expect(await get('contracts', 'supplies')).toBeUndefined();
    expect(await get('session', 'modules')).toBeUndefined();
    // A record that survived somewhere can no longer be read: the key is new.
    await rawPut('contracts', 'supplies', before);
    expect(await get('contracts', 'supplies')).toBeUndefined();
    // And the cache keeps working afterwards with the new key.
    await put('contracts', 'supplies', [4]);
    expect(await get('contracts', 'supplies')).toEqual([4]);
  });
});
