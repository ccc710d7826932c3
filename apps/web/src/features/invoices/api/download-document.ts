import { getDocuments } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@sportello/domain';
import { ApiError, call } from '../../../lib/api-client';
import { saveBase64File } from '../utils/save-file';

export interface DocumentDownload {
  id: number;
  fileName: string;
  contentType: string;
  /** base64 */
  data: string;
}

export type DocumentType = 'Invoice' | 'InvoiceDetailCsv';

/** GET /Erp/v1/documents by archiviation key and type: base64 data and content type. */
export function getDocument(archiviationKey: string, documentType: DocumentType): Promise<DocumentDownload> {
  // Silent: a document still being printed is a 404 this screen explains itself.
  return call(getDocuments, {
    query: { archiviationKey, documentType },
    silent: true,
  });
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
