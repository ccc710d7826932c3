import type { CompanyCode } from '@sportello/domain';
import type { Brand } from './brand';

/**
 * The web app manifest of a brand (issue 24: the portal installable per brand), written from the
 * registry: the web build emits one file per brand (apps/web/build/pwa-assets.ts) and the page
 * links the one of its brand. The icons are drawn by the build from the brand's colours.
 */

/** Where a brand's manifest is served. */
export function manifestPath(code: CompanyCode): string {
  return `/manifest-${code}.webmanifest`;
}

/** The icon sizes installing asks for (192 and 512 px), each also as a maskable icon. */
export const ICON_SIZES = [192, 512] as const;

/** Where a brand's icon of a size is served (`maskable`: the full-bleed one for adaptive icons). */
export function iconPath(code: CompanyCode, size: number, maskable = false): string {
  return `/icons/${code}-${maskable ? 'maskable-' : ''}${size}.png`;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'it';
  dir: 'ltr';
  start_url: string;
  scope: '/';
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The short name under the icon: launchers cut past about 12 characters, so the first word then. */
export function shortName(name: string): string {
  return name.length <= 12 ? name : (name.split(' ')[0] ?? name).slice(0, 12);
}

export function webAppManifest(brand: Brand): WebAppManifest {
  // The brand travels in the start address: the installed app opens on its own brand's login.
  const start = `/?company=${brand.code}`;
  return {
    id: start,
    name: brand.name,
    short_name: shortName(brand.name),
    description: `Area clienti ${brand.name}: forniture, bollette, consumi e pagamenti`,
    lang: 'it',
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.colors.primary,
    background_color: brand.colors.surface,
    icons: ICON_SIZES.flatMap((size) => [
      { src: iconPath(brand.code, size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      {
        src: iconPath(brand.code, size, true),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
}
