import type { CompanyCode } from '@sportello/domain';
import { brandFor } from './index';
import { mailFrom as ast } from './ast';
import { mailFrom as mes } from './mes';
import { mailFrom as sga } from './sga';
import { mailFrom as sgr } from './sgr';
import { mailFrom as smg } from './smg';
import { mailFrom as sol } from './sol';
import { mailFrom as wdo } from './wdo';

/**
 * Each brand's mail sender address, from its brand file. A module of its own, which only the
 * server imports: the web's first bundle, which carries the brands, has no use for it.
 */
export const MAIL_FROM: Readonly<Record<CompanyCode, string>> = { sgr, ast, sga, mes, wdo, smg, sol };

/**
 * The sender of a brand's mail, as nodemailer takes it: the brand's name and its own address (an
 * unknown or missing code is the default brand's).
 */
export function mailSender(code: string | null | undefined): { name: string; address: string } {
  const brand = brandFor(code);
  return { name: brand.name, address: MAIL_FROM[brand.code] };
}
