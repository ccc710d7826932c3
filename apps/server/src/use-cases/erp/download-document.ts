import type { getDocumentResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { documentDownload } from '../../services/erp/documents';
import type { Deps, UserActor } from '../context';

/** One of the user's documents by id (a bill's PDF, a CSV detail), in base64; not ready or someone else's: 404. */
export async function downloadDocument(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getDocumentResponseSchema>> {
  return { getDocumentResponse: await documentDownload(db, actor.session, { id: input.id }) };
}
