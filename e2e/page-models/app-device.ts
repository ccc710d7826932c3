import { expect, type Page } from '@playwright/test';

/**
 * The simulated device of the app build (`window.__sportelloPlatform.simulate`, see
 * apps/web/src/platform/simulated.ts): the sensor, push service, URL opener, app switcher.
 */
export class AppDevice {
  constructor(private readonly page: Page) {}

  /**
   * The device before the app starts (kept in its storage): the biometry enrolled (none, a
   * fingerprint or a face) and the installed version.
   */
  static async prepare(page: Page, device: { biometry?: 'none' | 'fingerprint' | 'face'; version?: string }) {
    await page.addInitScript((d) => {
      if (d.biometry) localStorage.setItem('sim.biometry', d.biometry);
      if (d.version) localStorage.setItem('sim.version', d.version);
    }, device);
  }

  private run<T>(method: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(
      ([name, list]) => {
        const simulate = (window as any).__sportelloPlatform?.simulate;
        if (!simulate) throw new Error('not the app build: window.__sportelloPlatform is missing');
        return simulate[name as string](...(list as unknown[]));
      },
      [method, args] as const,
    );
  }

  /** Waits until the app asks for the fingerprint, then the finger passes or fails. */
  async fingerprint(result: 'pass' | 'fail') {
    await expect.poll(() => this.run<string | null>('prompt')).not.toBeNull();
    expect(await this.run<boolean>('fingerprint', result)).toBe(true);
  }

  prompt() {
    return this.run<string | null>('prompt');
  }

  enrol(kind: 'fingerprint' | 'face' | null) {
    return this.run<void>('enrol', kind);
  }

  secureKeys() {
    return this.run<string[]>('secureKeys');
  }

  background() {
    return this.run<void>('background');
  }

  resume() {
    return this.run<void>('resume');
  }

  /** The phone's back button. */
  backButton() {
    return this.run<void>('backButton');
  }

  /** How many times the app closed itself. */
  exits() {
    return this.run<number>('exits');
  }

  setVersion(version: string) {
    return this.run<void>('setVersion', version);
  }

  storeOpened() {
    return this.run<string[]>('storeOpened');
  }

  screens() {
    return this.run<string[]>('screens');
  }

  pushTap(data: Record<string, unknown>) {
    return this.run<void>('pushTap', data);
  }

  pushToken(token: string) {
    return this.run<void>('pushToken', token);
  }

  openUrl(url: string) {
    return this.run<void>('openUrl', url);
  }
}
