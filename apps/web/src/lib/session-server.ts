import type { Session } from '@sportello/contract';
import type { CompanyCode } from '@sportello/domain';
import { createNewSession, getSession } from '@sportello/contract/endpoints';
import { platform } from '../platform';
import { clientSpecOf } from '../platform/client-spec';
import { ApiError, call } from './api-client';
import { loggedOutBrand, storedSessionId, storeSessionId } from './session-flags';

/** The session calls to the server: create, read, hand over, and the app start that uses them. */

export async function createSession(
  company: CompanyCode,
  link?: { linkId: string; hashCode: string },
): Promise<Session> {
  const created = await call(createNewSession, {
    body: {
      createNewSessionRequest: {
        company,
        locale: 'it',
        // The portal says web; the app, which native app of which brand (spec section 3).
        clientSpec: clientSpecOf(platform(), company),
        ...(link ? { linkId: link.linkId, hashCode: link.hashCode } : {}),
      },
    },
    silent: true,
  });
  storeSessionId(created.sessionId);
  return created;
}

/** The session of an id; throws on failure (the resume refresh shows the expired notice). */
export async function readSession(id: string): Promise<Session> {
  return call(getSession, { params: { id }, silent: true });
}

/** The stored session, or null when the server no longer knows it. */
async function fetchSession(id: string): Promise<Session | null> {
  try {
    return await readSession(id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404))
      return null;
    throw error;
  }
}

/**
 * A session id received in an address (`s=`, `sessionId=…&rcrm=1`) is adopted only when the
 * server agrees it may travel: an anonymous or a link (guest) session, never a logged-in one, so a
 * link cannot plant someone else's login in this browser. Null when refused or unknown.
 */
export async function handOverSession(id: string): Promise<Session | null> {
  try {
    const handed = await call(getSession, {
      params: { id },
      query: { handover: '1' },
      silent: true,
    });
    return handed.user ? null : handed;
  } catch {
    return null;
  }
}

/**
 * App start (spec section 4): with a stored session id the session is fetched (a logged-in one
 * keeps its brand); logged out with a remembered company and biometric off, the company is
 * cleared; otherwise a session is created for the brand.
 */
export async function startSession(
  company: CompanyCode,
  fallback: CompanyCode,
): Promise<{ session: Session; company: CompanyCode }> {
  const storedId = storedSessionId();
  let existing: Session | null = null;
  try {
    existing = storedId ? await fetchSession(storedId) : null;
  } catch (error) {
    // No network (issue 24): the logged-in session kept in the encrypted cache, if there is one.
    const kept =
      storedId && error instanceof ApiError && error.status === 0
        ? await import('./offline-session').then((m) => m.rememberedSession(storedId))
        : undefined;
    if (!kept) throw error;
    return { session: kept, company: kept.company };
  }
  if (existing?.user || existing?.guest) return { session: existing, company: existing.company };
  const brand = loggedOutBrand(company, fallback);
  if (existing && existing.company === brand) return { session: existing, company: brand };
  return { session: await createSession(brand), company: brand };
}
