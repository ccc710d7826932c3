import type { Readable } from 'node:stream';
import type { ImportJob } from '@sportello/contract';
import { CUSTOMERS_IMPORT } from '../../../services/integration/customers/apply';
import {
  createImportRun,
  enqueueImportRun,
  getImportRun,
  receiveUpload,
  SYNC_MAX_LINES,
  workImportRun,
} from '../../../services/integration/import-runs';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/**
 * `POST …/customers`: the NDJSON body streamed into an import run; a small file (one chunk, at
 * most SYNC_MAX_LINES lines) worked at once (`accepted: false`, 200 with the outcome), a larger
 * one left to the job runner (`accepted: true`, 202 with the job to follow).
 */
export async function importCustomers(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  body: Readable,
): Promise<{ accepted: boolean; job: ImportJob }> {
  requireScope(actor, 'import');
  const runId = await createImportRun(deps.db, CUSTOMERS_IMPORT, actor.tokenName);
  const { lines, chunks, bytes } = await receiveUpload(deps.db, runId, body);
  deps.log.info({ importRun: runId, lines, bytes }, 'integration import received');
  if (chunks <= 1 && lines <= SYNC_MAX_LINES) {
    await workImportRun(deps.db, runId);
    return { accepted: false, job: await getImportRun(deps.db, runId) };
  }
  await enqueueImportRun(deps.db, runId);
  return { accepted: true, job: await getImportRun(deps.db, runId) };
}
