import { base64ToByteChunks, extensionFor, mimeTypeFor } from '@sportello/domain';

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

export function saveBase64File(data: string, fileName: string, contentType: string): void {
  const name = fileNameFor(fileName, contentType);
  const url = URL.createObjectURL(base64ToBlob(data, contentType, name));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
