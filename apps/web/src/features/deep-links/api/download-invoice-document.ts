import { getDocuments } from '@sportello/contract/endpoints';
import { base64ToByteChunks, extensionFor } from '@sportello/domain';
import { call } from '../../../lib/api-client';
import { platform } from '../../../platform';

/**
 * An invoice link whose invoice type has no list view downloads the invoice's document
 * (GET /Erp/v1/documents by archiviation key, type Invoice; spec sections 4 and 7).
 */
export async function downloadInvoiceDocument(invoice: {
  key: string;
  archiviationKey: string;
}): Promise<void> {
  const doc = await call(getDocuments, {
    query: { archiviationKey: invoice.archiviationKey, documentType: 'Invoice' },
    silent: true,
  });
  const ext = extensionFor(doc.contentType);
  const base = doc.fileName || `bolletta-${invoice.key}`;
  const name = /\.[a-z0-9]{2,5}$/i.test(base) || !ext ? base : `${base}.${ext}`;
  const blob = new Blob(base64ToByteChunks(doc.data) as BlobPart[], {
    type: doc.contentType || 'application/pdf',
  });
  // The browser downloads it; the app opens it with an app of the device (spec section 8).
  await platform().files.open(blob, name);
}
