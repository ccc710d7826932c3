import { expect, test } from '@playwright/test';
import type { CompanyCode } from '@sportello/domain';
import { BRANDS } from '../../packages/brands/src/index';

const CODES = ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'] as const;

/** Name and colours of a brand, from the brand registry (packages/brands). */
function brandData(code: string) {
  const brand = BRANDS[code as CompanyCode];
  return { name: brand.name, primary: brand.colors.primary, onPrimary: brand.colors.onPrimary };
}

test.describe('brands: title, colours, logo', () => {
  for (const code of CODES) {
    test(`${code}`, async ({ page }, testInfo) => {
      const brand = brandData(code);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/login?company=${code}`);
      await expect(page).toHaveTitle(`Accedi | ${brand.name}`);
      await expect(page.locator('body')).toHaveClass(new RegExp(`company-${code}`));
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [
          style.getPropertyValue('--color-primary').trim(),
          style.getPropertyValue('--color-on-primary').trim(),
        ];
      });
      expect(colours).toEqual([brand.primary, brand.onPrimary]);
      const logo = page.getByRole('img', { name: brand.name });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The login button wears the brand colour.
      const button = await page
        .getByRole('button', { name: 'Accedi' })
        .evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(button).toBe(hexToRgb(brand.primary));
      const path = `results/brands/${code}.png`;
      await page.screenshot({ path: new URL(`../${path}`, import.meta.url).pathname, fullPage: true });
      await testInfo.attach(`brand-${code}`, {
        path: new URL(`../${path}`, import.meta.url).pathname,
        contentType: 'image/png',
      });
    });
  }
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
