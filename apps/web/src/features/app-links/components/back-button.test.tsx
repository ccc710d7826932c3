// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform, setPlatform, type SportelloPlatform } from '../../../platform';
import { BackButton } from './back-button';

const webPlatform = platform();

afterEach(() => {
  cleanup();
  setPlatform(webPlatform);
});

/** The route names the shell would pass, by path (as the domain's route table names them). */
const NAMES: Record<string, string> = {
  '/login': 'app-login',
  '/dashboard': 'dashboard',
  '/invoices': 'invoices',
  '/invoice/11': 'invoice',
  '/supplies': 'supplies',
};

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <BackButton name={NAMES[pathname] ?? null} />
      <Outlet />
    </>
  );
}

/** The app's shell on a memory router, with the phone's back button under the test's finger. */
function app() {
  let press: () => void = () => undefined;
  const exitApp = vi.fn();
  setPlatform({
    ...webPlatform,
    backButton: {
      ...webPlatform.backButton,
      onPress: (listener: () => void) => {
        press = listener;
        return () => undefined;
      },
      exitApp,
    },
  } as SportelloPlatform);
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: Object.keys(NAMES).map((path) => ({ path, element: <h1>{path}</h1> })),
      },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string, replace = false) => act(() => router.navigate(to, { replace }));
  const back = () => act(() => press());
  return { router, go, back, exitApp };
}

describe('BackButton (the phone’s back button in the app)', () => {
  it('at the login the app closes', () => {
    const { back, exitApp } = app();
    back();
    expect(exitApp).toHaveBeenCalledTimes(1);
  });

  it('goes back to the previous page, and closes the app at the dashboard', async () => {
    const { router, go, back, exitApp } = app();
    await go('/dashboard', true); // the login redirects to the dashboard
    await go('/supplies');
    back();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    back();
    expect(exitApp).toHaveBeenCalledTimes(1);
  });

  it('skips the pages hidden from the back button', async () => {
    const { router, go, back, exitApp } = app();
    await go('/dashboard', true);
    await go('/invoices');
    await go('/invoice/11');
    back();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(exitApp).not.toHaveBeenCalled();
  });
});
