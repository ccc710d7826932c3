import { useSyncExternalStore } from 'react';

/**
 * Whether the screen shows data read from the encrypted cache because the network did not answer
 * (cached-api.ts), and since when that data dates: the offline banner's date (issue 24). The
 * oldest date of what is shown wins; the first answer from the network clears it.
 */
let savedAt: number | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A cached answer stood in for the network: its date. */
export function showingCachedData(date: number): void {
  if (savedAt !== null && savedAt <= date) return;
  savedAt = date;
  emit();
}

/** The network answered (or the user changed): nothing shown comes from the cache any more. */
export function showingNetworkData(): void {
  if (savedAt === null) return;
  savedAt = null;
  emit();
}

export function cachedDataDate(): number | null {
  return savedAt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The date of the cached data on screen, or null when it all came from the network. */
export function useCachedDataDate(): number | null {
  return useSyncExternalStore(subscribe, cachedDataDate, () => null);
}
