import { useSyncExternalStore } from 'react';
import { THEMES, type Theme } from '@sportello/brands/themes';
import { THEME_STORAGE_KEY } from './theme-boot';

export type { Theme };

/** What the customer chose: one of the themes, or the system's (the default). */
export type ThemeChoice = Theme | 'system';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Come il sistema' },
  { value: 'light', label: 'Chiaro' },
  { value: 'dark', label: 'Scuro' },
  { value: 'contrast', label: 'Alto contrasto' },
];

/** A theme's name in a sentence ("ora scuro"). */
export const THEME_NAMES: Readonly<Record<Theme, string>> = {
  light: 'chiaro',
  dark: 'scuro',
  contrast: 'alto contrasto',
};

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The stored choice (this browser's, in localStorage), `system` when there is none. */
export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const CONTRAST_QUERY = '(prefers-contrast: more)';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** The system's preference: more contrast first, then dark, else light. */
export function systemTheme(): Theme {
  if (matches(CONTRAST_QUERY)) return 'contrast';
  return matches(DARK_QUERY) ? 'dark' : 'light';
}

/** The theme a choice shows now. */
export function resolveTheme(choice: ThemeChoice): Theme {
  return choice === 'system' ? systemTheme() : choice;
}

const listeners = new Set<() => void>();

/** Sets `<html data-theme>` to the theme the stored choice resolves to, and tells the subscribers. */
export function applyTheme(): void {
  if (typeof document === 'undefined') return;
  const theme = resolveTheme(themeChoice());
  if (document.documentElement.getAttribute('data-theme') !== theme) {
    document.documentElement.setAttribute('data-theme', theme);
  }
  for (const listener of listeners) listener();
}

/** Saves a choice (`system` forgets it) and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  applyTheme();
}

let started = false;

/**
 * Keeps the theme live: a change of the system's preference (with no choice stored) or a choice
 * made in another tab applies at once, without a reload. Once per page.
 */
export function startTheme(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  applyTheme();
  if (typeof window.matchMedia === 'function') {
    for (const query of [CONTRAST_QUERY, DARK_QUERY]) {
      window.matchMedia(query).addEventListener?.('change', applyTheme);
    }
  }
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) applyTheme();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice and the theme shown, kept current (for the switchers). */
export function useTheme(): { choice: ThemeChoice; theme: Theme } {
  const choice = useSyncExternalStore(subscribe, themeChoice, () => 'system' as const);
  const theme = useSyncExternalStore(
    subscribe,
    () => resolveTheme(themeChoice()),
    () => 'light' as const,
  );
  return { choice, theme };
}
