import { DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import { startClearsCompany } from './session-rules';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from './storage';

/**
 * What the session store keeps in local and tab storage (spec section 3): the brand, the session
 * id, the current customer's id, the login flags. Every read and write of those keys is here.
 */

/** A brand named in the address: `?company=`. */
export function companyFromQuery(search = window.location.search): CompanyCode | null {
  const fromQuery = new URLSearchParams(search).get('company')?.toLowerCase();
  return isCompanyCode(fromQuery) ? fromQuery : null;
}

/** The brand this visit uses: `?company=` first, then the remembered one, then the default. */
export function initialCompany(
  search = window.location.search,
  fallback: CompanyCode = DEFAULT_COMPANY,
): CompanyCode {
  const fromQuery = companyFromQuery(search);
  if (fromQuery) {
    local.set(LOCAL_KEYS.company, fromQuery);
    return fromQuery;
  }
  const stored = local.get(LOCAL_KEYS.company);
  return isCompanyCode(stored) ? stored : fallback;
}

/** Remembers a brand chosen by the customer (`_company`). */
export function storeCompany(code: CompanyCode): void {
  local.set(LOCAL_KEYS.company, code);
}

export function storedSessionId(): string | null {
  return local.get(LOCAL_KEYS.sessionId);
}

export function storeSessionId(id: string): void {
  local.set(LOCAL_KEYS.sessionId, id);
}

export function storedCustomerId(): number | null {
  const raw = local.get(LOCAL_KEYS.customerId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storeCustomerId(id: number): void {
  local.set(LOCAL_KEYS.customerId, String(id));
}

/** The brand of a logged-out start: the remembered company is cleared unless biometric is on. */
export function loggedOutBrand(company: CompanyCode, fallback: CompanyCode): CompanyCode {
  const clear = startClearsCompany({
    loggedIn: false,
    company: local.get(LOCAL_KEYS.company),
    biometricActive:
      local.get(LOCAL_KEYS.biometricActive) === 'true' || local.get(LOCAL_KEYS.biometricActive) === '1',
  });
  if (!clear || companyFromQuery()) return company;
  local.remove(LOCAL_KEYS.company);
  return fallback;
}

/** The brand a first visit starts with: the one its login page shows (prerendered, app/first-html). */
export function firstVisitCompany(search: string, fallback: CompanyCode): CompanyCode {
  return loggedOutBrand(initialCompany(search, fallback), fallback);
}

/**
 * A first visit: no session kept and no deep link. Nobody can be logged in, so the first screen
 * (the login page) need not wait for the anonymous session; it is created alongside.
 */
export function isFirstVisit(hasStartPlan: boolean): boolean {
  return !hasStartPlan && !local.get(LOCAL_KEYS.sessionId);
}

/** The tab knows a user is logged in (`logged`). */
export function markLoggedIn(): void {
  tabStorage.set(SESSION_KEYS.logged, '1');
}

/** `_login_active`: a login is in progress (resume does not refresh meanwhile). */
export function setLoginActive(active: boolean): void {
  if (active) local.set(LOCAL_KEYS.loginActive, '1');
  else local.remove(LOCAL_KEYS.loginActive);
}

export function loginActive(): boolean {
  return local.get(LOCAL_KEYS.loginActive) === '1';
}

/** After a login: the user kept, the previous user's customer and CRM referral forgotten. */
export function storeLoggedInUser(sessionId: string, user: { id: number; username: string }): void {
  local.set(LOCAL_KEYS.sessionId, sessionId);
  local.set(LOCAL_KEYS.user, JSON.stringify({ id: user.id, username: user.username }));
  local.remove(LOCAL_KEYS.customerId);
  local.remove(LOCAL_KEYS.referByCrm);
  markLoggedIn();
}

/** Forgets the session here (401, resume failure, logout). */
export function clearLocalSession(): void {
  for (const key of [LOCAL_KEYS.sessionId, LOCAL_KEYS.user, LOCAL_KEYS.customerId, LOCAL_KEYS.referByCrm])
    local.remove(key);
  for (const key of [SESSION_KEYS.logged, SESSION_KEYS.linked]) tabStorage.remove(key);
}

/** Logout also forgets the brand, biometric and the `nb` flag. */
export function clearUserChoices(): void {
  for (const key of [LOCAL_KEYS.company, LOCAL_KEYS.biometricActive, LOCAL_KEYS.nb]) local.remove(key);
}
