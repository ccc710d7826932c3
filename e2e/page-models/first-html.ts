import { expect, type Page } from '@playwright/test';

/** What the page looked like when the HTML was parsed, before any of the app's scripts ran. */
export interface BeforeScripts {
  heading: string | null;
  rootVisibility: string;
  resuming: boolean;
  /** The prerendered cookie banner is displayed. */
  banner: boolean;
}

/**
 * Watches a page from its first byte: remembers the prerendered heading and form (the very nodes)
 * as the HTML finishes parsing, before the app's module scripts run, and collects every console
 * error and uncaught error (a hydration mismatch is reported as one).
 */
export class FirstHtml {
  readonly errors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  async watch(): Promise<void> {
    await this.page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        // "interactive": parsed; deferred and module scripts have not run yet.
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        const w = window as unknown as Record<string, unknown>;
        w.__beforeScripts = {
          heading: root?.querySelector('h1')?.textContent ?? null,
          rootVisibility: root ? getComputedStyle(root).visibility : '',
          resuming: document.documentElement.classList.contains('resuming'),
          banner: (() => {
            const banner = root?.querySelector('.cookie-banner');
            return !!banner && getComputedStyle(banner).display !== 'none';
          })(),
        };
        w.__prerenderedNodes = [
          root?.querySelector('h1'),
          root?.querySelector('form'),
          root?.querySelector('input'),
        ];
      });
    });
  }

  /** The app has taken the page over: the login button, disabled in the HTML, is enabled. */
  async hydrated(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  }

  beforeScripts(): Promise<BeforeScripts> {
    return this.page.evaluate(
      () => (window as unknown as { __beforeScripts: BeforeScripts }).__beforeScripts,
    );
  }

  /** True when the heading, form and first input on screen are the nodes that came in the HTML. */
  keptPrerenderedNodes(): Promise<boolean> {
    return this.page.evaluate(() => {
      const before = (window as unknown as { __prerenderedNodes: (Element | null)[] }).__prerenderedNodes;
      const now = [
        document.querySelector('#root h1'),
        document.querySelector('#root form'),
        document.querySelector('#root input'),
      ];
      return before.every((node, i) => node !== null && node === now[i] && node.isConnected);
    });
  }
}
