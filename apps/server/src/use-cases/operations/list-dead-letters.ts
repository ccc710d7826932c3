import { listDeadJobs, type DeadLetter } from '../../services/jobs/dead-letters';
import type { Deps } from '../context';

export interface ListDeadLettersInput {
  /** At most this many (1–500, 50 by default). */
  limit?: number;
  /** Only those before this job id (the next page: the last `jobId` of the previous one). */
  beforeId?: number;
}

/**
 * The dead letters: jobs that failed every attempt (a mail, an SMS or a push its provider kept
 * refusing, a periodic task that kept failing), newest first, with the message they carried
 * (channel, brand, recipient, subject; never its body, which may hold a code or a link) and the
 * last error. The operators' console calls it (its operator actor and role check come with the
 * console); in demo mode a person can read the same rows at /dev/outbox (status `dead`).
 */
export async function listDeadLetters(
  deps: Pick<Deps, 'db'>,
  input: ListDeadLettersInput = {},
): Promise<{ deadLetters: DeadLetter[] }> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? 50), 1), 500);
  return { deadLetters: await listDeadJobs(deps.db, limit, input.beforeId) };
}
