import type { getTownQuerySchema, getTownResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { findTowns } from '../../adapters/address-embedded';
import type { Actor, Deps } from '../context';

export type GetTownInput = z.output<typeof getTownQuerySchema>;

/**
 * Italian municipalities whose name starts with (or contains) the text, at most `cnt`, for the
 * address fields (spec section 7 "Address service"). Any live session may ask: the list is public.
 */
export async function getTown(
  _deps: Deps,
  _actor: Actor,
  input: GetTownInput,
): Promise<z.output<typeof getTownResponseSchema>> {
  return { getTownResponse: { towns: findTowns(input.stxt, input.cnt) } };
}
