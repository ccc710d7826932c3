import { getDocuments, type QueryOf } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@sportello/domain';
import { ApiError, call, type AnswerOf } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';
import { saveBase64File } from '../utils/save-file';

/** GET /Erp/v1/documents as the contract answers it (`data` in base64). */
export type DocumentDownload = AnswerOf<typeof getDocuments>;

export type DocumentType = NonNullable<QueryOf<typeof getDocuments>['documentType']>;

/**
 * GET /Erp/v1/documents by archiviation key and type: base64 data and content type. A bill's PDF
 * is kept in the encrypted cache (store `documents`, issue 24): opened once online, it opens
 * offline too, and goes at logout with the rest.
 */
export function getDocument(archiviationKey: string, documentType: DocumentType): Promise<DocumentDownload> {
  // Silent: a document still being printed is a 404 this screen explains itself.
  const args = { query: { archiviationKey, documentType }, silent: true } as const;
  return documentType === 'Invoice' ? cachedCall('documents', getDocuments, args) : call(getDocuments, args);
}

/** Why a download failed, in the words the customer reads. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return MESSAGES.documentNotReady;
  return MESSAGES.genericRetryLater;
}

/** Downloads a document and hands it to the browser as a file. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (input: {
      archiviationKey: string;
      documentType: DocumentType;
      fallbackName: string;
    }) => {
      const doc = await getDocument(input.archiviationKey, input.documentType);
      saveBase64File(doc.data, doc.fileName || input.fallbackName, doc.contentType);
      return doc;
    },
  });
}
