import { BRANDS as REGISTRY } from '@sportello/brands';
import { themeCss } from '@sportello/brands/themes';
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

/** The id of the style that holds the brand's colour variables for every theme. */
const THEME_STYLE_ID = 'brand-theme';

/**
 * Applies a brand to the document: its colour variables for the three themes (a style in <head>,
 * from the registry through themeCss: `<html data-theme>` picks one, lib/theme.ts), the body class
 * `company-<code>` and the address bar's colour.
 */
export function applyBrand(brand: Brand): void {
  let style = document.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.append(style);
  }
  // The prerendered login pages carry their brand's style, written by this very function at build
  // time: working the palettes out again (three themes, contrast checks) costs a slow phone tens of
  // milliseconds of its start-up for the same text.
  if (style.dataset.brand !== brand.code) {
    const css = themeCss(brand.colors);
    if (style.textContent !== css) style.textContent = css;
    style.dataset.brand = brand.code;
  }
  for (const code of COMPANY_CODES) document.body.classList.remove(`company-${code}`);
  document.body.classList.add(`company-${brand.code}`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colors.primary);
}

/** "<page> | <brand>", the title of every page. */
export function pageTitle(page: string, brand: Brand): string {
  return page ? `${page} | ${brand.name}` : brand.name;
}
