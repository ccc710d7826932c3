/**
 * Encrypted local cache (spec section 7): responses of invoice, supply and contract calls in the
 * IndexedDB store `contracts`, the module list, the session and the customer in the store
 * `session`, the bill PDFs the customer opened in the store `documents` (issue 24: what the
 * portal shows offline; never in Cache Storage, which is not encrypted). Values are encrypted with
 * AES-GCM under a key generated once per browser and kept non-extractable in IndexedDB: script
 * can use it, nobody can read it out. Everything is cleared at logout (`clearAll`).
 *
 * The cache is an optimisation: every failure (no IndexedDB, private mode, a tampered record)
 * behaves as a miss and never throws at the caller.
 */

export const CACHE_DB_NAME = 'sportello-cache';
/** 2: the store `documents` (issue 24); an upgrade adds the missing stores, keeps the rest. */
const DB_VERSION = 2;
const KEY_STORE = 'keys';
const KEY_ID = 'aes-gcm';

export const CACHE_STORES = ['contracts', 'session', 'documents'] as const;
export type CacheStore = (typeof CACHE_STORES)[number];

interface EncryptedRecord {
  iv: Uint8Array;
  data: ArrayBuffer;
  savedAt: number;
}

let dbPromise: Promise<IDBDatabase> | null = null;
let keyPromise: Promise<CryptoKey> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(CACHE_DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      for (const name of [KEY_STORE, ...CACHE_STORES]) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab upgrading or deleting the database: let it, and reopen next time.
      db.onversionchange = () => {
        db.close();
        dbPromise = null;
        keyPromise = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
  }).catch((error) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** The browser's AES-GCM key: read from IndexedDB, or generated (non-extractable) and stored. */
function cacheKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const db = await openDb();
    const existing = await request<CryptoKey | undefined>(
      db.transaction(KEY_STORE).objectStore(KEY_STORE).get(KEY_ID),
    );
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const tx = db.transaction(KEY_STORE, 'readwrite');
    // add(), not put(): if another tab stored its key first, this fails and we read theirs.
    tx.objectStore(KEY_STORE).add(key, KEY_ID);
    try {
      await done(tx);
      return key;
    } catch {
      const stored = await request<CryptoKey | undefined>(
        db.transaction(KEY_STORE).objectStore(KEY_STORE).get(KEY_ID),
      );
      if (!stored) throw new Error('no cache key');
      return stored;
    }
  })().catch((error) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

/** Additional authenticated data: a record only decrypts under the store and key it was put at. */
function aad(store: CacheStore, key: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${store}\u0000${key}`);
}

/** Stores `value` (anything JSON can represent) encrypted under `store`/`key`. */
export async function put(store: CacheStore, key: string, value: unknown): Promise<void> {
  try {
    const cryptoKey = await cacheKey();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aad(store, key) },
      cryptoKey,
      plain,
    );
    const db = await openDb();
    const tx = db.transaction(store, 'readwrite');
    const record: EncryptedRecord = { iv, data, savedAt: Date.now() };
    tx.objectStore(store).put(record, key);
    await done(tx);
  } catch {
    // A cache that cannot write is simply empty.
  }
}

/**
 * Reads and decrypts `store`/`key`; undefined when absent, older than `maxAgeMs` (if given), or
 * not decryptable (key changed, record tampered with).
 */
export async function get<T = unknown>(
  store: CacheStore,
  key: string,
  options: { maxAgeMs?: number } = {},
): Promise<T | undefined> {
  return (await getEntry<T>(store, key, options))?.value;
}

/** As `get`, with the time the value was saved (the offline banner's date). */
export async function getEntry<T = unknown>(
  store: CacheStore,
  key: string,
  options: { maxAgeMs?: number } = {},
): Promise<{ value: T; savedAt: number } | undefined> {
  try {
    const db = await openDb();
    const record = await request<EncryptedRecord | undefined>(
      db.transaction(store).objectStore(store).get(key),
    );
    if (!record) return undefined;
    if (options.maxAgeMs !== undefined && Date.now() - record.savedAt > options.maxAgeMs) return undefined;
    const cryptoKey = await cacheKey();
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(record.iv), additionalData: aad(store, key) },
      cryptoKey,
      record.data,
    );
    return { value: JSON.parse(new TextDecoder().decode(plain)) as T, savedAt: record.savedAt };
  } catch {
    return undefined;
  }
}

/** Removes one entry. */
export async function remove(store: CacheStore, key: string): Promise<void> {
  try {
    const db = await openDb();
    const tx = db.transaction(store, 'readwrite');
    tx.objectStore(store).delete(key);
    await done(tx);
  } catch {
    // Nothing to remove.
  }
}

/**
 * Logout: empties every store and discards the key, so that anything left behind by a failed
 * clear can never be decrypted again; the next `put` generates a fresh key.
 */
export async function clearAll(): Promise<void> {
  try {
    const db = await openDb();
    const tx = db.transaction([KEY_STORE, ...CACHE_STORES], 'readwrite');
    for (const name of [KEY_STORE, ...CACHE_STORES]) tx.objectStore(name).clear();
    keyPromise = null;
    await done(tx);
  } catch {
    keyPromise = null;
  }
}

/** Tests only: forget the open connection (after the database was deleted). */
export function resetForTests(): void {
  dbPromise?.then((db) => db.close()).catch(() => undefined);
  dbPromise = null;
  keyPromise = null;
}
