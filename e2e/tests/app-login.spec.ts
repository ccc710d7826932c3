import { expect, test } from '@playwright/test';

test.describe('app login (spec section 4, guard step 4)', () => {
  test('in the app, /login becomes /applogin', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/applogin$/);
  });
});
