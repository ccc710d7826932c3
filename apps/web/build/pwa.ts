import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The portal's service worker (src/service-worker/sw.ts) built by vite-plugin-pwa with Workbox
 * (injectManifest: our worker, Workbox's precaching and routing, the precache list written in by
 * the build) to `/sw.js`, unhashed: its address is its identity for the browser, and the server
 * sends it with `Cache-Control: no-cache`. Only the portal's build has it (vite.config.ts): the
 * app builds run no service worker.
 *
 * The precache is the app shell and nothing personal: index.html, the hashed scripts and styles,
 * the brand logos and manifests. Not the install icons, the prerendered login pages (online, the server sends
 * them; offline, the shell renders the page) nor the precompressed copies.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // We register it ourselves (src/service-worker/register.ts) and write the manifests per brand
    // (build/pwa-assets.ts).
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
      globIgnores: ['prerendered/**', 'sw.js', 'icons/**'],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  });
}
