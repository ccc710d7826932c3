import { crc32, deflateSync } from 'node:zlib';
import type * as Registry from '@sportello/brands';
import type * as ManifestModule from '@sportello/brands/manifest';
import type { Brand } from '@sportello/brands';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * What installing the portal needs besides the service worker (issue 24): each brand's web app
 * manifest and its icons, written by the build from the brand registry (packages/brands
 * manifest.ts), so that no file of the app names a brand. The HTML links the default brand's
 * manifest; the page switches the link to its own brand (src/service-worker/register.ts) and the
 * prerendered login pages carry their brand's (build/prerender.ts renders through applyBrand).
 */

type Rgba = [number, number, number, number];

function hexColor(hex: string): Rgba {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [
    parseInt(full.slice(0, 2), 16),
    parseInt(full.slice(2, 4), 16),
    parseInt(full.slice(4, 6), 16),
    255,
  ];
}

/** The favicon's bolt (build/brand-assets.ts), on its 32-unit grid. */
const BOLT: readonly (readonly [number, number])[] = [
  [18, 5],
  [9, 18],
  [15, 18],
  [13, 27],
  [23, 13],
  [17, 13],
];

function inPolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The icon as RGBA pixels, 4×4 samples a pixel: `any` is the favicon (a disc of the brand's
 * primary colour, transparent around it); `maskable` fills the square and keeps the bolt well
 * inside the safe zone (the central circle of 80%) that launchers never crop.
 */
export function iconPixels(brand: Brand, size: number, maskable: boolean): Uint8Array {
  const disc = hexColor(brand.colors.primary);
  const bolt = hexColor(brand.colors.onPrimary);
  const clear: Rgba = [0, 0, 0, 0];
  const boltScale = maskable ? 0.7 : 1;
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          // The sample on the 32-unit grid.
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          const bx = 16 + (x - 16) / boltScale;
          const by = 16 + (y - 16) / boltScale;
          let color: Rgba;
          if (inPolygon(bx, by, BOLT)) color = bolt;
          else if (maskable || (x - 16) ** 2 + (y - 16) ** 2 <= 15 ** 2) color = disc;
          else color = clear;
          // Premultiplied, so the edge of the disc fades instead of darkening.
          sum[0]! += color[0] * color[3];
          sum[1]! += color[1] * color[3];
          sum[2]! += color[2] * color[3];
          sum[3]! += color[3];
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3]!;
      pixels[offset] = alpha ? Math.round(sum[0]! / alpha) : 0;
      pixels[offset + 1] = alpha ? Math.round(sum[1]! / alpha) : 0;
      pixels[offset + 2] = alpha ? Math.round(sum[2]! / alpha) : 0;
      pixels[offset + 3] = Math.round(alpha / (samples * samples));
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no filter) of `size`×`size` pixels. */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.buffer, pixels.byteOffset + y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

interface Loaded {
  brands: readonly Brand[];
  fallback: Brand;
  manifest: typeof ManifestModule;
}

/** The registry through tsx (vite's config loader leaves workspace TypeScript to Node). */
async function load(): Promise<Loaded> {
  const registry = (await tsImport('@sportello/brands', import.meta.url)) as typeof Registry;
  const manifest = (await tsImport('@sportello/brands/manifest', import.meta.url)) as typeof ManifestModule;
  return { brands: registry.BRAND_LIST, fallback: registry.brandFor(undefined), manifest };
}

export function pwaAssets(): Plugin {
  let loaded: Promise<Loaded> | undefined;
  const registry = (): Promise<Loaded> => (loaded ??= load());
  return {
    name: 'pwa-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: async () => {
        const { fallback, manifest } = await registry();
        return [
          {
            tag: 'link',
            attrs: { rel: 'manifest', href: manifest.manifestPath(fallback.code) },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: { rel: 'apple-touch-icon', href: manifest.iconPath(fallback.code, 192) },
            injectTo: 'head',
          },
        ];
      },
    },
    async generateBundle() {
      const { brands, manifest } = await registry();
      for (const brand of brands) {
        this.emitFile({
          type: 'asset',
          fileName: manifest.manifestPath(brand.code).slice(1),
          source: `${JSON.stringify(manifest.webAppManifest(brand), null, 2)}\n`,
        });
        for (const size of manifest.ICON_SIZES) {
          for (const maskable of [false, true]) {
            this.emitFile({
              type: 'asset',
              fileName: manifest.iconPath(brand.code, size, maskable).slice(1),
              source: encodePng(iconPixels(brand, size, maskable), size),
            });
          }
        }
      }
    },
  };
}
