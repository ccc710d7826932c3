/** One page this run of the app has shown: the router's location key and the route name. */
export interface BackStackEntry {
  key: string;
  name: string | null;
}

export type NavigationKind = 'PUSH' | 'POP' | 'REPLACE';

/**
 * The app's own record of its history (the browser does not tell what lies behind the current
 * page): a push adds a page, a replace (a redirect) swaps the current one, going back drops what
 * lay after the page returned to. The same location again (its route became known) updates it.
 */
export function nextBackStack(
  stack: readonly BackStackEntry[],
  entry: BackStackEntry,
  kind: NavigationKind,
): BackStackEntry[] {
  const top = stack[stack.length - 1];
  if (top?.key === entry.key) return [...stack.slice(0, -1), entry];
  if (kind === 'REPLACE' && top) return [...stack.slice(0, -1), entry];
  if (kind === 'POP') {
    const at = stack.findIndex((e) => e.key === entry.key);
    if (at >= 0) return [...stack.slice(0, at), entry];
  }
  return [...stack, entry];
}
