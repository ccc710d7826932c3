import { CHUNK_LOAD_TIMEOUT_MS } from '@sportello/domain';
import { yieldToMain } from '../lib/yield-to-main';

/** A script chunk that did not load (network error, or not within 120 s: spec sections 8 and 9). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a chunk, failing with ChunkLoadError when it fails or takes longer than the limit. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded within ${ms} ms`)), ms);
  });
  // The chunk (and Vite's preload links for its dependencies) in a task of its own: the router
  // asks for its lazy routes while it starts, in the page's first long task.
  const loading = afterYield(load).catch((cause: unknown) => {
    throw isChunkLoadError(cause) ? new ChunkLoadError(String((cause as Error)?.message ?? cause)) : cause;
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

async function afterYield<T>(load: () => Promise<T>): Promise<T> {
  const yielded = yieldToMain();
  if (yielded) await yielded;
  return load();
}

/** True for our timeout and for the browsers' "failed to fetch a dynamic import" errors. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
