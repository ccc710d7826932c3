import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@sportello/contract';
import { HttpError } from '../../errors';

/**
 * The bytes of a `consumes` operation's body, up to a limit (a document parsed whole: a day of
 * prices, a FatturaPA document or a zip of them). Past the limit the stream is dropped and the
 * answer is a 413 in Italian.
 */
export async function bodyBytes(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new HttpError(
        413,
        ERROR_CODES.validation,
        `File troppo grande (oltre ${limit / 1024 / 1024} MB)`,
      );
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
