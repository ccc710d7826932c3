import { COMPANY_CODES, DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import ast from './ast';
import type { Brand } from './brand';
import mes from './mes';
import sga from './sga';
import sgr from './sgr';
import smg from './smg';
import sol from './sol';
import wdo from './wdo';

export type { Brand } from './brand';

/** The one registry of the brands, by company code (each brand's data is its own file). */
export const BRANDS: Readonly<Record<CompanyCode, Brand>> = { sgr, ast, sga, mes, wdo, smg, sol };

/**
 * The brands in the order of the company codes (the brand chooser's order). Marked pure so that a
 * bundle which reads only BRANDS (the web's first one) leaves the call out.
 */
export const BRAND_LIST: readonly Brand[] = /* @__PURE__ */ COMPANY_CODES.map((code) => BRANDS[code]);

/** The brand of a company code; an unknown or missing code is the default brand's. */
export function brandFor(code: string | null | undefined): Brand {
  return BRANDS[isCompanyCode(code) ? code : DEFAULT_COMPANY];
}

export { THEMES, palette, themeCss, type Palette, type Theme } from './themes';
