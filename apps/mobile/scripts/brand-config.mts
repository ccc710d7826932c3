// The per-brand configuration of the native app, from the brand registry (packages/brands): app
// id (the brand's Play Store package, also the iOS bundle id), app name, colours, and the logo
// that @capacitor/assets turns into the icon and the splash. Run through scripts/brand.mjs.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '@sportello/brands';
import { COMPANY_CODES, isCompanyCode } from '@sportello/domain';

/** What capacitor.config.ts reads (brand.json). */
export interface BrandConfig {
  company: string;
  appId: string;
  appName: string;
  iosAppStoreId: string;
  iconBackgroundColor: string;
  splashBackgroundColor: string;
  statusBarColor: string;
}

const MOBILE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The registry's logo file of a brand (packages/brands/logos/<code>.svg). */
export function logoFile(code: string): string {
  return fileURLToPath(import.meta.resolve(`@sportello/brands/logos/${code}.svg`));
}

/** The app configuration of a brand, from the registry. */
export function brandConfig(code: string): BrandConfig {
  if (!isCompanyCode(code))
    throw new Error(`Codice società sconosciuto: "${code}" (uno di ${COMPANY_CODES.join(', ')})`);
  const brand = BRANDS[code];
  return {
    company: code,
    appId: brand.appStore.android,
    appName: brand.name,
    iosAppStoreId: brand.appStore.ios,
    iconBackgroundColor: '#ffffff',
    splashBackgroundColor: brand.colors.surface,
    statusBarColor: brand.colors.primary,
  };
}

/** Writes `brand.json` and `assets/logo.svg` of a brand into the app's folder (or `root`). */
export function writeBrand(code: string, root: string = MOBILE): BrandConfig {
  const config = brandConfig(code);
  mkdirSync(join(root, 'assets'), { recursive: true });
  copyFileSync(logoFile(code), join(root, 'assets', 'logo.svg'));
  writeFileSync(join(root, 'brand.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}
