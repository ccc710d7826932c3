// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, resolveTheme, setThemeChoice, startTheme, themeChoice } from './theme';
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme-boot';

/** A system whose preferences the test sets, with matchMedia's change events. */
function fakeSystem() {
  const prefs = { dark: false, contrast: false };
  const listeners = new Map<string, Set<() => void>>();
  const query = (q: string) =>
    q.includes('contrast') ? prefs.contrast : q.includes('dark') ? prefs.dark : false;
  vi.stubGlobal('matchMedia', (q: string) => ({
    get matches() {
      return query(q);
    },
    media: q,
    addEventListener: (_: string, listener: () => void) => {
      if (!listeners.has(q)) listeners.set(q, new Set());
      listeners.get(q)!.add(listener);
    },
    removeEventListener: (_: string, listener: () => void) => listeners.get(q)?.delete(listener),
  }));
  return {
    set(next: Partial<typeof prefs>) {
      Object.assign(prefs, next);
      for (const set of listeners.values()) for (const listener of set) listener();
    },
  };
}

const shown = () => document.documentElement.getAttribute('data-theme');

describe('the theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the first script picks the stored choice, else the system: more contrast first, then dark', () => {
    const system = fakeSystem();
    const boot = () => new Function(THEME_BOOT_SCRIPT)() as void;
    boot();
    expect(shown()).toBe('light');
    system.set({ dark: true });
    boot();
    expect(shown()).toBe('dark');
    system.set({ contrast: true });
    boot();
    expect(shown()).toBe('contrast');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    boot();
    expect(shown()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'nonsense');
    boot();
    expect(shown()).toBe('contrast');
    // The server finds inline scripts by `<script>…</script>`: none may hold a `<`.
    expect(THEME_BOOT_SCRIPT).not.toContain('<');
  });

  it('follows the system live while nothing is chosen; a choice is kept and wins', () => {
    const system = fakeSystem();
    startTheme();
    expect(shown()).toBe('light');
    system.set({ dark: true });
    expect(shown()).toBe('dark');
    system.set({ contrast: true });
    expect(shown()).toBe('contrast');
    setThemeChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(themeChoice()).toBe('light');
    expect(shown()).toBe('light');
    system.set({ contrast: false });
    expect(shown()).toBe('light');
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(themeChoice()).toBe('system');
    expect(shown()).toBe('dark');
  });

  it('a choice made in another tab applies here', () => {
    fakeSystem();
    startTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'contrast');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(shown()).toBe('contrast');
  });

  it('without matchMedia (old browsers, tests) the system is light', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(resolveTheme('system')).toBe('light');
    applyTheme();
    expect(shown()).toBe('light');
  });
});
