import type * as Registry from '@sportello/brands';
import type { Brand } from '@sportello/brands';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * What the HTML needs of a brand before the app applies the visitor's own (brands/index.ts
 * applyBrand), written from the brand registry at build time so that no stylesheet or static
 * file names a brand: the default brand's colours as the first paint's CSS variables, and the
 * site icon in its primary colour.
 */

/**
 * The default brand, read from the registry's TypeScript source through tsx: vite's config
 * loader leaves workspace packages to Node, which does not run .ts files.
 */
export async function defaultBrand(): Promise<Brand> {
  const registry = (await tsImport('@sportello/brands', import.meta.url)) as typeof Registry;
  return registry.brandFor(undefined);
}

/** The `:root` colour variables of a brand (the same ones applyBrand sets). */
export function brandFallbackCss(brand: Brand): string {
  const { colors } = brand;
  return (
    `:root{--color-primary:${colors.primary};--color-primary-dark:${colors.primaryDark};` +
    `--color-on-primary:${colors.onPrimary};--color-accent:${colors.accent};--color-surface:${colors.surface}}`
  );
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
        {
          tag: 'style',
          attrs: { id: 'brand-fallback' },
          children: brandFallbackCss(await loaded()),
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
