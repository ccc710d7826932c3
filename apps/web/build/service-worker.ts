import type { Plugin } from 'vite';

/**
 * Builds the service worker (`src/service-worker/sw.ts`) as its own entry at the root of the
 * output, `/sw.js`, unhashed (its address is its identity for the browser; the server sends it
 * with `Cache-Control: no-cache`). It imports nothing, so it shares no chunk with the app and adds
 * nothing to any page's bundle.
 */
export function serviceWorker(entry = 'src/service-worker/sw.ts'): Plugin {
  return {
    name: 'sportello-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName: 'sw.js' });
    },
  };
}
