import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Dark and high-contrast themes (issue 24): the system's preference followed live while nothing is
 * chosen, the choice in the footer and in the profile, kept across a reload and applied before the
 * first paint, and text at 200% without sideways scrolling.
 */

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** axe on the two switchers (the profile's section and the footer) as they are now. */
async function expectSwitchersClean(page: Page) {
  await expectNoAxeViolations(page, { include: ['[data-testid="profile-theme"]', '.footer'] });
}

/** Logged in as a demo customer through the API, the cookie banner closed, on `path`. */
async function openLoggedIn(page: Page, path: string) {
  await loginThroughApi(page, 'demo.ast', { path });
}

test.describe('themes', () => {
  test('follows the system live, the profile and the footer switch it, the choice survives a reload', async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    // The theme shown when the HTML has been parsed, before the app's scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __firstTheme?: string }).__firstTheme =
            document.documentElement.dataset.theme;
      });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, '/profile');
    const section = page.getByTestId('profile-theme');
    await expect(section.getByRole('radio', { name: 'Come il sistema' })).toBeChecked();
    expect(await theme(page)).toBe('light');
    const light = await background(page);

    // Nothing chosen: the system's preference, live.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await background(page)).not.toBe(light);
    await page.emulateMedia({ colorScheme: 'light', contrast: 'more' });
    await expect.poll(() => theme(page)).toBe('contrast');
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    await expect.poll(() => theme(page)).toBe('light');

    await expectSwitchersClean(page);

    // The profile's choice applies at once and is kept.
    await section.getByRole('radio', { name: 'Scuro' }).check();
    expect(await theme(page)).toBe('dark');
    const footer = page.getByRole('combobox', { name: 'Tema' });
    await expect(footer).toHaveValue('dark');
    await page.reload();
    await expect(section.getByRole('radio', { name: 'Scuro' })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme)).toBe(
      'dark',
    );
    await expectSwitchersClean(page);
    // A choice wins over the system.
    await page.emulateMedia({ colorScheme: 'light', contrast: 'more' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await theme(page)).toBe('dark');

    // The footer's choice too, shown in the profile.
    await footer.selectOption({ label: 'Alto contrasto' });
    expect(await theme(page)).toBe('contrast');
    await expect(section.getByRole('radio', { name: 'Alto contrasto' })).toBeChecked();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme)).toBe(
      'contrast',
    );
    await expect(section.getByRole('radio', { name: 'Alto contrasto' })).toBeChecked();
    await expectSwitchersClean(page);
    // "Come il sistema" forgets the choice: the system's preference again.
    await page.emulateMedia({ colorScheme: 'dark', contrast: 'no-preference' });
    await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Come il sistema' });
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('sportello.theme'))).toBeNull();
    expect(blocked).toEqual([]);
  });

  test('text at 200%: no sideways scrolling at 1280 px, content and controls still there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, '/dashboard');
    for (const [path, heading] of [
      ['/dashboard', /^Ciao/],
      ['/profile', 'Il tuo profilo'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The screen's content in place (the dashboard's supply cards, the profile's sections).
      await expect(
        page.getByTestId(path === '/dashboard' ? 'supply-card' : 'profile-theme').first(),
      ).toBeVisible();
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path}: sideways scrolling`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const select = page.getByRole('combobox', { name: 'Tema' });
      await select.scrollIntoViewIfNeeded();
      await select.selectOption({ label: 'Scuro' });
      expect(await theme(page)).toBe('dark');
      await select.selectOption({ label: 'Come il sistema' });
    }
  });
});
