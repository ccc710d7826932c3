// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SiteMenu } from './site-menu';

describe('SiteMenu', () => {
  it("lists the brand's links, each opening a new window, then the login", async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<SiteMenu onNavigate={onNavigate} />, {
      session: { loggedIn: false },
      routes: [{ path: '/login' }],
    });
    const nav = screen.getByRole('navigation', { name: 'Menu del sito Astra Energia' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]!.textContent).toBe('Offerte luce e gas (si apre in una nuova finestra)');
    expect(links[0]!.getAttribute('href')).toBe('https://www.astraenergia.example.it/offerte');
    expect(links.slice(0, -1).every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    const login = links[links.length - 1]!;
    expect(login.textContent).toBe('Accedi');
    await user.click(login);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /login' })).toBeTruthy();
  });
});
