import { describe, expect, it } from 'vitest';
import { accountMenu, MENU_LABELS, MODULE_KEYS, ROUTES } from '@sportello/domain';
import { menuEntries } from './menu-entries';

const WITHOUT_SERVICES = ROUTES.filter((r) => r.name !== 'services');

describe('account menu', () => {
  it('matches the domain account menu for every module set, width and route table', () => {
    const keys = [...MODULE_KEYS];
    for (let mask = 0; mask < 1 << keys.length; mask += 1) {
      const enabledModules = keys.filter((_, i) => mask & (1 << i));
      for (const smallScreen of [true, false])
        for (const routes of [ROUTES, WITHOUT_SERVICES]) {
          expect(menuEntries({ enabledModules, smallScreen, routes, labels: MENU_LABELS })).toEqual(
            accountMenu({ enabledModules, smallScreen, routes }),
          );
        }
    }
  });

  it('lists the entries of section 2 in order', () => {
    const all = menuEntries({
      enabledModules: ['ser', 'prat', 'dettFatt'],
      smallScreen: true,
      routes: ROUTES,
      labels: MENU_LABELS,
    });
    expect(all.map((e) => e.key)).toEqual([
      'home',
      'supplies',
      'messages',
      'profile',
      'services',
      'practices',
      'invoices',
      'support',
      'logout',
    ]);
    expect(all.find((e) => e.key === 'invoices')?.query).toEqual({ typeCodes: 'all' });
    const wide = menuEntries({ enabledModules: [], smallScreen: false, routes: ROUTES, labels: MENU_LABELS });
    expect(wide.map((e) => e.key)).toEqual(['home', 'supplies', 'messages', 'support', 'logout']);
  });
});
