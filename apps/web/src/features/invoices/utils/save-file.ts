import { base64ToByteChunks, extensionFor, mimeTypeFor } from '@sportello/domain';
import { platform } from '../../../platform';

/** The file's name, with the extension of its type when it has none. */
export function fileNameFor(name: string, contentType: string): string {
  if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
  const ext = extensionFor(contentType);
  return ext ? `${name}.${ext}` : name;
}

/** Base64 → Blob in chunks of 512 (domain helper) → a download named `fileName`. */
export function base64ToBlob(data: string, contentType: string, fileName = ''): Blob {
  const type = contentType || mimeTypeFor(fileName) || 'application/octet-stream';
  return new Blob(base64ToByteChunks(data) as BlobPart[], { type });
}

/**
 * Hands a downloaded document to the platform: the browser saves it (a download), the app opens
 * it with an app of the device (platform files, spec section 8).
 */
export function saveBase64File(data: string, fileName: string, contentType: string): void {
  const name = fileNameFor(fileName, contentType);
  void platform()
    .files.open(base64ToBlob(data, contentType, name), name)
    .catch(() => undefined);
}
