/** Cheap test, in the initial bundle: does the start address carry a deep link at all? */
export function hasDeepLink(search: string): boolean {
  return /[?&](sessionId|linkId|action|s)=/.test(search);
}
