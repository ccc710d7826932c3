import { createContext, useContext } from 'react';
import type { Customer, Session } from '@sportello/contract';
import type { CompanyCode } from '@sportello/domain';
import type { ViewState } from './session-view';

export type LoginResult = { ok: true; user?: { userOptions: string } } | { ok: false; message: string };

/** Where to go once the session store has started (deep links), with a message to show there. */
export interface StartTarget {
  to: string;
  message?: string;
  /** A full-page feedback to show on arrival (survey reply). */
  feedback?: { title: string; description: string; button: { label: string; link: string } };
}

/**
 * What a deep link decided before the session starts: a session to adopt (link session), a
 * session id to resume (`s=`, `sessionId=`), and where to go.
 */
export interface StartPlan {
  session?: Session;
  sessionId?: string;
  target?: StartTarget;
}

export interface SessionState {
  /** True while the session store loads (the brand loading animation shows). */
  loading: boolean;
  session: Session | null;
  company: CompanyCode;
  /** A user is logged in (a guest link session is not). */
  loggedIn: boolean;
  /** A link session without login (spec section 6: modules 4-9 only). */
  guest: boolean;
  /** The customer id known for this session (kept locally), if any. */
  customerId: number | null;
  /** The current customer, once loaded. */
  customer: Customer | null;
  /** The resume refresh failed: the full-screen "La tua sessione è scaduta" notice shows. */
  expired: boolean;
  view: ViewState;
  login(username: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  /** 401 and resume failure: forget the session here without a server call. */
  partialLogout(): void;
  /** Re-reads the session from the server (after resume, or when modules may have changed). */
  refresh(): Promise<Session | null>;
  /** Chooses a brand: remembered as `_company`, with a new anonymous session. */
  chooseCompany(code: CompanyCode): Promise<void>;
  /** Uses a session created elsewhere (link session). */
  adoptSession(next: Session): void;
  /** Loads the known customer (guard step 9); throws when it cannot. */
  loadCustomer(id: number): Promise<Customer>;
  /** Makes a customer the current one (customers list). */
  selectCustomer(customer: Customer): void;
  acknowledgeExpired(): void;
  setView(patch: Partial<ViewState>): void;
  resetView(): void;
  /** The deep link's destination, handed over once. */
  takeStartTarget(): StartTarget | null;
  /** Whether a deep link's destination waits to be taken (the shell may mount after the start). */
  hasStartTarget(): boolean;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
