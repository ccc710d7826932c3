import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { importConsumption } from '../../use-cases/integration/metering/import-consumption';
import { importReadings } from '../../use-cases/integration/metering/import-readings';

/**
 * Readings and consumption from the retailer's metering, as CSV: the body comes as the request's
 * stream (the definitions' `consumes`), read line by line by the use case, so memory stays flat
 * however large the file.
 */
export default async function integrationMetering(app: FastifyInstance) {
  serve(app, operations.importReadings, ({ deps, actor, body }) =>
    importReadings(deps, actor, { source: body }),
  );
  serve(app, operations.importConsumption, ({ deps, actor, body }) =>
    importConsumption(deps, actor, { source: body }),
  );
}
