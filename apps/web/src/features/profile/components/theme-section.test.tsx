// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../lib/theme-boot';
import { ThemeSection } from './theme-section';

const shown = () => document.documentElement.getAttribute('data-theme');

describe('the profile’s theme section', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(cleanup);

  it('the profile offers the four choices as a labelled radio group, the system’s checked', () => {
    render(<ThemeSection />);
    expect(screen.getByRole('heading', { name: 'Aspetto' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Tema dei colori' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual([
      'Come il sistema',
      'Chiaro',
      'Scuro',
      'Alto contrasto',
    ]);
    expect(radios[0]!.checked).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Segue l’impostazione del dispositivo: ora chiaro/)).toBeTruthy();
    // No form, no save button: the choice applies as it is made.
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a choice applies at once and is saved on this device', () => {
    render(<ThemeSection />);
    fireEvent.click(screen.getByRole('radio', { name: 'Scuro' }));
    expect(shown()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect((screen.getByRole('radio', { name: 'Scuro' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('La scelta vale su questo dispositivo e si applica subito.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Come il sistema' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shown()).toBe('light');
  });
});
