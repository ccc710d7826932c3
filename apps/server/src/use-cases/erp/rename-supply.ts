import type { updateSupplyRequestSchema, updateSupplyResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { supplyFor } from '../../services/access';
import { toSupply } from '../../services/erp/mappers';
import { suppliesWithKeys } from '../../services/erp/records';
import type { Deps, NamedInput, UserActor } from '../context';

export type RenameSupplyInput = NamedInput<typeof updateSupplyRequestSchema, 'updateSupplyRequest'>;

/** Names (or, with an empty name, un-names) a supply the user may change; the supply as it is now. */
export async function renameSupply(
  { db }: Deps,
  actor: UserActor,
  input: RenameSupplyInput,
): Promise<z.output<typeof updateSupplyResponseSchema>> {
  const supply = await supplyFor(db, actor.session, { id: input.id }, 'data', 'change');
  await db
    .updateTable('supplies')
    .set({ nickname: input.nickname ? input.nickname : null })
    .where('id', '=', supply.id)
    .execute();
  const row = await suppliesWithKeys(db).where('supplies.id', '=', supply.id).executeTakeFirstOrThrow();
  return { updateSupplyResponse: toSupply(row) };
}
