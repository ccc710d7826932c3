import type { ImportJob } from '@sportello/contract';
import { notFound } from '../../../errors';
import { getImportRun } from '../../../services/integration/import-runs';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/**
 * `GET …/jobs/{id}`: an import job's state, counters and a page of its refused lines. A token sees
 * the jobs it sent (another token's answer 404, as an unknown one).
 */
export async function getImportJob(
  deps: Pick<Deps, 'db'>,
  actor: IntegrationActor,
  input: { id: number; refusalsSkip: number; refusalsTake: number },
): Promise<ImportJob> {
  requireScope(actor, 'import');
  const owner = await deps.db
    .selectFrom('import_runs')
    .select('token_name')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!owner || owner.token_name !== actor.tokenName) throw notFound('Lavoro di importazione non trovato');
  return getImportRun(deps.db, input.id, { skip: input.refusalsSkip, take: input.refusalsTake });
}
