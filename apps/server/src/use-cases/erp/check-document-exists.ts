import type { documentExistsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { DOCUMENT_NOT_READY, documentFor } from '../../services/erp/documents';
import type { Deps, UserActor } from '../context';

/** Whether one of the user's documents has been produced (else it is still being printed). */
export async function checkDocumentExists(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof documentExistsResponseSchema>> {
  const doc = await documentFor(db, actor.session, { id: input.id });
  const exists = doc.status === 'ready';
  return {
    documentExistsResponse: {
      id: doc.id,
      exists,
      message: exists ? null : DOCUMENT_NOT_READY,
      document: {
        id: doc.id,
        archiviationKey: doc.archiviation_key,
        documentType: doc.doc_type,
        fileName: doc.file_name,
        contentType: doc.content_type,
        available: exists,
      },
    },
  };
}
