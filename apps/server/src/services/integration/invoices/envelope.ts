import forge from 'node-forge';
import yauzl from 'yauzl';
import { FatturaPaError } from './fatturapa';

/**
 * What a body of `POST …/invoices` carries, unwrapped to FatturaPA XML: the XML itself, the signed
 * `.p7m` form (CAdES: a CMS SignedData holding the XML, in DER or in base64), or a zip of many
 * (each entry `.xml` or `.p7m`). The kind is read from the bytes (a zip's `PK`, a DER
 * `SEQUENCE`, base64 text, `<`), so a wrong or generic Content-Type does no harm.
 */

/** The most a zip entry may hold once inflated (a bill with its PDF is well under it). */
export const MAX_ENTRY_BYTES = 20 * 1024 * 1024;
/** The most entries a zip may hold. */
export const MAX_ZIP_ENTRIES = 10_000;

export type BodyKind = 'xml' | 'p7m' | 'zip';

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';

export function kindOf(bytes: Buffer): BodyKind {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'zip';
  if (bytes.length > 0 && bytes[0] === 0x30) return 'p7m';
  const head = bytes
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'xml';
  if (/^[A-Za-z0-9+/=\r\n]+$/.test(head) && head.startsWith('MI')) return 'p7m';
  return 'xml';
}

/**
 * The XML signed in a `.p7m` (CMS SignedData, DER or base64, BER indefinite lengths and chunked
 * OCTET STRINGs allowed). Only the content is read: the signature is the SdI's business, not the
 * portal's (the retailer signed its own bill and sends it over an authenticated channel).
 */
export function unwrapP7m(bytes: Buffer): Buffer {
  let der = bytes;
  if (bytes[0] !== 0x30) {
    const b64 = bytes
      .toString('latin1')
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64))
      throw new FatturaPaError('Il file firmato (.p7m) non è né DER né base64.', 'malformed_p7m');
    der = Buffer.from(b64, 'base64');
  }
  let content: forge.asn1.Asn1;
  try {
    // The options object is forge's (its typings know only the boolean `strict`).
    const fromDer = forge.asn1.fromDer as unknown as (
      bytes: forge.util.ByteStringBuffer,
      options: { strict: boolean; parseAllBytes: boolean; decodeBitStrings: boolean },
    ) => forge.asn1.Asn1;
    content = fromDer(forge.util.createBuffer(der.toString('binary')), {
      strict: false,
      parseAllBytes: false,
      decodeBitStrings: false,
    });
  } catch {
    // node-forge's reason is in English: the answer says it in Italian.
    throw new FatturaPaError(
      'Il file firmato (.p7m) non è una struttura CMS leggibile: DER troncato o danneggiato.',
      'malformed_p7m',
    );
  }
  const children = (a: forge.asn1.Asn1 | undefined) => (Array.isArray(a?.value) ? a.value : []);
  const [oid, explicit] = children(content);
  if (!oid || typeof oid.value !== 'string' || forge.asn1.derToOid(oid.value) !== OID_SIGNED_DATA)
    throw new FatturaPaError('Il file .p7m non contiene dati firmati (CMS SignedData).', 'malformed_p7m');
  const signedData = children(explicit)[0];
  // SignedData: version, digestAlgorithms, encapContentInfo { eContentType, [0] eContent }, …
  const encap = children(signedData)[2];
  const eContent = children(children(encap)[1])[0];
  if (!eContent)
    throw new FatturaPaError(
      'Il file .p7m ha la firma staccata: manca il documento firmato.',
      'malformed_p7m',
    );
  const octets = (a: forge.asn1.Asn1): string =>
    typeof a.value === 'string' ? a.value : a.value.map(octets).join('');
  return Buffer.from(octets(eContent), 'binary');
}

export interface Entry {
  /** The file's name (the zip entry's path; `documento` for a body sent alone). */
  name: string;
  /** The XML, or why the entry could not be read. */
  xml?: Buffer;
  error?: FatturaPaError;
}

/** A single document's XML (the body's own, or unwrapped from a .p7m). */
export function documentXml(bytes: Buffer, name: string): Buffer {
  const kind = /\.p7m$/i.test(name) ? 'p7m' : kindOf(bytes);
  if (kind === 'zip')
    throw new FatturaPaError('Un archivio zip dentro un archivio zip non è gestito.', 'nested_zip');
  return kind === 'p7m' ? unwrapP7m(bytes) : bytes;
}

/** A zip that cannot be walked (yauzl's reason is in English: the answer says it in Italian). */
const unreadableZip = () =>
  new FatturaPaError('Archivio zip non leggibile: file troncato, danneggiato o non zip.', 'malformed_zip');

/**
 * Each document of a zip, one at a time (entries read lazily from the buffer, each inflated up to
 * MAX_ENTRY_BYTES): folders, and the macOS resource entries are skipped.
 */
export async function* zipEntries(bytes: Buffer): AsyncGenerator<Entry> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(unreadableZip()) : resolve(z),
    ),
  );
  // One listener of each kind for the whole walk; each read waits for the next entry or the end.
  let pending: { resolve: (e: yauzl.Entry | null) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  zip.on('entry', (e: yauzl.Entry) => pending?.resolve(e));
  zip.on('end', () => pending?.resolve(null));
  zip.on('error', () => {
    failure = unreadableZip();
    pending?.reject(failure);
  });
  try {
    let count = 0;
    for (;;) {
      if (failure) throw failure;
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        pending = { resolve, reject };
        zip.readEntry();
      });
      pending = null;
      if (!entry) return;
      const name = entry.fileName;
      if (name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.[^/]*$/.test(name)) continue;
      if (++count > MAX_ZIP_ENTRIES)
        throw new FatturaPaError(`L’archivio ha più di ${MAX_ZIP_ENTRIES} documenti.`, 'too_many_entries');
      if (!/\.(xml|p7m)$/i.test(name)) {
        yield {
          name,
          error: new FatturaPaError('Solo file .xml e .p7m sono importati.', 'unsupported_file'),
        };
        continue;
      }
      if (entry.uncompressedSize > MAX_ENTRY_BYTES) {
        yield { name, error: new FatturaPaError('Il file supera i 20 MB.', 'entry_too_large') };
        continue;
      }
      let data: Buffer;
      try {
        data = await readEntry(zip, entry);
      } catch (error) {
        yield {
          name,
          error:
            error instanceof FatturaPaError
              ? error
              : new FatturaPaError(
                  'File non leggibile nell’archivio: compresso male o danneggiato.',
                  'malformed_zip',
                ),
        };
        continue;
      }
      try {
        yield { name, xml: documentXml(data, name) };
      } catch (error) {
        if (!(error instanceof FatturaPaError)) throw error;
        yield { name, error };
      }
    }
  } finally {
    zip.close();
  }
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ENTRY_BYTES) {
          stream.destroy(new FatturaPaError('Il file supera i 20 MB.', 'entry_too_large'));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}
