import { BRANDS } from '@sportello/brands';
import { themeCss } from '@sportello/brands/themes';
import { DEFAULT_COMPANY } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { brandFallbackCss, defaultBrand, faviconSvg } from './brand-assets';

describe('the brand assets the build writes from the registry', () => {
  const { colors } = BRANDS[DEFAULT_COMPANY];

  it('the first paint has the default brand colour variables, for every theme, applyBrand later replaces', async () => {
    const css = await brandFallbackCss(BRANDS[DEFAULT_COMPANY]);
    expect(css).toBe(themeCss(colors));
    expect(css).toMatch(
      /^:root\{[^}]+\}:root\[data-theme=dark\]\{[^}]+\}:root\[data-theme=contrast\]\{[^}]+\}$/,
    );
    for (const [name, value] of [
      ['--color-primary', colors.primary],
      ['--color-primary-dark', colors.primaryDark],
      ['--color-on-primary', colors.onPrimary],
      ['--color-accent', colors.accent],
      ['--color-surface', colors.surface],
    ])
      expect(css).toContain(`${name}:${value}`);
  });

  it('the plugin reads the default brand from the registry', async () => {
    expect((await defaultBrand()).code).toBe(DEFAULT_COMPANY);
  });

  it('the site icon is an SVG in the default brand primary colour', () => {
    const svg = faviconSvg(BRANDS[DEFAULT_COMPANY]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`fill="${colors.primary}"`);
    expect(svg).toContain(`fill="${colors.onPrimary}"`);
  });
});
