import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The operators' console: its own small bundle under /console (the server serves dist/ with
 * history fallback, apps/server/src/plugins/web.ts). The portal's UI kit and its API error type
 * (apps/web/src/lib/api-error.ts, free of the portal's session, storage and platform) are imported
 * from apps/web through the `@kit` and `@web` aliases, never copied.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: {
      '@kit': fileURLToPath(new URL('../web/src/components/ui', import.meta.url)),
      '@web': fileURLToPath(new URL('../web/src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    proxy: { '/services': 'http://localhost:8080' },
  },
});
