// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@sportello/brands';
import { themeCss } from '@sportello/brands/themes';
import { COMPANY_CODES } from '@sportello/domain';
import { applyBrand, BRAND_LIST, brandFor, pageTitle } from './index';

describe('the web brands (the registry with logos)', () => {
  it('are the registry brands in the company codes order, each with its own logo', () => {
    expect(BRAND_LIST.map((b) => b.code)).toEqual([...COMPANY_CODES]);
    for (const brand of BRAND_LIST) {
      expect(brand).toMatchObject(BRANDS[brand.code]);
      expect(brand.logo).not.toBe('');
    }
    expect(new Set(BRAND_LIST.map((b) => b.logo)).size).toBe(COMPANY_CODES.length);
  });

  it('brandFor gives the same object for a code, the default brand for an unknown one', () => {
    expect(brandFor('sgr')).toBe(brandFor('sgr'));
    expect(brandFor('sgr').code).toBe('sgr');
    expect(brandFor('xyz').code).toBe('ast');
    expect(brandFor(null).code).toBe('ast');
  });

  it('titles a page "<page> | <brand>"', () => {
    expect(pageTitle('Accedi', brandFor('sol'))).toBe(`Accedi | ${BRANDS.sol.name}`);
    expect(pageTitle('', brandFor('sol'))).toBe(BRANDS.sol.name);
  });

  it("applyBrand writes the brand's colours once, and again only for another brand", () => {
    document.getElementById('brand-theme')?.remove();
    applyBrand(brandFor('sgr'));
    const style = document.getElementById('brand-theme')!;
    expect(style.textContent).toBe(themeCss(brandFor('sgr').colors));
    expect(style.dataset.brand).toBe('sgr');
    expect(document.body.classList.contains('company-sgr')).toBe(true);
    applyBrand(brandFor('sol'));
    expect(style.textContent).toBe(themeCss(brandFor('sol').colors));
    expect(document.body.classList.contains('company-sgr')).toBe(false);
    expect(document.body.classList.contains('company-sol')).toBe(true);
    // A page prerendered for the brand (build/prerender.ts, through applyBrand) keeps its style.
    style.textContent = 'prerendered';
    applyBrand(brandFor('sol'));
    expect(style.textContent).toBe('prerendered');
    style.remove();
  });
});
