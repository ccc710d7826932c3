import { describe, expect, it } from 'vitest';
import { leadsToOfflinePage, offlineBannerText, OFFLINE_READABLE_ROUTES } from './offline';

describe('offline (issue 24)', () => {
  it('keeps a logged-in customer on the bills and supplies, anything else goes to the offline page', () => {
    for (const route of ['invoices', 'invoices-list', 'invoice', 'supplies', 'supply'])
      expect(leadsToOfflinePage(route, true)).toBe(false);
    expect(leadsToOfflinePage('dashboard', true)).toBe(true);
    expect(leadsToOfflinePage(null, true)).toBe(true);
    for (const route of OFFLINE_READABLE_ROUTES) expect(leadsToOfflinePage(route, false)).toBe(true);
  });

  it('dates the banner in Italian, in Rome time', () => {
    expect(offlineBannerText(Date.UTC(2026, 10, 26, 6, 12))).toBe(
      'Sei offline: dati del 26/11/2026 alle 07:12',
    );
    expect(offlineBannerText(new Date(Date.UTC(2026, 6, 1, 22, 5)))).toBe(
      'Sei offline: dati del 02/07/2026 alle 00:05',
    );
  });
});
