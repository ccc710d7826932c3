/** Base64 decoding in plain code (no atob: the domain runs in browsers, Node and tests alike). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) t[ALPHABET.charCodeAt(i)] = i;
  t['-'.charCodeAt(0)] = 62;
  t['_'.charCodeAt(0)] = 63;
  return t;
})();

/**
 * Decodes standard or URL-safe base64; whitespace ignored, padding optional.
 * Throws a SyntaxError on a character outside the alphabet or an impossible length.
 */
export function decodeBase64(input: string): Uint8Array {
  const clean = input.replace(/\s+/g, '').replace(/=+$/, '');
  if (clean.length % 4 === 1) throw new SyntaxError('Invalid base64 length');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const v = code < 128 ? (LOOKUP[code] ?? -1) : -1;
    if (v < 0) throw new SyntaxError(`Invalid base64 character at ${i}`);
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

/** Decodes base64 text as UTF-8... only for ASCII payloads such as session ids. */
export function decodeBase64Ascii(input: string): string {
  let s = '';
  for (const b of decodeBase64(input)) s += String.fromCharCode(b);
  return s;
}
