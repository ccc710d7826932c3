import { describe, expect, it } from 'vitest';
import { A11Y_REPORT } from './report';
import {
  missingFromReport,
  TOUR_BRANDS,
  TOUR_SCREENS,
  TOUR_THEMES,
  TOUR_WIDTHS,
  type A11yReport,
} from './tour';

describe('the committed accessibility report', () => {
  it('holds every screen of the tour for each of its brands (else: npm run a11y:report)', () => {
    expect(missingFromReport(A11Y_REPORT)).toEqual([]);
  });

  it('is a report of the tour as it is: its widths, themes and rules', () => {
    expect(A11Y_REPORT.widths).toEqual([...TOUR_WIDTHS]);
    expect(A11Y_REPORT.themes).toEqual([...TOUR_THEMES]);
    expect(A11Y_REPORT.rules.full).toContain('color-contrast');
    expect(A11Y_REPORT.rules.colour).toEqual(['color-contrast', 'link-in-text-block']);
    expect(A11Y_REPORT.axeVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('checks each screen for the brands it lists, both brands for most of them', () => {
    const both = Object.values(TOUR_SCREENS).filter((s) => s.brands.length === TOUR_BRANDS.length);
    expect(both.length).toBeGreaterThan(Object.keys(TOUR_SCREENS).length / 2);
  });
});

describe('missingFromReport', () => {
  const report = (checks: A11yReport['checks']): A11yReport => ({
    checkedAt: '2026-11-26T06:00:00.000Z',
    axeVersion: '4.10.3',
    widths: [375, 1280],
    themes: [...TOUR_THEMES],
    rules: { full: [], colour: [] },
    checks,
  });

  it('names each screen and brand of the tour that a report lacks', () => {
    const all = Object.entries(TOUR_SCREENS).flatMap(([screen, s]) =>
      s.brands.map((brand) => ({ screen, brand, checkedAt: '2026-11-26T06:00:00.000Z', violations: [] })),
    );
    expect(missingFromReport(report(all))).toEqual([]);
    expect(
      missingFromReport(report(all.filter((c) => !(c.screen === 'login' && c.brand === 'sgr')))),
    ).toEqual(['login:sgr']);
    expect(missingFromReport(report([]))).toHaveLength(all.length);
  });
});
