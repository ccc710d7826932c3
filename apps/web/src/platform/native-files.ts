/**
 * Opening a downloaded file in the app (spec section 8): it is written to the Documents folder,
 * or, where that cannot be written, to External storage, then to the Cache; then opened with the
 * app of the device for its type, and if no app takes that type, with any app ("*\/*").
 */
export const NATIVE_FILE_DIRECTORIES = ['Documents', 'External', 'Cache'] as const;
export type NativeDirectory = (typeof NATIVE_FILE_DIRECTORIES)[number];

/** The two device operations (Capacitor Filesystem and the file opener), replaceable in tests. */
export interface NativeFileSystem {
  /** Writes base64 data; answers the file's URI. */
  write(directory: NativeDirectory, path: string, base64: string): Promise<string>;
  /** Opens the file with an app of the device for `contentType`; rejects when none takes it. */
  open(uri: string, contentType: string): Promise<void>;
}

export const ANY_FILE_TYPE = '*/*';

/** Writes and opens a file; answers where it was written. Rejects when nothing could be written or opened. */
export async function openNativeFile(
  fs: NativeFileSystem,
  file: { name: string; base64: string; contentType: string },
): Promise<{ directory: NativeDirectory; uri: string }> {
  let written: { directory: NativeDirectory; uri: string } | null = null;
  for (const directory of NATIVE_FILE_DIRECTORIES) {
    try {
      written = { directory, uri: await fs.write(directory, file.name, file.base64) };
      break;
    } catch {
      // Not writable here (permissions, no external storage): the next place.
    }
  }
  if (!written) throw new Error('Impossibile salvare il file sul dispositivo');
  try {
    await fs.open(written.uri, file.contentType || ANY_FILE_TYPE);
  } catch (error) {
    if (!file.contentType || file.contentType === ANY_FILE_TYPE) throw error;
    await fs.open(written.uri, ANY_FILE_TYPE);
  }
  return written;
}
