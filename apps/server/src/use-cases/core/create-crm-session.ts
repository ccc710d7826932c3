import type { createCrmSessionRequestSchema, createCrmSessionResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { assertCrmCaller, createCrmGraphsSession } from '../../services/core/crm';
import type { Deps, NamedInput } from '../context';

type Input = NamedInput<typeof createCrmSessionRequestSchema, 'createCrmSessionRequest'>;

/** The caller of the retailer CRM's server-to-server calls: its Bearer token, no session. */
export interface CrmCaller {
  authorization: string | undefined;
}

/**
 * A link session for one supply's consumption graphs, asked by the retailer's CRM (its token,
 * else 401 `crm_unauthorized`): the same guest link session an address opens, and the address
 * to send the browser to. A supply not of that customer and company: 404.
 */
export async function createCrmSession(
  { db, config }: Deps,
  caller: CrmCaller,
  input: Input,
): Promise<z.output<typeof createCrmSessionResponseSchema>> {
  assertCrmCaller(config, caller.authorization);
  const created = await createCrmGraphsSession(db, config, config.PUBLIC_URL, input);
  return { createCrmSessionResponse: created };
}
