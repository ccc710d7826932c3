import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { ERROR_CODES } from '@sportello/contract';
import { HttpError } from '../../errors';
import { serve } from '../../plugins/operations';
import { importPrices } from '../../use-cases/integration/prices/import-prices';

/** A zip of a few years of daily MGP files fits (a day is about 15 KB of XML, 2 KB zipped). */
export const PRICES_BODY_LIMIT = 64 * 1024 * 1024;

/** The body's bytes up to the limit (an XML document is parsed whole; a day is small). */
async function bytesOf(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new HttpError(413, ERROR_CODES.validation, `File troppo grande (oltre ${limit / 1024 / 1024} MB)`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The GME's published MGP prices (one day's XML or a zip of days). */
export default async function integrationPrices(app: FastifyInstance) {
  serve(app, operations.importPrices, async ({ deps, actor, body }) =>
    importPrices(deps, actor, { body: await bytesOf(body, PRICES_BODY_LIMIT) }),
  );
}
