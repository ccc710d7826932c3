import { notFound } from '../../errors';
import { resendDeadJob } from '../../services/jobs/dead-letters';
import type { Deps } from '../context';

/**
 * Sends a dead letter again: the job goes back to the queue, due at once with all its attempts
 * (its message back to `queued`), and the next server process that polls delivers it, once. A job
 * that is not a dead letter (unknown, already resent, delivered) answers 404: two operators
 * resending the same one queue it once. Called by the operators' console (its operator actor and
 * role check come with the console).
 */
export async function resendDeadLetter(
  deps: Pick<Deps, 'db' | 'log'>,
  input: { jobId: number },
): Promise<{ resent: { jobId: number; outboxId: number | null } }> {
  const resent = await resendDeadJob(deps.db, input.jobId);
  if (!resent) throw notFound();
  deps.log.info({ jobId: input.jobId, outboxId: resent.outboxId }, 'dead letter resent');
  return { resent: { jobId: input.jobId, outboxId: resent.outboxId } };
}
