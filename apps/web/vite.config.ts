import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { brandAssets } from './build/brand-assets';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { pwaAssets } from './build/pwa-assets';
import { serviceWorker } from './build/pwa';

/**
 * Builds by mode: the portal (default, `dist/`, web platform), the app for the e2e tests
 * (`--mode app`, `dist-app/`, simulated platform) and the store apps (`--mode native`,
 * `dist-native/`, Capacitor platform; apps/mobile packs it).
 */
const BUILDS: Record<string, { outDir: string; platform: 'web' | 'simulated' | 'capacitor' }> = {
  app: { outDir: 'dist-app', platform: 'simulated' },
  native: { outDir: 'dist-native', platform: 'capacitor' },
};

/** Swaps src/platform/loader.ts for the build's own loader (the web keeps the empty one). */
function platformLoader(platform: 'web' | 'simulated' | 'capacitor'): Plugin {
  const index = fileURLToPath(new URL('./src/platform/index.ts', import.meta.url));
  const target = fileURLToPath(new URL(`./src/platform/loader-${platform}.ts`, import.meta.url));
  return {
    name: 'platform-loader',
    enforce: 'pre',
    resolveId(source, importer) {
      if (platform === 'web' || source !== './loader' || importer !== index) return null;
      return target;
    },
  };
}

// The server serves dist/ with history fallback; in `vite dev` the API is proxied to it.
export default defineConfig(({ mode }) => {
  const build = BUILDS[mode] ?? { outDir: 'dist', platform: 'web' };
  return {
    plugins: [
      platformLoader(build.platform),
      react(),
      brandAssets(),
      // Installable and readable offline (issue 24): the portal only, never the app builds.
      ...(build.platform === 'web' ? [pwaAssets(), serviceWorker()] : []),
      precompress(),
      // The login page in the first HTML is the portal's (the apps show their own app login).
      ...(build.platform === 'web' ? [prerenderPages()] : []),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.9.1'),
    },
    build: {
      outDir: build.outDir,
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      chunkSizeWarningLimit: 400,
      // Brand logos stay files: inlined, all seven would sit in the first bundle, where only the
      // current brand's one is ever shown.
      assetsInlineLimit: 0,
      // Every browser the portal supports (ES2022) preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, React DOM and React Router travel as one chunk: left to itself the bundler
            // cut them along the lazy routes' shared imports into pieces that compress worse.
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The shell's own core (the platform, the API client, the session and its storage) as
              // one chunk too: split along the lazy routes it came as four small chunks, 0.9 KB
              // gzip more on the login page than one.
              {
                name: 'core',
                test: /src[\\/](platform[\\/](index|loader|web|channel|types|web-push)|lib[\\/](api-client|api-error|session|session-server|session-flags|storage))\.tsx?$/,
              },
              // The dashboard's chunks, fewer and larger (issue 23): left to itself the bundler cut
              // the route's modules into about 35 chunks, each one more request and one more
              // modulepreload link appended by the lazy route's loader (appendChild was most of a
              // 140 ms task at 4× CPU slowdown). TanStack Query's hooks and observers, which every
              // framed page uses, as one chunk (never in the login page's first load)…
              {
                name: 'query-hooks',
                includeDependenciesRecursively: false,
                test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](use[A-Za-z]+|[a-z]+Options|[a-zA-Z]*[oO]bserver|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$/,
              },
              // …the formats, dates and lists of the data screens with their loading/error states and
              // the offline copy of the answers…
              {
                name: 'data',
                includeDependenciesRecursively: false,
                test: /(packages[\\/]domain[\\/]src[\\/](format|dates|lists|invoice-payments)\.ts|src[\\/]components[\\/]ui[\\/]query-state\.tsx|src[\\/]lib[\\/](cached-api|offline-data|secure-cache)\.ts)$/,
              },
              // …the supply list (the dashboard's and /supplies')…
              {
                name: 'supply-list',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]supplies[\\/](api[\\/]get-supplies|components[\\/](supply-list|supply-badges))|app[\\/]routes[\\/]supply-links)\.tsx?$/,
              },
              // …and the dashboard's own blocks with the route (the insolvency banner, shown on the
              // bills too, stays apart).
              {
                name: 'dashboard',
                includeDependenciesRecursively: false,
                test: /src[\\/](app[\\/]routes[\\/]dashboard|features[\\/]dashboard[\\/][^\\/]+[\\/][^\\/.]+|features[\\/]money[\\/]components[\\/]bill-forecast)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/services': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
    },
  };
});
