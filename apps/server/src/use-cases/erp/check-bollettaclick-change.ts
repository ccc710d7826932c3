import {
  REQUEST_TYPES,
  type bollettaclickCanChangeQuerySchema,
  type bollettaclickCanChangeResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { contractForKey } from '../../services/access';
import { hasOpenContractRequest } from '../../services/erp/requests';
import type { Deps, UserActor } from '../context';

export type CheckBollettaclickChangeInput = z.output<typeof bollettaclickCanChangeQuerySchema>;

/**
 * Whether the e-mail bill (Bolletta Click) of one of the user's contracts can be switched now: the
 * contract is active and no such change is already being worked on; else why not.
 */
export async function checkBollettaclickChange(
  { db }: Deps,
  actor: UserActor,
  input: CheckBollettaclickChangeInput,
): Promise<z.output<typeof bollettaclickCanChangeResponseSchema>> {
  const contract = await contractForKey(db, actor.session, input.contractKey);
  const pending = await hasOpenContractRequest(db, contract.id, REQUEST_TYPES.emailInvoice);
  const canChange = contract.status === 'Attivo' && !pending;
  return {
    bollettaclickCanChangeResponse: {
      contractKey: contract.key,
      canChange,
      active: contract.bollettaclick,
      message: canChange
        ? null
        : pending
          ? 'Una richiesta di modifica della bolletta via e-mail è già in lavorazione'
          : 'Il contratto non è attivo',
    },
  };
}
