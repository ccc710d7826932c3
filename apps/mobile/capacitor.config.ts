import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app is the web app's native build (apps/web/dist-native: `npm run build:native -w
 * apps/web`, Capacitor platform) in a Capacitor 7 shell. The brand (app id, name, colours) comes
 * from brand.json, written from the brand registry (packages/brands) by `node scripts/brand.mjs
 * <company>`; without it the CLI stops and says so (an app is always one brand's).
 */
interface BrandConfig {
  appId: string;
  appName: string;
  splashBackgroundColor: string;
}

// The Capacitor CLI loads this file as CommonJS (this package is not "type": "module"), so it
// cannot import the TypeScript registry: the brand script writes what it needs into brand.json.
const BRAND_FILE = join(__dirname, 'brand.json');
if (!existsSync(BRAND_FILE)) {
  throw new Error(
    'Manca brand.json: scegli prima il marchio dell\u2019app con `node scripts/brand.mjs <codice società>` (es. sgr)',
  );
}
const brand = JSON.parse(readFileSync(BRAND_FILE, 'utf8')) as BrandConfig;

const config: CapacitorConfig = {
  appId: process.env.APP_ID ?? brand.appId,
  appName: process.env.APP_NAME ?? brand.appName,
  webDir: '../web/dist-native',
  server: { androidScheme: 'https' },
  android: { backgroundColor: brand.splashBackgroundColor },
  ios: { backgroundColor: brand.splashBackgroundColor },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
