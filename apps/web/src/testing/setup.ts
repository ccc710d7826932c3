/**
 * Runs before every unit test file (vitest.config.ts). In the jsdom files it gives the browser
 * APIs jsdom lacks, so that no test depends on whether a library touched them (uPlot reads
 * `matchMedia` when it loads, and a chart's lazy import may finish after a test). Vite's build
 * constants get a test value.
 */
const globals = globalThis as typeof globalThis & { __APP_VERSION__?: string };
globals.__APP_VERSION__ ??= '0.0.0-test';

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
