import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The UI kit imports ApiError and isRefusal from the portal's API client, which brings the
 * portal's session, storage and platform along: the console answers that one import with its own
 * (src/api-error.ts), the same error class without them.
 */
function consoleApiError(): Plugin {
  const portalClient = fileURLToPath(new URL('../web/src/lib/api-client.ts', import.meta.url));
  const own = fileURLToPath(new URL('./src/api-error.ts', import.meta.url));
  return {
    name: 'console-api-error',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('api-client')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === portalClient ? own : null;
    },
  };
}

/**
 * The operators' console: its own small bundle under /console (the server serves dist/ with
 * history fallback, apps/server/src/plugins/web.ts). The portal's UI kit and its API error type
 * are imported from apps/web through the `@kit` and `@web` aliases, never copied.
 */
export default defineConfig({
  base: '/console/',
  plugins: [consoleApiError(), react()],
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
