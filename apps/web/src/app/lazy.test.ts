import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@sportello/domain';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy';
import { OFFLINE_TEXTS } from './offline-page';
import { CHUNK_FAILED_TEXTS } from './route-error';

afterEach(() => vi.useRealTimers());

describe('lazy chunks', () => {
  it('fail with ChunkLoadError when they do not arrive within 120 s', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('pass through a chunk that arrives', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }), 50)).resolves.toEqual({
      default: 1,
    });
  });

  it("turn the browsers' failed dynamic import into ChunkLoadError, and keep other errors", async () => {
    await expect(
      withChunkTimeout(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        50,
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(withChunkTimeout(() => Promise.reject(new RangeError('boom')), 50)).rejects.toBeInstanceOf(
      RangeError,
    );
  });

  it.each([
    ['Failed to fetch dynamically imported module: http://x/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('recognises %j', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it('shows the catalogue texts on the chunk failure page', () => {
    expect(CHUNK_FAILED_TEXTS).toEqual({
      title: MESSAGES.oopsTitle,
      text: MESSAGES.chunkLoadFailed,
      reload: MESSAGES.reloadPage,
    });
    expect(OFFLINE_TEXTS).toEqual({ title: MESSAGES.offlineTitle, text: MESSAGES.offlineText });
  });
});
