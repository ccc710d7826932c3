import type { getHelpContactsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { helpContactsOf } from '../../services/core/help-contacts';
import type { Actor, Deps } from '../context';

/** The session brand's help contacts: the console's where an admin changed them, the registry's otherwise. */
export async function getHelpContacts(
  { db }: Deps,
  actor: Actor,
): Promise<z.output<typeof getHelpContactsResponseSchema>> {
  const contacts = await helpContactsOf(db, actor.session.companyCode);
  return { getHelpContactsResponse: { success: true as const, ...contacts } };
}
