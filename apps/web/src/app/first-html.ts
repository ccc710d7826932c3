import { DEFAULT_COMPANY } from '@sportello/domain';
import { BUILD_COMPANY } from '../config/env';
import { firstVisitCompany, isFirstVisit } from '../lib/session';
import { local, LOCAL_KEYS } from '../lib/storage';
import { hasConsentCookie } from '../features/consent/utils/consent-cookie';
import { hasDeepLink } from './deep-link-query';

/**
 * The login page arrives prerendered in the HTML (build/prerender.ts): `#root` holds its markup
 * and `data-prerendered="login:<company>"`, with the cookie banner of a visitor who has not chosen.
 * The app hydrates it only when its own first render is that very page: a first visit (no session
 * kept, no deep link, no message left for the login page, no cookie choice) of `/login` or `/` for
 * the same brand. Otherwise it renders from scratch, replacing the markup (a kept session may be
 * logged in, a recorded choice has no banner: the page's inline script hides those before paint).
 *
 * Imported first by main.tsx: `/` becomes `/login` here, before the router reads the address, as
 * the index route would have done for a visitor who is not logged in.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The classes the page's inline script puts on <html>: a session is kept, a choice recorded. */
export const RESUMING_CLASS = 'resuming';
export const CONSENTED_CLASS = 'consented';

/** Decides, and readies the page for it: true when main.tsx hydrates the prerendered login. */
export function takeOverPrerendered(): boolean {
  const root = document.getElementById('root');
  const marker = root?.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!root || !marker) return false;
  const { pathname, search, hash } = window.location;
  const hydrate =
    marker.startsWith('login:') &&
    (pathname === '/login' || pathname === '/') &&
    isFirstVisit(hasDeepLink(search)) &&
    !local.get(LOCAL_KEYS.errorMessage) &&
    !hasConsentCookie() &&
    `login:${firstVisitCompany(search, BUILD_COMPANY ?? DEFAULT_COMPANY)}` === marker &&
    // A build for every brand asks for one first (/company) unless the address named it.
    (local.get(LOCAL_KEYS.company) ?? BUILD_COMPANY) !== null;
  if (hydrate) {
    if (pathname === '/') window.history.replaceState(window.history.state, '', `/login${search}${hash}`);
  } else {
    root.replaceChildren();
  }
  document.documentElement.classList.remove(RESUMING_CLASS, CONSENTED_CLASS);
  return hydrate;
}

export const hydratesLogin = takeOverPrerendered();
