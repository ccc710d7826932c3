import type { MenuEntry, RouteDef } from '@sportello/domain';

/**
 * The account menu of spec section 2, as the domain package's `accountMenu` builds it (a unit
 * test compares the two for every combination). Spelled here because the domain function shares
 * its module with the navigation guard, which sits in the login page's bundle, while the menu
 * and its labels load with the frame.
 */
export function menuEntries(input: {
  enabledModules: readonly string[];
  smallScreen: boolean;
  routes: readonly RouteDef[];
  labels: Record<MenuEntry['key'], string>;
}): MenuEntry[] {
  const has = (m: string) => input.enabledModules.includes(m);
  const { labels } = input;
  const entries: MenuEntry[] = [
    { key: 'home', label: labels.home, route: 'dashboard' },
    { key: 'supplies', label: labels.supplies, route: 'supplies' },
    { key: 'messages', label: labels.messages, route: 'messages' },
  ];
  if (input.smallScreen) entries.push({ key: 'profile', label: labels.profile, route: 'profile' });
  if (has('ser') && input.routes.some((r) => r.name === 'services')) {
    entries.push({ key: 'services', label: labels.services, route: 'services' });
  }
  if (has('prat')) entries.push({ key: 'practices', label: labels.practices, route: 'practices' });
  if (has('panoram') || has('dettFatt')) {
    entries.push({ key: 'invoices', label: labels.invoices, route: 'invoices', query: { typeCodes: 'all' } });
  }
  entries.push({ key: 'support', label: labels.support, route: 'support' });
  entries.push({ key: 'logout', label: labels.logout });
  return entries;
}
