/**
 * Runs before every unit test file (vitest.config.ts). In the jsdom files it gives the browser
 * APIs jsdom lacks, so that no test depends on whether a library touched them (uPlot reads
 * `matchMedia` when it loads, and a chart's lazy import may finish after a test). Vite's build
 * constants get a test value.
 */
// eslint-disable-next-line no-restricted-imports -- the tests' setup: it runs in Node, never in the browser
import * as webStreams from 'node:stream/web';
// eslint-disable-next-line no-restricted-imports -- the tests' setup: it runs in Node, never in the browser
import { webcrypto } from 'node:crypto';

const globals = globalThis as typeof globalThis & { __APP_VERSION__?: string };
globals.__APP_VERSION__ ??= '0.0.0-test';

/*
 * The jsdom files run in a VM context of their own (the `unit` project's vmThreads pool): its
 * global is jsdom's window, with only some of Node's globals copied in (fetch, Response, Headers,
 * TextEncoder…). What a browser has and the tests' code uses (MSW's streams, the secure cache's
 * SubtleCrypto) comes from Node here, as it does where the file's global is Node's own.
 */
const fromNode: Record<string, unknown> = {
  ReadableStream: webStreams.ReadableStream,
  WritableStream: webStreams.WritableStream,
  TransformStream: webStreams.TransformStream,
  TextEncoderStream: webStreams.TextEncoderStream,
  TextDecoderStream: webStreams.TextDecoderStream,
  CompressionStream: webStreams.CompressionStream,
  DecompressionStream: webStreams.DecompressionStream,
  ByteLengthQueuingStrategy: webStreams.ByteLengthQueuingStrategy,
  CountQueuingStrategy: webStreams.CountQueuingStrategy,
};
for (const [name, value] of Object.entries(fromNode)) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, writable: true, configurable: true });
}

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
