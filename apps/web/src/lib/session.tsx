import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DoLoginResponse, Session } from '@sportello/contract';
import { DEFAULT_COMPANY, isCompanyCode, MESSAGES, type CompanyCode } from '@sportello/domain';
import { ApiError, api, apiRaw } from './api-client';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from './storage';

export type LoginResult = { ok: true } | { ok: false; message: string };

interface SessionState {
  /** True while the session store loads (the brand loading animation shows). */
  loading: boolean;
  session: Session | null;
  company: CompanyCode;
  loggedIn: boolean;
  login(username: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  /** Re-reads the session from the server (after resume, or when modules may have changed). */
  refresh(): Promise<Session | null>;
  /** Chooses a brand: remembered as `_company`, with a new anonymous session. */
  chooseCompany(code: CompanyCode): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The brand this visit uses: `?company=` first, then the remembered one, then the default. */
export function initialCompany(search = window.location.search): CompanyCode {
  const fromQuery = new URLSearchParams(search).get('company')?.toLowerCase();
  if (isCompanyCode(fromQuery)) {
    local.set(LOCAL_KEYS.company, fromQuery);
    return fromQuery;
  }
  const stored = local.get(LOCAL_KEYS.company);
  return isCompanyCode(stored) ? stored : DEFAULT_COMPANY;
}

async function createSession(company: CompanyCode): Promise<Session> {
  const created = await api<Session>('POST', '/Core/v1/sessions', {
    body: { createNewSessionRequest: { company, locale: 'it', clientSpec: { version: __APP_VERSION__, type: 'web' } } },
  });
  local.set(LOCAL_KEYS.sessionId, created.sessionId);
  return created;
}

/** Fetches the stored session if it is still alive and of this brand, else creates a new one. */
async function resumeOrCreate(company: CompanyCode): Promise<Session> {
  const storedId = local.get(LOCAL_KEYS.sessionId);
  if (storedId) {
    try {
      const existing = await api<Session>('GET', `/Core/v1/sessions/${encodeURIComponent(storedId)}`, { silent: true });
      if (existing.company === company) return existing;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
    }
  }
  return createSession(company);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [company, setCompany] = useState<CompanyCode>(() => initialCompany());
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    resumeOrCreate(company)
      .then((s) => !cancelled && setSession(s))
      .catch(() => !cancelled && setSession(null))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [company]);

  const login = useCallback(
    async (username: string, password: string): Promise<LoginResult> => {
      try {
        const current = session ?? (await createSession(company));
        local.set(LOCAL_KEYS.sessionId, current.sessionId);
        const answer = await apiRaw<DoLoginResponse>('POST', '/Core/v1/user/login', {
          body: { doLoginRequest: { username, password } },
          silent: true,
        });
        if ('doLoginFailed' in answer) return { ok: false, message: MESSAGES.loginFailed };
        local.set(LOCAL_KEYS.sessionId, answer.doLoginResponse.sessionId);
        local.set(LOCAL_KEYS.user, JSON.stringify({ id: answer.doLoginResponse.user.id, username: answer.doLoginResponse.user.username }));
        if (answer.doLoginResponse.session.currentCustomerId !== null) {
          local.set(LOCAL_KEYS.customerId, String(answer.doLoginResponse.session.currentCustomerId));
        }
        tabStorage.set(SESSION_KEYS.logged, '1');
        setSession(answer.doLoginResponse.session);
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          return { ok: false, message: error.message };
        }
        return { ok: false, message: MESSAGES.genericRetryLater };
      }
    },
    [session, company],
  );

  const logout = useCallback(async () => {
    try {
      await api('DELETE', '/Core/v1/user/logout', { silent: true });
    } catch {
      // The local clear below happens whatever the server says.
    }
    for (const key of [LOCAL_KEYS.sessionId, LOCAL_KEYS.user, LOCAL_KEYS.customerId, LOCAL_KEYS.company, LOCAL_KEYS.biometricActive, LOCAL_KEYS.nb]) {
      local.remove(key);
    }
    tabStorage.remove(SESSION_KEYS.logged);
    setSession(await createSession(company).catch(() => null));
  }, [company]);

  const refresh = useCallback(async () => {
    const id = local.get(LOCAL_KEYS.sessionId);
    if (!id) return null;
    const fresh = await api<Session>('GET', `/Core/v1/sessions/${encodeURIComponent(id)}`, { silent: true });
    setSession(fresh);
    return fresh;
  }, []);

  const chooseCompany = useCallback(async (code: CompanyCode) => {
    local.set(LOCAL_KEYS.company, code);
    setCompany(code);
  }, []);

  const value = useMemo<SessionState>(
    () => ({ loading, session, company, loggedIn: !!session?.user, login, logout, refresh, chooseCompany }),
    [loading, session, company, login, logout, refresh, chooseCompany],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
