import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { importPrices } from '../../use-cases/integration/prices/import-prices';
import { bodyBytes } from './body-bytes';

/** A zip of a few years of daily MGP files fits (a day is about 15 KB of XML, 2 KB zipped). */
export const PRICES_BODY_LIMIT = 64 * 1024 * 1024;

/** The GME's published MGP prices (one day's XML or a zip of days). */
export default async function integrationPrices(app: FastifyInstance) {
  serve(app, operations.importPrices, async ({ deps, actor, body }) =>
    importPrices(deps, actor, { body: await bodyBytes(body, PRICES_BODY_LIMIT) }),
  );
}
