import type { getStreetQuerySchema, getStreetResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { findStreets, townByKey } from '../../adapters/address-embedded';
import { notFound } from '../../errors';
import type { Actor, Deps } from '../context';

export type GetStreetInput = z.output<typeof getStreetQuerySchema>;

/**
 * The streets of one municipality (`tKey`: its ISTAT code, or the cadastral code of a newer one)
 * that match the text, at most `cnt`. An unknown municipality is a 404 "Comune non trovato".
 */
export async function getStreet(
  _deps: Deps,
  _actor: Actor,
  input: GetStreetInput,
): Promise<z.output<typeof getStreetResponseSchema>> {
  if (!townByKey(input.tKey)) throw notFound('Comune non trovato');
  return { getStreetResponse: { streets: findStreets(input.stxt, input.tKey, input.cnt) } };
}
