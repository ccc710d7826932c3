// Writes the per-brand configuration of the native app from the brand registry
// (packages/brands, through scripts/brand-config.mts): brand.json (read by capacitor.config.ts)
// and assets/logo.svg, the source of the icon and splash for @capacitor/assets.
//
//   node scripts/brand.mjs <company code>      e.g. node scripts/brand.mjs sgr
//
// The registry is TypeScript: tsx (a dev dependency of the repository) loads it, so the script
// runs with plain `node` on Node 20 and 22 alike.
import { register } from 'tsx/esm/api';

register();
const { writeBrand } = await import('./brand-config.mts');

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
