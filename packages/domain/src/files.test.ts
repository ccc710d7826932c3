import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Ascii } from './base64';
import { FILE_MIME_TYPES, base64ToByteChunks, base64ToBytes, extensionFor, mimeTypeFor } from './files';

describe('MIME types', () => {
  it.each([
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['xls', 'application/vnd.ms-excel'],
    ['txt', 'text/plain'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['JPEG', 'image/jpeg'],
    ['.PDF', 'application/pdf'],
    ['bolletta-2024.01.pdf', 'application/pdf'],
    ['doc', undefined],
    ['', undefined],
    [null, undefined],
  ])('mimeTypeFor(%j) = %s', (v, out) => {
    expect(mimeTypeFor(v)).toBe(out);
  });

  it('maps back', () => {
    expect(Object.keys(FILE_MIME_TYPES)).toEqual(['csv', 'pdf', 'xlsx', 'xls', 'txt', 'png', 'jpg']);
    expect(extensionFor('application/pdf')).toBe('pdf');
    expect(extensionFor('text/csv; charset=utf-8')).toBe('csv');
    expect(extensionFor('application/zip')).toBeUndefined();
    expect(extensionFor(null)).toBeUndefined();
  });
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Reference encoder, written independently of the decoder under test. */
function encode(bytes: readonly number[] | Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += ALPHABET[(n >> 18) & 63];
    out += ALPHABET[(n >> 12) & 63];
    out += left > 1 ? ALPHABET[(n >> 6) & 63] : '=';
    out += left > 2 ? ALPHABET[n & 63] : '=';
  }
  return out;
}

const ascii = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));

describe('base64', () => {
  const bytes = Uint8Array.from({ length: 1300 }, (_, i) => (i * 7) % 256);
  const b64 = encode(bytes);

  it('decodes in chunks of 512', () => {
    const chunks = base64ToByteChunks(b64);
    expect(chunks.map((c) => c.length)).toEqual([512, 512, 276]);
    expect(chunks.flatMap((c) => [...c])).toEqual([...bytes]);
    expect(base64ToByteChunks(b64, 1000).map((c) => c.length)).toEqual([1000, 300]);
    expect(base64ToByteChunks('')).toEqual([]);
    expect(() => base64ToByteChunks(b64, 0)).toThrow(RangeError);
  });

  it('matches a reference encoder for every padding length, with data URL and line breaks', () => {
    expect(encode(ascii('Man'))).toBe('TWFu');
    expect(encode(ascii('Ma'))).toBe('TWE=');
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'Documento']) {
      const enc = encode(ascii(text));
      expect([...base64ToBytes(enc)]).toEqual(ascii(text));
      expect([...base64ToBytes(enc.replace(/=+$/, ''))]).toEqual(ascii(text));
    }
    expect([...base64ToBytes('data:application/pdf;base64,JVBE\nRi0x')]).toEqual(ascii('%PDF-1'));
    expect(decodeBase64('-_8')).toEqual(Uint8Array.from([0xfb, 0xff]));
    expect(decodeBase64Ascii('c2Vzcw==')).toBe('sess');
  });

  it('rejects invalid input', () => {
    expect(() => decodeBase64('ab*d')).toThrow(SyntaxError);
    expect(() => decodeBase64('abcde')).toThrow(SyntaxError);
    expect(() => decodeBase64('abc€')).toThrow(SyntaxError);
  });
});
