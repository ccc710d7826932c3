import type { listRequestEventsQuerySchema, listRequestEventsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { listIntegrationEvents } from '../../../services/integration/requests/events';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

export type ListRequestEventsInput = z.output<typeof listRequestEventsQuerySchema>;

/**
 * The feed of what customers ask (`GET …/integration/v1/requests?after=&limit=`): the events after
 * the cursor in id order, each with its webhook delivery state, and the cursor to read on from.
 * Ids are handed out in commit order (services/integration/requests/events.ts), so a reader
 * resuming at `nextCursor` misses nothing. A token with the `requests` scope.
 */
export async function listRequestEvents(
  { db }: Pick<Deps, 'db'>,
  actor: IntegrationActor,
  input: ListRequestEventsInput,
): Promise<z.output<typeof listRequestEventsResponseSchema>> {
  requireScope(actor, 'requests');
  const events = await listIntegrationEvents(db, input.after, input.limit + 1);
  const page = events.slice(0, input.limit);
  return {
    events: page,
    nextCursor: page.at(-1)?.id ?? input.after,
    hasMore: events.length > input.limit,
  };
}
