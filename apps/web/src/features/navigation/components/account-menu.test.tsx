// @vitest-environment jsdom
import { ROUTES } from '@sportello/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AccountMenu } from './account-menu';

/** A window as wide as asked: matchMedia answers the layout's query from it. */
function viewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.stubGlobal('__APP_VERSION__', '9.9.9');
  viewport(1280);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function menu(enabledModules: string[] = [], extra: Partial<Parameters<typeof AccountMenu>[0]> = {}) {
  const onLogout = vi.fn();
  const onNavigate = vi.fn();
  const rendered = renderWithProviders(
    <AccountMenu
      enabledModules={enabledModules}
      routes={ROUTES}
      onLogout={onLogout}
      onNavigate={onNavigate}
      {...extra}
    />,
    { route: '/supplies', path: '/supplies', routes: [{ path: '/dashboard' }] },
  );
  const labels = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  return { ...rendered, onLogout, onNavigate, labels };
}

describe('AccountMenu', () => {
  it('without modules: home, supplies, messages, support and logout, with the version', () => {
    const { labels } = menu();
    expect(labels()).toEqual(['Home', 'Forniture', 'Messaggi', 'Assistenza', 'Esci']);
    expect(screen.getByRole('navigation', { name: "Menu dell'area clienti" }).textContent).toContain(
      'Versione 9.9.9',
    );
  });

  it('the modules add services, practices and invoices (all types)', () => {
    const { labels } = menu(['ser', 'prat', 'panoram']);
    expect(labels()).toEqual([
      'Home',
      'Forniture',
      'Messaggi',
      'Servizi',
      'Pratiche',
      'Bollette',
      'Assistenza',
      'Esci',
    ]);
    expect(screen.getByRole('link', { name: 'Bollette' }).getAttribute('href')).toBe(
      '/invoices?typeCodes=all',
    );
  });

  it('services need their route too', () => {
    const { labels } = menu(['ser'], { routes: ROUTES.filter((r) => r.name !== 'services') });
    expect(labels()).not.toContain('Servizi');
  });

  it('small screens add the profile', () => {
    viewport(600);
    const { labels } = menu();
    expect(labels()).toContain('Profilo');
  });

  it('marks the current page, tells the caller of a navigation, and logs out by its button', async () => {
    const { user, onNavigate, onLogout } = menu();
    expect(screen.getByRole('link', { name: 'Forniture' }).className).toContain('account-menu__link--active');
    expect(screen.getByRole('link', { name: 'Home' }).className).not.toContain('--active');
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /dashboard' })).toBeTruthy();
  });
});
