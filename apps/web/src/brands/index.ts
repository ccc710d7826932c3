import { BRANDS as REGISTRY } from '@sportello/brands';
import ast from '@sportello/brands/logos/ast.svg';
import mes from '@sportello/brands/logos/mes.svg';
import sga from '@sportello/brands/logos/sga.svg';
import sgr from '@sportello/brands/logos/sgr.svg';
import smg from '@sportello/brands/logos/smg.svg';
import sol from '@sportello/brands/logos/sol.svg';
import wdo from '@sportello/brands/logos/wdo.svg';
import { COMPANY_CODES, DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import type { Brand } from './brand';

/** Each brand's logo file, as an asset URL (files, not inlined: see vite.config.ts). */
const LOGOS: Record<CompanyCode, string> = { sgr, ast, sga, mes, wdo, smg, sol };

/** The registry's brands with their logos, built once: the same object for the same brand. */
export const BRAND_LIST: readonly Brand[] = COMPANY_CODES.map((code) => ({
  ...REGISTRY[code],
  logo: LOGOS[code],
}));

/** The brand of a company code; an unknown or missing code is the default brand's. */
export function brandFor(code: string | null | undefined): Brand {
  return BRAND_LIST[COMPANY_CODES.indexOf(isCompanyCode(code) ? code : DEFAULT_COMPANY)]!;
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
