// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { RegistrationChoice } from './registration-choice';

setupTestServer();

describe('RegistrationChoice', () => {
  it('the two ways to register and the way to log in, the heading focused for screen readers', () => {
    renderWithProviders(<RegistrationChoice />, { route: '/registrazione', session: { loggedIn: false } });
    const heading = screen.getByRole('heading', { level: 1, name: 'Registrati' });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toContain('Registrati');
    expect(screen.getByRole('link', { name: /Sono un cliente/ }).getAttribute('href')).toBe(
      '/registrazione/cliente-sgr',
    );
    expect(screen.getByRole('link', { name: /Sono un delegato/ }).getAttribute('href')).toBe(
      '/registrazione/delegate',
    );
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
    // Not a step: no progress.
    expect(screen.queryByTestId('registration-progress')).toBeNull();
  });
});
