import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * Test support: the images a PDF embeds (pdfkit writes a PNG with transparency as a deflated
 * RGB image with its alpha in a soft mask; an opaque one keeps its PNG rows with predictor 15),
 * and the QR codes they carry, decoded with jsQR as a bank app would read the printed page.
 */
export function pdfImages(pdf: Buffer): { width: number; height: number; rgba: Uint8ClampedArray }[] {
  const text = pdf.toString('latin1');
  const images: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const match of text.matchAll(/<<([^>]*?\/Subtype \/Image[\s\S]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1]!;
    const num = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1] ?? NaN);
    const width = num('Width');
    const height = num('Height');
    const bits = num('BitsPerComponent');
    if (!/\/ColorSpace \/Device(RGB|Gray)/.test(dict) || bits !== 8) continue;
    const channels = dict.includes('/DeviceRGB') ? 3 : 1;
    const start = match.index + match[0].length;
    let raw: Buffer = inflateSync(pdf.subarray(start, text.indexOf('endstream', start)));
    if (/\/Predictor 1[0-5]/.test(dict)) raw = unpredict(raw, width, channels);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = raw[p * channels + (channels === 3 ? c : 0)]!;
      rgba[p * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** Undoes PNG row filters (None, Sub, Up, Average, Paeth). */
function unpredict(data: Buffer, width: number, channels: number): Buffer {
  const stride = width * channels;
  const rows = data.length / (stride + 1);
  const out = Buffer.alloc(rows * stride);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = data[r * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[r * stride + i - channels]! : 0;
      const b = r > 0 ? out[(r - 1) * stride + i]! : 0;
      const c = r > 0 && i >= channels ? out[(r - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      out[r * stride + i] = (x + pred) & 0xff;
    }
  }
  return out;
}

/** The texts of the QR codes printed in a PDF. */
export function pdfQrCodes(pdf: Buffer): string[] {
  return pdfImages(pdf)
    .map((img) => jsQR(img.rgba, img.width, img.height)?.data)
    .filter((d): d is string => typeof d === 'string');
}
