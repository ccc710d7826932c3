// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeSection } from '../../features/profile/components/theme-section';
import { THEME_STORAGE_KEY } from '../../lib/theme-boot';
import { FooterTheme } from './footer-theme';

const shown = () => document.documentElement.getAttribute('data-theme');

describe('the footer’s theme switcher', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(cleanup);

  it('a labelled select with the four choices, the system’s selected', () => {
    render(<FooterTheme />);
    const select = screen.getByRole('combobox', { name: 'Tema' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Come il sistema',
      'Chiaro',
      'Scuro',
      'Alto contrasto',
    ]);
    expect(select.value).toBe('system');
  });

  it('a choice in the profile applies at once, is saved and shows in the footer', () => {
    render(
      <>
        <ThemeSection />
        <FooterTheme />
      </>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Scuro' }));
    expect(shown()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect((screen.getByRole('combobox', { name: 'Tema' }) as HTMLSelectElement).value).toBe('dark');
    expect(screen.getByText('La scelta vale su questo dispositivo e si applica subito.')).toBeTruthy();
  });

  it('a choice in the footer applies at once and shows in the profile; "come il sistema" forgets it', () => {
    render(
      <>
        <ThemeSection />
        <FooterTheme />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Tema' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'contrast' } });
    expect(shown()).toBe('contrast');
    expect((screen.getByRole('radio', { name: 'Alto contrasto' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(select, { target: { value: 'system' } });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shown()).toBe('light');
    expect((screen.getByRole('radio', { name: 'Come il sistema' }) as HTMLInputElement).checked).toBe(true);
  });
});
