// @vitest-environment jsdom
import { getOffers } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client';
import { closePopup, currentPopup } from '../../../lib/popups';
import { local, LOCAL_KEYS } from '../../../lib/storage';
import { refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { HttpErrorHandler } from './http-error-handler';

const server = setupTestServer();

afterEach(() => {
  closePopup();
  local.remove(LOCAL_KEYS.errorMessage);
});

const routes = [{ path: '/login' }, { path: '/errore/server-in-manutenzione' }];

/** A request of a screen that fails with `status`: the shell's listener sees it. */
async function failWith(status: number) {
  server.use(refuse(getOffers, status, 'Rifiutata'));
  await expect(call(getOffers)).rejects.toMatchObject({ status });
}

describe('HttpErrorHandler', () => {
  it('401: logs out with "Login scaduto" and goes to the login', async () => {
    const logout = vi.fn(() => Promise.resolve());
    renderWithProviders(<HttpErrorHandler />, { route: '/dashboard', routes, session: { logout } });
    await failWith(401);
    expect(await screen.findByRole('heading', { name: 'Pagina /login' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(local.get(LOCAL_KEYS.errorMessage)).toBe(MESSAGES.loginExpired);
  });

  it('503: the maintenance page', async () => {
    renderWithProviders(<HttpErrorHandler />, { route: '/dashboard', routes });
    await failWith(503);
    expect(
      await screen.findByRole('heading', { name: 'Pagina /errore/server-in-manutenzione' }),
    ).toBeTruthy();
  });

  it('500: the blocking "Ops!" popup', async () => {
    renderWithProviders(<HttpErrorHandler />, { route: '/dashboard', routes });
    await failWith(500);
    await waitFor(() => expect(currentPopup()).toMatchObject({ title: MESSAGES.oopsTitle, blocking: true }));
  });

  it('404: the "Pagina non trovata" popup', async () => {
    renderWithProviders(<HttpErrorHandler />, { route: '/dashboard', routes });
    await failWith(404);
    await waitFor(() => expect(currentPopup()?.title).toBe(MESSAGES.pageNotFound));
  });

  it('other refusals are the screen’s: no popup, no navigation', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { router } = renderWithProviders(<HttpErrorHandler />, {
      route: '/dashboard',
      routes,
      session: { logout },
    });
    await failWith(400);
    await failWith(409);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentPopup()).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(logout).not.toHaveBeenCalled();
  });

  it('unmounted, it no longer listens', async () => {
    const { unmount, router } = renderWithProviders(<HttpErrorHandler />, { route: '/dashboard', routes });
    unmount();
    await failWith(503);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
