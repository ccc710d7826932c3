import type { getModulesResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { enabledModules, hiddenModulesFor } from '../../services/session-view';
import type { Actor, Deps } from '../context';

/** The modules enabled for the session's company and its current customer (any session). */
export async function listModules(
  { db, paymentProvider }: Deps,
  actor: Actor,
): Promise<z.output<typeof getModulesResponseSchema>> {
  const { session } = actor;
  const keys = await enabledModules(
    db,
    session.companyCode,
    session.currentCustomerId,
    hiddenModulesFor(paymentProvider),
  );
  return { getModulesResponse: { success: true, items: keys.map((key) => ({ key })) } };
}
