import type { getDocumentsQuerySchema, getDocumentsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { documentDownload } from '../../services/erp/documents';
import type { Deps, UserActor } from '../context';

export type DownloadDocumentByKeyInput = z.output<typeof getDocumentsQuerySchema>;

/**
 * One of the user's documents by archiviation key (and type, e.g. Invoice), in base64; of another
 * type, not ready or someone else's: 404.
 */
export async function downloadDocumentByKey(
  { db }: Deps,
  actor: UserActor,
  input: DownloadDocumentByKeyInput,
): Promise<z.output<typeof getDocumentsResponseSchema>> {
  return {
    getDocumentsResponse: await documentDownload(
      db,
      actor.session,
      { key: input.archiviationKey },
      input.documentType,
    ),
  };
}
