// Writes the per-brand configuration of the native app from the brand data of the web app:
// app id (the brand's Play Store package, also the iOS bundle id), app name, and the sources of
// the icon and splash (the brand's logo on its colours) for @capacitor/assets.
//
//   node scripts/brand.mjs <company code>      e.g. node scripts/brand.mjs sgr
//
// Output: brand.json (read by capacitor.config.ts) and assets/logo.svg.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MOBILE = join(dirname(fileURLToPath(import.meta.url)), '..');
const BRANDS = join(MOBILE, '../web/src/brands');
const CODES = ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'];

/** The brand's data, read from apps/web/src/brands/<code>.ts (plain data, one value per line). */
export function readBrand(code) {
  if (!CODES.includes(code))
    throw new Error(`Codice società sconosciuto: "${code}" (uno di ${CODES.join(', ')})`);
  const source = readFileSync(join(BRANDS, `${code}.ts`), 'utf8');
  const pick = (pattern, what) => {
    const match = source.match(pattern);
    if (!match) throw new Error(`${code}.ts: ${what} non trovato`);
    return match[1];
  };
  return {
    company: code,
    appName: pick(/^\s{2}name:\s*'([^']+)'/m, 'name'),
    appId: pick(/appStore:\s*\{\s*android:\s*'([^']+)'/, 'appStore.android'),
    iosAppStoreId: pick(/appStore:\s*\{[^}]*ios:\s*'([^']+)'/, 'appStore.ios'),
    primary: pick(/primary:\s*'(#[0-9a-fA-F]{6})'/, 'colors.primary'),
    surface: pick(/surface:\s*'(#[0-9a-fA-F]{6})'/, 'colors.surface'),
    logo: join(BRANDS, 'logos', `${code}.svg`),
  };
}

export function writeBrand(code, root = MOBILE) {
  const brand = readBrand(code);
  mkdirSync(join(root, 'assets'), { recursive: true });
  copyFileSync(brand.logo, join(root, 'assets', 'logo.svg'));
  const config = {
    company: brand.company,
    appId: brand.appId,
    appName: brand.appName,
    iosAppStoreId: brand.iosAppStoreId,
    iconBackgroundColor: '#ffffff',
    splashBackgroundColor: brand.surface,
    statusBarColor: brand.primary,
  };
  writeFileSync(join(root, 'brand.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const code = (process.argv[2] ?? '').toLowerCase();
  try {
    const config = writeBrand(code);
    console.log(`App ${config.appName} (${config.appId}) configurata: brand.json e assets/logo.svg.`);
    console.log('Icone e splash per Android e iOS (dopo npx cap add):');
    console.log(
      `  npx @capacitor/assets generate --iconBackgroundColor '${config.iconBackgroundColor}' --splashBackgroundColor '${config.splashBackgroundColor}'`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
