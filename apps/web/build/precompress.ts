import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`, when smaller; returns the count. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) {
      writeFileSync(`${path}.br`, brotli);
      written += 1;
    }
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip);
      written += 1;
    }
  }
  return written;
}

/**
 * The server sends the web app precompressed (@fastify/static `preCompressed`): Brotli or gzip
 * as the browser accepts, compressed once here at build time at the highest level rather than on
 * every request. Without it the login page's 128 KB of gzip would travel as 430 KB.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sportello-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
