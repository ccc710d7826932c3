/** The brands served by one code base, by company code (lower case). */
export const COMPANY_CODES = ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'] as const;
export type CompanyCode = (typeof COMPANY_CODES)[number];
export const DEFAULT_COMPANY: CompanyCode = 'ast';

export function isCompanyCode(value: unknown): value is CompanyCode {
  return typeof value === 'string' && (COMPANY_CODES as readonly string[]).includes(value);
}

/** Module keys the server can enable per company (spec section 3). */
export const MODULE_KEYS = [
  'panoram',
  'dettFatt',
  'ser',
  'prat',
  'fatt',
  'pay',
  'grafConsumi',
  'letture',
  'AutoLettura',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** User types allowed to log in (spec section 4). */
export const LOGIN_USER_TYPES = ['Agency', 'Customer', 'Lead'] as const;
export type UserType = (typeof LOGIN_USER_TYPES)[number];

export function canLogIn(user: { status: string; type: string }): boolean {
  return user.status === 'Active' && (LOGIN_USER_TYPES as readonly string[]).includes(user.type);
}
