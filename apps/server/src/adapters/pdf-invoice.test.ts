import { inflateSync } from 'node:zlib';
import { BRANDS } from '@sportello/brands';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePrint } from './pdf-invoice';

const invoice = (code: string): InvoicePrint => ({
  company: { code },
  customer: { key: 'SGR0001011', name: 'Sara Colombo', fiscalCode: null, vatNumber: null, address: [] },
  invoice: {
    key: '2026/000123',
    typeDescription: 'Bolletta',
    issueDate: '2026-03-05',
    dueDate: '2026-03-25',
    periodStart: '2026-01-01',
    periodEnd: '2026-02-28',
    totalAmount: '80.00',
    amountToPay: '80.00',
    paymentLevel: 'DaPagare',
    paidDate: null,
    consumption: null,
    consumptionUnit: null,
    paymentMethod: 'Bollettino',
  },
  supplies: [],
  sections: [],
  installments: [],
});

/** A PDF's deflated content streams (pdfkit compresses its pages), inflated. */
function pageStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      out.push(inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1'));
    } catch {
      /* not deflated */
    }
  }
  return out.join('\n');
}

/** The text a page shows: each TJ array's hex glyph strings decoded, kerning left out. */
function shownText(streams: string): string {
  return [...streams.matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('the invoice PDF', () => {
  it('prints the issuing brand\u2019s legal data from the registry, in its colour', async () => {
    const pdf = await renderInvoicePdf(invoice('sgr'));
    const brand = BRANDS.sgr;
    const streams = pageStreams(pdf);
    const text = shownText(streams);
    expect(text).toContain(brand.name);
    expect(text).toContain(`${brand.legal.name} - ${brand.legal.address} - P. IVA ${brand.legal.vatNumber}`);
    expect(text).toContain(`Partita IVA e Codice Fiscale ${brand.legal.vatNumber}`);
    // The brand colour as pdfkit's fill operator (red, green and blue in 0..1).
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(brand.colors.primary.slice(i, i + 2), 16) / 255);
    expect(streams).toContain(`${r} ${g} ${b} scn`);
  });

  it('refuses a company code that is no brand', async () => {
    await expect(renderInvoicePdf(invoice('xyz'))).rejects.toThrow('unknown company code xyz');
  });
});
