import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { describeMeterGroup } from '../../use-cases/erp/describe-meter-group';
import { getConsumptions } from '../../use-cases/erp/get-consumptions';
import { getQuotations } from '../../use-cases/erp/get-quotations';
import { getReadingWindow } from '../../use-cases/erp/get-reading-window';
import { insertReadings } from '../../use-cases/erp/insert-readings';
import { listReadings } from '../../use-cases/erp/list-readings';

/**
 * Consumption, readings, self-readings and the PUN: each call is one use case. The session is
 * the Erp tree's hook; link (guest) sessions reach what their link names.
 */
const meteringRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getConsumptions, ({ deps, actor, query }) => getConsumptions(deps, actor, query));

  serve(app, operations.getReadings, ({ deps, actor, query }) => listReadings(deps, actor, query));

  serve(app, operations.getReadingWindow, ({ deps, actor, query }) => getReadingWindow(deps, actor, query));

  serve(app, operations.describeMeterGroup, ({ deps, actor, query }) =>
    describeMeterGroup(deps, actor, query),
  );

  serve(app, operations.insertReadings, ({ deps, actor, body }) =>
    insertReadings(deps, actor, body.insertReadingsRequest),
  );

  serve(app, operations.getQuotations, ({ deps, actor, query }) => getQuotations(deps, actor, query));
};

export default meteringRoutes;
