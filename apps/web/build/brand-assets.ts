import type * as Registry from '@sportello/brands';
import type { Brand } from '@sportello/brands';
import type * as Themes from '@sportello/brands/themes';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../src/lib/theme-boot';

/**
 * What the HTML needs of a brand before the app applies the visitor's own (brands/index.ts
 * applyBrand), written from the brand registry at build time so that no stylesheet or static
 * file names a brand: the default brand's colours (in every theme) as the first paint's CSS
 * variables, the script that picks the theme before that paint, and the site icon in its primary
 * colour.
 */

/**
 * The default brand, read from the registry's TypeScript source through tsx: vite's config
 * loader leaves workspace packages to Node, which does not run .ts files.
 */
export async function defaultBrand(): Promise<Brand> {
  const registry = (await tsImport('@sportello/brands', import.meta.url)) as typeof Registry;
  return registry.brandFor(undefined);
}

/**
 * The colour variables of a brand for the three themes (the same ones applyBrand sets), from the
 * registry's themeCss.
 */
export async function brandFallbackCss(brand: Brand): Promise<string> {
  const themes = (await tsImport('@sportello/brands/themes', import.meta.url)) as typeof Themes;
  return themes.themeCss(brand.colors);
}

/** The site icon: a bolt on a disc of the brand's primary colour. */
export function faviconSvg(brand: Brand): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<circle cx="16" cy="16" r="15" fill="${brand.colors.primary}"/>` +
    `<path d="M18 5 9 18h6l-2 9 10-14h-6z" fill="${brand.colors.onPrimary}"/></svg>\n`
  );
}

export function brandAssets(): Plugin {
  let brand: Brand | undefined;
  const loaded = async (): Promise<Brand> => (brand ??= await defaultBrand());
  return {
    name: 'brand-assets',
    transformIndexHtml: {
      order: 'pre',
      handler: async () => [
        // The theme before the first paint (allowed by its hash in the server's CSP).
        { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
        {
          tag: 'style',
          attrs: { id: 'brand-fallback' },
          children: await brandFallbackCss(await loaded()),
          injectTo: 'head-prepend',
        },
      ],
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg(await loaded()) });
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_request, response) => {
        void loaded().then((value) => {
          response.setHeader('content-type', 'image/svg+xml');
          response.end(faviconSvg(value));
        });
      });
    },
  };
}
