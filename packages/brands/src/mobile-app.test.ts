import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandConfig, writeBrand } from '../../../apps/mobile/scripts/brand-config.mts';
import { BRAND_LIST, BRANDS } from './index';

/** The native app's brand script (apps/mobile/scripts/brand.mjs) reads this registry. */
describe('the native app of a brand', () => {
  const root = mkdtempSync(join(tmpdir(), 'sportello-mobile-brand-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(BRAND_LIST.map((b) => [b.code, b] as const))(
    '%s: id, name and colours are the registry\u2019s',
    (code, brand) => {
      expect(brandConfig(code)).toEqual({
        company: code,
        appId: brand.appStore.android,
        appName: brand.name,
        iosAppStoreId: brand.appStore.ios,
        iconBackgroundColor: '#ffffff',
        splashBackgroundColor: brand.colors.surface,
        statusBarColor: brand.colors.primary,
      });
    },
  );

  it('writes brand.json and the brand\u2019s logo for capacitor.config.ts and @capacitor/assets', () => {
    writeBrand('wdo', root);
    expect(JSON.parse(readFileSync(join(root, 'brand.json'), 'utf8'))).toMatchObject({
      appId: BRANDS.wdo.appStore.android,
      appName: BRANDS.wdo.name,
    });
    expect(readFileSync(join(root, 'assets', 'logo.svg'), 'utf8')).toContain(
      `aria-label="${BRANDS.wdo.name}"`,
    );
  });

  it('refuses a code that is no brand, in Italian', () => {
    expect(() => brandConfig('xyz')).toThrow('Codice società sconosciuto: "xyz"');
  });
});
