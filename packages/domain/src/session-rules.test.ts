import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  appStartDecision,
  genericPopup,
  httpErrorAction,
  isMobileLayout,
  logoutEffects,
  resumeFailure,
  shouldFetchInsolvencies,
  shouldRefreshOnResume,
  showCookieBanner,
  showFloatingHelp,
  showWriteUs,
} from './session-rules';

describe('app start and resume', () => {
  it.each([
    [
      { loggedIn: false, company: 'ast', biometricActive: false },
      { clearCompany: true, goTo: 'login' },
    ],
    [{ loggedIn: false, company: 'ast', biometricActive: true }, { clearCompany: false }],
    [{ loggedIn: false, company: null, biometricActive: false }, { clearCompany: false }],
    [{ loggedIn: true, company: 'ast', biometricActive: false }, { clearCompany: false }],
  ])('start %j', (input, out) => {
    expect(appStartDecision(input)).toEqual(out);
  });

  it('refreshes on resume only when logged in and no login is running', () => {
    expect(shouldRefreshOnResume({ loggedIn: true, loginInProgress: false })).toBe(true);
    expect(shouldRefreshOnResume({ loggedIn: true, loginInProgress: true })).toBe(false);
    expect(shouldRefreshOnResume({ loggedIn: false, loginInProgress: false })).toBe(false);
  });

  it('shows the session-expired notice after a partial logout', () => {
    expect(resumeFailure(true)).toEqual({
      partialLogout: true,
      flagged: false,
      notice: {
        isFull: true,
        title: 'La tua sessione è scaduta',
        description: MESSAGES.sessionExpiredText,
        button: { label: 'Vai al login', link: '/login' },
      },
    });
    expect(resumeFailure(false).flagged).toBe(true);
  });

  it('logout effects per platform', () => {
    expect(logoutEffects('app')).toMatchObject({
      deleteCredentials: true,
      unregisterPush: true,
      goTo: '/login',
    });
    expect(logoutEffects('web')).toMatchObject({ deleteCredentials: false, unregisterPush: false });
    expect(logoutEffects('web').clearStorage).toEqual(['_company', '_biometric_active', 'nb']);
  });
});

describe('HTTP errors', () => {
  it('maps statuses', () => {
    expect(httpErrorAction(0)).toEqual({ kind: 'ignore' });
    expect(httpErrorAction(401)).toEqual({
      kind: 'logout',
      message: 'Login scaduto, inserire nuovamente i dati',
      goTo: '/login',
    });
    expect(httpErrorAction(401, { firstTimeForRequest: false })).toEqual({ kind: 'default' });
    expect(httpErrorAction(503)).toEqual({ kind: 'redirect', to: '/errore/server-in-manutenzione' });
    expect(httpErrorAction(500)).toEqual({
      kind: 'popup',
      popup: {
        title: 'Ops! Qualcosa è andato storto.',
        text: 'Se il problema persiste, contattare il servizio clienti.',
        buttons: [{ label: 'Ricarica la pagina', action: 'reload' }],
        closeIcon: true,
        blocking: true,
        style: 'error',
      },
    });
    expect(httpErrorAction(404)).toMatchObject({
      kind: 'popup',
      popup: {
        title: 'Pagina non trovata',
        buttons: [{ label: 'Chiudi', action: 'close' }],
        closeIcon: true,
      },
    });
    expect(httpErrorAction(400)).toEqual({ kind: 'default' });
  });

  it('generic popup titles', () => {
    expect(genericPopup()).toMatchObject({
      title: MESSAGES.oopsTitle,
      text: MESSAGES.oopsText,
      buttons: [{ label: 'Chiudi' }],
    });
    expect(genericPopup('  ')).toMatchObject({ title: MESSAGES.oopsTitle });
    expect(genericPopup('Proposta non trovata', 'warning')).toMatchObject({
      title: 'Attenzione!',
      text: 'Proposta non trovata',
      style: 'warning',
    });
  });
});

describe('visibility rules', () => {
  it.each([
    [true, 'web', true],
    [true, 'app', false],
    [false, 'web', false],
  ] as const)('floating help logged %s on %s -> %s', (loggedIn, platform, ok) => {
    expect(showFloatingHelp({ loggedIn, platform })).toBe(ok);
  });

  it('other rules', () => {
    expect(showWriteUs('mes')).toBe(false);
    expect(showWriteUs('ast')).toBe(true);
    expect(showCookieBanner('web')).toBe(true);
    expect(showCookieBanner('app')).toBe(false);
    expect(shouldFetchInsolvencies(['panoram'])).toBe(true);
    expect(shouldFetchInsolvencies(['dettFatt'])).toBe(false);
    expect(isMobileLayout(991)).toBe(true);
    expect(isMobileLayout(992)).toBe(false);
  });
});
