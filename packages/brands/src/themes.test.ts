import { describe, expect, it } from 'vitest';
import { BRAND_LIST } from './index';
import {
  CONTRAST_PAIRS,
  PALETTE_VARS,
  THEMES,
  contrastRatio,
  palette,
  requiredContrast,
  themeCss,
  withContrast,
} from './themes';

describe('the themes derived from the brand registry', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio(withContrast('#8a5a00', ['#121417'], 7, 'white'), '#121417')).toBeGreaterThanOrEqual(
      7,
    );
  });

  for (const brand of BRAND_LIST) {
    for (const theme of THEMES) {
      it(`${brand.code} in the ${theme} theme: every pair the screens use reads (4.5:1 text, 7:1 in high contrast, 3:1 controls)`, () => {
        const p = palette(brand.colors, theme);
        const failing = CONTRAST_PAIRS.filter(
          ({ fg, bg, kind }) => contrastRatio(p[fg], p[bg]) < requiredContrast(kind, theme),
        ).map(({ fg, bg }) => `${fg} ${p[fg]} on ${bg} ${p[bg]}: ${contrastRatio(p[fg], p[bg]).toFixed(2)}`);
        expect(failing).toEqual([]);
        // A focus ring (accent inside, primaryDark outside) shows on the page and on tinted panels.
        const ring = Math.max(contrastRatio(p.accent, p.bg), contrastRatio(p.primaryDark, p.bg));
        expect(ring).toBeGreaterThanOrEqual(3);
        expect(
          Math.max(contrastRatio(p.accent, p.surface), contrastRatio(p.primaryDark, p.surface)),
        ).toBeGreaterThanOrEqual(3);
      });
    }

    it(`${brand.code}: light is the registry's own colours, dark is dark and high contrast is black on white`, () => {
      expect(palette(brand.colors, 'light')).toMatchObject(brand.colors);
      const dark = palette(brand.colors, 'dark');
      expect(contrastRatio(dark.bg, '#000000')).toBeLessThan(1.5);
      expect(contrastRatio(dark.text, dark.bg)).toBeGreaterThan(12);
      const high = palette(brand.colors, 'contrast');
      expect([high.bg, high.text]).toEqual(['#ffffff', '#000000']);
    });
  }

  it('writes every variable for each theme, light on :root', () => {
    const css = themeCss(BRAND_LIST[0]!.colors);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(':root[data-theme=dark]{');
    expect(css).toContain(':root[data-theme=contrast]{');
    expect(css).not.toContain('<');
    for (const name of Object.values(PALETTE_VARS)) expect(css.split(`${name}:`).length - 1).toBe(3);
  });
});
