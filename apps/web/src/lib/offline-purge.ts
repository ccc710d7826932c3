import { showingNetworkData } from './offline-data';
import { clearAll } from './secure-cache';

/** The service worker's precache: the app shell, nothing personal (src/service-worker/sw.ts). */
const SHELL_CACHE = /^workbox-precache/;

/**
 * Logout (issue 24): nothing personal stays in this browser. The encrypted cache is emptied and
 * its key dropped (bills, supplies, PDFs, session, customer), and every Cache Storage cache but the
 * app shell's is deleted (the worker keeps no personal answer there; this also removes any a
 * future runtime cache would hold).
 */
export async function purgeOfflineData(): Promise<void> {
  showingNetworkData();
  await clearAll();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !SHELL_CACHE.test(name)).map((name) => caches.delete(name)));
  } catch {
    // No Cache Storage here (private mode): nothing kept in it either.
  }
}
