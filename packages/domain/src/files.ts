import { decodeBase64 } from './base64';
import { BASE64_CHUNK_SIZE } from './constants';

/** File types the product opens or downloads, with their MIME types (spec section 9). */
export const FILE_MIME_TYPES = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type FileType = keyof typeof FILE_MIME_TYPES;

/** MIME type of an extension or file name (case-insensitive; "jpeg" is jpg); undefined if unknown. */
export function mimeTypeFor(extOrName: string | null | undefined): string | undefined {
  const v = (extOrName ?? '').trim().toLowerCase();
  let ext = v.includes('.') ? v.slice(v.lastIndexOf('.') + 1) : v;
  if (ext === 'jpeg') ext = 'jpg';
  return (FILE_MIME_TYPES as Record<string, string>)[ext];
}

/** Extension for a MIME type (parameters such as "; charset" ignored); undefined if unknown. */
export function extensionFor(mimeType: string | null | undefined): FileType | undefined {
  const m = (mimeType ?? '').split(';')[0]?.trim().toLowerCase();
  const entry = Object.entries(FILE_MIME_TYPES).find(([, v]) => v === m);
  return entry?.[0] as FileType | undefined;
}

/**
 * Decodes base64 (whitespace and a "data:...;base64," prefix tolerated, URL-safe alphabet too)
 * into byte chunks of `chunkSize` (512), ready for `new Blob(chunks, { type })`.
 * Throws on invalid base64.
 */
export function base64ToByteChunks(data: string, chunkSize: number = BASE64_CHUNK_SIZE): Uint8Array[] {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0)
    throw new RangeError('chunkSize must be a positive integer');
  const bytes = base64ToBytes(data);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    chunks.push(bytes.slice(offset, offset + chunkSize));
  }
  return chunks;
}

/** All the bytes in one array. */
export function base64ToBytes(data: string): Uint8Array {
  return decodeBase64(data.replace(/^data:[^,]*,/, ''));
}
