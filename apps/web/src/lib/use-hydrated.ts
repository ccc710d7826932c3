import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates HTML prerendered there, true afterwards
 * (and from the first render when nothing is hydrated). What only the browser knows (cookies,
 * storage) waits for it, so the first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
