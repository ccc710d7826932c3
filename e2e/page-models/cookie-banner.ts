import { expect, type Page } from '@playwright/test';

/** One entry of `window.dataLayer`: a gtag command as an array, or an event object. */
export type DataLayerEntry = unknown[] | Record<string, unknown>;

/** The cookie banner and its preferences dialog, as a person uses them. */
export class CookieBanner {
  constructor(private readonly page: Page) {}

  banner() {
    return this.page.getByRole('region', { name: 'Usiamo i cookie' });
  }

  async expectVisible() {
    await expect(this.banner()).toBeVisible();
  }

  accept() {
    return this.banner().getByRole('button', { name: 'Accetta', exact: true }).click();
  }

  customise() {
    return this.banner().getByRole('button', { name: 'Personalizza' }).click();
  }

  /** The "x": rejects everything but the necessary cookies. */
  close() {
    return this.banner().getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
  }

  preferences() {
    return this.page.getByRole('dialog', { name: 'Preferenze sui cookie' });
  }

  purpose(name: 'Cookie necessari' | 'Statistiche' | 'Marketing') {
    return this.preferences().getByRole('switch', { name });
  }

  /** The data layer, with gtag's `arguments` objects turned into arrays. */
  dataLayer(): Promise<DataLayerEntry[]> {
    return this.page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry: unknown) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    ) as Promise<DataLayerEntry[]>;
  }

  /** `gtag('consent', kind, signals)` entries, in order. */
  async consentCommands(kind: 'default' | 'update'): Promise<Record<string, unknown>[]> {
    const entries = await this.dataLayer();
    return entries
      .filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'consent' && e[1] === kind)
      .map((e) => e[2] as Record<string, unknown>);
  }

  async events(name: string): Promise<Record<string, unknown>[]> {
    const entries = await this.dataLayer();
    return entries.filter((e): e is Record<string, unknown> => !Array.isArray(e) && e.event === name);
  }
}

/**
 * For tests about something else: answers the banner (rejecting) if it shows, so it covers
 * nothing. Waits for the banner, which appears once the browser is idle after the first paint.
 */
export async function dismissCookieBanner(page: Page): Promise<void> {
  const banner = new CookieBanner(page);
  await banner.expectVisible();
  await banner.close();
  await expect(banner.banner()).toBeHidden();
}
