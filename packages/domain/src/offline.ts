/**
 * The portal offline (issue 24): which screens stay readable without network from the encrypted
 * cache, and what the banner over them says.
 */

/**
 * The screens a logged-in customer keeps reading offline, from what the encrypted cache holds
 * (the bills, one bill, the supplies, one supply; the bill PDFs opened before). Going offline
 * anywhere else, or logged out, still leads to the offline page (spec section 4).
 */
export const OFFLINE_READABLE_ROUTES: ReadonlySet<string> = new Set([
  'invoices',
  'invoices-list',
  'invoice',
  'supplies',
  'supply',
]);

/** Going offline on this screen leads to the offline page (false: it stays, with the banner). */
export function leadsToOfflinePage(route: string | null, loggedIn: boolean): boolean {
  return !loggedIn || route === null || !OFFLINE_READABLE_ROUTES.has(route);
}

const ROME = 'Europe/Rome';

/** "Sei offline: dati del 26/11/2026 alle 07:12": the banner over data read from the cache. */
export function offlineBannerText(savedAt: Date | number): string {
  const day = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ROME,
  });
  const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: ROME });
  return `Sei offline: dati del ${day.format(savedAt)} alle ${time.format(savedAt)}`;
}
