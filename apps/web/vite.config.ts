import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';

// The server serves dist/ with history fallback; in `vite dev` the API is proxied to it.
export default defineConfig({
  plugins: [react(), precompress(), prerenderPages()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.9.1'),
  },
  build: {
    outDir: 'dist',
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
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/services': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
});
