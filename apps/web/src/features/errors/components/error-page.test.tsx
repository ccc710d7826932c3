// @vitest-environment jsdom
import { MESSAGES } from '@sportello/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ErrorPage, type ErrorPageKind } from './error-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const routes = [{ path: '/' }, { path: '/login' }];

describe('ErrorPage', () => {
  it.each<[ErrorPageKind, string, string, string]>([
    ['error', MESSAGES.oopsTitle, MESSAGES.oopsText, 'Torna alla home'],
    ['error-404', MESSAGES.pageNotFound, MESSAGES.pageNotFoundText, 'Torna alla home'],
    ['error-503', MESSAGES.maintenanceTitle, MESSAGES.maintenanceText, MESSAGES.reloadPage],
    ['offline', MESSAGES.offlineTitle, MESSAGES.offlineText, 'Riprova'],
    ['chunk', MESSAGES.oopsTitle, MESSAGES.chunkLoadFailed, MESSAGES.reloadPage],
  ])(
    '%s: its title (focused, in the tab title), its text and its one action',
    async (kind, title, text, action) => {
      renderWithProviders(<ErrorPage kind={kind} />, { route: '/errore', routes });
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(title);
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(document.title).toContain(title);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('button').textContent).toBe(action);
      expect(screen.getByTestId('error-page').className).toContain(`status-page--${kind}`);
    },
  );

  it('"Torna alla home" goes home, replacing the error page', async () => {
    const { user, router } = renderWithProviders(<ErrorPage kind="error-404" />, {
      route: '/errore',
      routes,
    });
    await user.click(screen.getByRole('button', { name: 'Torna alla home' }));
    expect(await screen.findByRole('heading', { name: 'Pagina /' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offline: "Riprova" goes home only once the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, router } = renderWithProviders(<ErrorPage kind="offline" />, { route: '/errore', routes });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(router.state.location.pathname).toBe('/errore');
    online.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Pagina /' })).toBeTruthy();
  });

  it('no customers yet, logged in: "Esci" logs out, then the login page', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<ErrorPage kind="error_no_customers" />, {
      route: '/errore',
      routes,
      session: { logout },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.errorNoCustomersTitle);
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /login' })).toBeTruthy();
  });

  it('no customers yet, logged out: the way home instead', () => {
    renderWithProviders(<ErrorPage kind="error_no_customers" />, {
      route: '/errore',
      routes,
      session: { loggedIn: false },
    });
    expect(screen.getByRole('button').textContent).toBe('Torna alla home');
    expect(screen.getByText(MESSAGES.errorNoCustomersText)).toBeTruthy();
  });
});
