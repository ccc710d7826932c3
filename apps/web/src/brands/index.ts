import { COMPANY_CODES, DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import ast from './ast';
import type { Brand } from './brand';
import mes from './mes';
import sga from './sga';
import sgr from './sgr';
import smg from './smg';
import sol from './sol';
import wdo from './wdo';

export const BRANDS: Record<CompanyCode, Brand> = { sgr, ast, sga, mes, wdo, smg, sol };
export const BRAND_LIST: Brand[] = COMPANY_CODES.map((code) => BRANDS[code]);

export function brandFor(code: string | null | undefined): Brand {
  return BRANDS[isCompanyCode(code) ? code : DEFAULT_COMPANY];
}

/**
 * Applies a brand to the document: CSS variables, the body class `company-<code>` and the page
 * title suffix " | <brand>".
 */
export function applyBrand(brand: Brand): void {
  const root = document.documentElement.style;
  root.setProperty('--color-primary', brand.colors.primary);
  root.setProperty('--color-primary-dark', brand.colors.primaryDark);
  root.setProperty('--color-on-primary', brand.colors.onPrimary);
  root.setProperty('--color-accent', brand.colors.accent);
  root.setProperty('--color-surface', brand.colors.surface);
  for (const code of COMPANY_CODES) document.body.classList.remove(`company-${code}`);
  document.body.classList.add(`company-${brand.code}`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colors.primary);
}

/** "<page> | <brand>", the title of every page. */
export function pageTitle(page: string, brand: Brand): string {
  return page ? `${page} | ${brand.name}` : brand.name;
}
