import { DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import { isNativePlatform } from '../lib/platform';

/**
 * Build-time configuration. `VITE_COMPANY` fixes the brand this build is configured for (spec
 * section 1: "this build is configured for ast"); an empty value makes a multi-brand build whose
 * visitors choose their brand on /company (guard step 3).
 */
const configured = (import.meta.env as Record<string, string | undefined>).VITE_COMPANY?.trim().toLowerCase();

export const BUILD_COMPANY: CompanyCode | null =
  configured === undefined ? DEFAULT_COMPANY : isCompanyCode(configured) ? configured : null;

/** The platform the navigation guard reasons about. */
export function guardPlatform(): 'web' | 'app' {
  return isNativePlatform() ? 'app' : 'web';
}
