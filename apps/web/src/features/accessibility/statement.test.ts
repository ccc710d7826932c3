import { describe, expect, it } from 'vitest';
import { brandFor } from '../../brands/index';
import { italianList, statementFrom } from './statement';
import type { A11yReport } from './tour';

const base: A11yReport = {
  checkedAt: '2026-11-26T06:30:00.000Z',
  axeVersion: '4.10.3',
  widths: [375, 1280],
  themes: ['chiaro', 'scuro', 'contrasto elevato'],
  rules: { full: ['color-contrast', 'label'], colour: ['color-contrast', 'link-in-text-block'] },
  checks: [
    { screen: 'profile', brand: 'sgr', checkedAt: '2026-11-26T06:29:00.000Z', violations: [] },
    { screen: 'login', brand: 'ast', checkedAt: '2026-11-26T06:20:00.000Z', violations: [] },
    { screen: 'login', brand: 'sgr', checkedAt: '2026-11-26T06:21:00.000Z', violations: [] },
  ],
};

describe('statementFrom', () => {
  it('with no violation: conforme, every screen in the tour order with each brand', () => {
    const s = statementFrom(base);
    expect(s.status).toBe('conforme');
    expect(s.problems).toEqual([]);
    expect(s.brandNames).toEqual([brandFor('sgr').name, brandFor('ast').name]);
    expect(s.screens.map((x) => x.id)).toEqual(['login', 'profile']);
    expect(s.screens[0]!.label).toBe('Accesso all’area clienti');
    expect(s.screens[0]!.results.map((r) => [r.brand, r.violations])).toEqual([
      ['ast', 0],
      ['sgr', 0],
    ]);
  });

  it('with violations: parzialmente conforme, each rule once with its screens and places', () => {
    const s = statementFrom({
      ...base,
      checks: [
        ...base.checks.slice(0, 2),
        {
          screen: 'login',
          brand: 'sgr',
          checkedAt: '2026-11-26T06:21:00.000Z',
          violations: [
            {
              rule: 'color-contrast',
              impact: 'serious',
              help: 'Elements must meet minimum color contrast ratio thresholds',
              width: 375,
              theme: 'scuro',
              targets: ['.a', '.b'],
            },
            {
              rule: 'color-contrast',
              impact: 'serious',
              help: 'Elements must meet minimum color contrast ratio thresholds',
              width: 1280,
              theme: 'scuro',
              targets: ['.a'],
            },
          ],
        },
      ],
    });
    expect(s.status).toBe('parzialmente conforme');
    expect(s.problems).toEqual([
      {
        rule: 'color-contrast',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        screens: ['Accesso all’area clienti'],
        places: 3,
      },
    ]);
    expect(s.screens[0]!.results.find((r) => r.brand === 'sgr')!.violations).toBe(2);
  });
});

describe('italianList', () => {
  it('joins with commas and "e"', () => {
    expect(italianList([])).toBe('');
    expect(italianList(['a'])).toBe('a');
    expect(italianList(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
