import { describe, expect, it } from 'vitest';
import { COMPANY_CODES } from '@sportello/domain';
import type { Brand } from './brand';
import ast from './ast';
import mes from './mes';
import sga from './sga';
import sgr from './sgr';
import smg from './smg';
import sol from './sol';
import wdo from './wdo';

const BRANDS: Brand[] = [sgr, ast, sga, mes, wdo, smg, sol];

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('brand data files', () => {
  it('cover exactly the seven company codes', () => {
    expect(BRANDS.map((b) => b.code).sort()).toEqual([...COMPANY_CODES].sort());
  });

  it.each(BRANDS.map((b) => [b.code, b] as const))(
    '%s: colours pass WCAG AA (4.5:1) where text sits on them',
    (_code, brand) => {
      const { primary, primaryDark, onPrimary, surface } = brand.colors;
      expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5); // button text
      expect(contrast(primaryDark, '#ffffff')).toBeGreaterThanOrEqual(4.5); // headings, links
      expect(contrast(primaryDark, surface)).toBeGreaterThanOrEqual(4.5); // badges on surface
      expect(contrast('#4f5863', surface)).toBeGreaterThanOrEqual(4.5); // muted text in the footer
    },
  );

  it.each(BRANDS.map((b) => [b.code, b] as const))(
    '%s: help, legal and links are complete',
    (_code, brand) => {
      expect(brand.help.phone).toMatch(/^\d{3} \d{3} \d{3}$/);
      expect(brand.help.hours).not.toBe('');
      expect(brand.help.email).toMatch(/@.+\.example\.it$/);
      expect(brand.legal.vatNumber).toMatch(/^\d{11}$/);
      expect(brand.legal.privacyUrl).toMatch(/^https:\/\//);
      expect(brand.siteLinks.length).toBeGreaterThan(0);
    },
  );
});
