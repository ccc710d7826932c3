import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { exportAudit, listAudit } from '../../use-cases/console/audit';

/** The audit log for admins: read, filter, export. */
export default async function consoleAudit(app: FastifyInstance) {
  serve(app, operations.consoleListAudit, ({ deps, actor, query }) => listAudit(deps, actor, query));
  serve(app, operations.consoleExportAudit, ({ deps, actor, query }) => exportAudit(deps, actor, query));
}
