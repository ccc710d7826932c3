import { expect, test } from '@playwright/test';
import { apiGet } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import { OfferPage } from '../page-models/billing-pages';
import { loginThroughApi } from '../page-models/login-page';

interface ApiOffer {
  key: string;
  name: string;
  prices: { f1: string | null; f2: string | null; f3: string | null; unit: string };
}

test.describe('offer page', () => {
  test('from the supply detail: the offer name and its band prices with units', async ({ page }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    const supplies = (
      await apiGet<{
        getSuppliesResponse: {
          supplies: { id: number; nickname: string | null; offerCode: string | null }[];
        };
      }>(page, '/Erp/v1/supplies')
    ).getSuppliesResponse.supplies;
    const hourly = supplies.find((s) => s.nickname === 'Casa Roma')!;
    const offer = (
      await apiGet<{ getOfferResponse: ApiOffer }>(page, `/Erp/v1/offers/${hourly.offerCode}?useExtKey=true`)
    ).getOfferResponse;

    await page.goto(`/supplies/${hourly.id}`);
    await page.getByRole('link', { name: 'Vedi i prezzi e le condizioni dell’offerta' }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/${offer.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
    const fmt = (v: string) =>
      new Intl.NumberFormat('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 6 }).format(
        Number(v),
      );
    const prices = new OfferPage(page).prices();
    await expect(prices).toHaveCount(3);
    for (const [n, band] of (['f1', 'f2', 'f3'] as const).entries()) {
      await expect(prices.nth(n).locator('th')).toContainText(`Fascia ${band.toUpperCase()}`);
      await expect(prices.nth(n).locator('td')).toHaveText(
        `${fmt(offer.prices[band]!)} ${offer.prices.unit}`,
      );
    }
    await expect(page.getByTestId('offer-valid-from')).toContainText('Valida dal');
    await expect(page.getByTestId('offer-fee')).toContainText('al mese');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('a one-price gas offer, and an unknown offer', async ({ page }) => {
    // Login and two screens: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    await page.goto('/offers/AST-GAS-FISSO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gas Prezzo Fisso');
    await expect(new OfferPage(page).prices()).toHaveCount(1);
    await expect(new OfferPage(page).prices().first().locator('th')).toHaveText('Prezzo unico');
    await expect(new OfferPage(page).prices().first().locator('td')).toContainText('€/Smc');

    await page.goto('/offers/NON-ESISTE');
    await expect(page.getByRole('alert')).toHaveText('Offerta non trovata.');
  });
});
