/**
 * The session store, split by concern: the context and its hook (session-context), the provider
 * (session-provider), login and logout (session-auth), the current customer (session-customer),
 * the display state (session-view), the session calls (session-server), what is kept in storage
 * (session-flags) and the start/resume rules (session-rules). This file keeps the old import path.
 */
export { useSession } from './session-context';
export { onLogout } from './session-auth';
export type { LoginResult, SessionState, StartPlan, StartTarget } from './session-context';
export type { ViewState } from './session-view';
export { SessionProvider, type SessionProviderProps } from './session-provider';
export { createSession, handOverSession, startSession } from './session-server';
export { firstVisitCompany, initialCompany, isFirstVisit } from './session-flags';
export { LOGIN_FAILED_MESSAGE, refreshesOnResume, startClearsCompany } from './session-rules';
