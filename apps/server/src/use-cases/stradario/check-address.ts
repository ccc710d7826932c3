import type { checkAddressRequestSchema, checkAddressResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { checkAddress as scoreAddress } from '../../adapters/address-embedded';
import type { Actor, Deps, NamedInput } from '../context';

export type CheckAddressInput = NamedInput<typeof checkAddressRequestSchema, 'checkAddressRequest'>;

/**
 * Scores an Italian address 0–100 against the municipalities and streets the address service
 * knows (valid from ADDRESS_VALID_SCORE, 50), with the normalised address it matched. The answer
 * keeps the address service's own shape: `root.Indirizzo.Score`.
 */
export async function checkAddress(
  _deps: Deps,
  _actor: Actor,
  input: CheckAddressInput,
): Promise<z.output<typeof checkAddressResponseSchema>> {
  const result = scoreAddress(input);
  return { root: { Indirizzo: { Score: result.score, ...result } } };
}
