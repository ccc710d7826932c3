import { inflateSync } from 'node:zlib';
import { BRANDS } from '@sportello/brands';
import { creditorReference, parseEpcQrPayload } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { pdfQrCodes } from '../testing/pdf-qr';
import { renderInvoicePdf, type InvoicePrint } from './pdf-invoice';

const invoice = (code: string): InvoicePrint => ({
  company: { code },
  customer: { key: 'SGR0001011', name: 'Sara Colombo', fiscalCode: null, vatNumber: null, address: [] },
  invoice: {
    id: 7,
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

  it('carries, on an unpaid bill, the EPC QR code and the transfer, CBILL and bollettino data', async () => {
    const pdf = await renderInvoicePdf(invoice('ast'));
    const payments = BRANDS.ast.payments;
    const [qr, ...others] = pdfQrCodes(pdf);
    expect(others).toEqual([]);
    expect(parseEpcQrPayload(qr!)).toEqual({
      bic: '',
      beneficiary: payments.beneficiary,
      iban: payments.iban,
      amount: '80.00',
      reference: creditorReference('2026/000123'),
      text: '',
    });
    const text = shownText(pageStreams(pdf));
    expect(text).toContain('Paga senza carta');
    expect(text).toContain(payments.cbillCode!);
    expect(text).toContain(payments.postalAccount!.number);
    expect(text).toContain('000000000000000707'); // TD 896 code of bill 7: 7 mod 93 = 07
  });

  it('has no payment code on a paid bill, nor CBILL or bollettino where the brand has none', async () => {
    const paid = invoice('ast');
    paid.invoice.paymentLevel = 'Pagata';
    paid.invoice.amountToPay = '0.00';
    expect(pdfQrCodes(await renderInvoicePdf(paid))).toEqual([]);
    const mes = await renderInvoicePdf(invoice('mes'));
    expect(pdfQrCodes(mes)).toHaveLength(1);
    expect(shownText(pageStreams(mes))).not.toContain('CBILL');
  });
});
