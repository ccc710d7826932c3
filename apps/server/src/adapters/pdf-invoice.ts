import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BRANDS } from '@sportello/brands';
import {
  formatCreditorReference,
  formatDate,
  formatEuro,
  formatIban,
  isCompanyCode,
  payWithoutCard,
  type PayWithoutCard,
} from '@sportello/domain';

/** Day-month-year with slashes, as printed on Italian invoices ("05/03/2025"). */
const formatDay = (day: string) => formatDate(day, '/');

/**
 * Renders an invoice as a real PDF (pdfkit, built-in Helvetica: WinAnsi covers Italian
 * accents). The brand on it (name, colour, ragione sociale, sede legale, partita IVA) is the
 * registry's (packages/brands), looked up by the invoice's company code.
 */
export interface InvoicePrint {
  /** The issuing brand's company code. */
  company: { code: string };
  customer: {
    key: string;
    name: string;
    fiscalCode: string | null;
    vatNumber: string | null;
    address: string[];
  };
  invoice: {
    id: number;
    key: string;
    typeDescription: string;
    issueDate: string;
    dueDate: string;
    periodStart: string;
    periodEnd: string;
    totalAmount: string;
    amountToPay: string;
    paymentLevel: string;
    paidDate: string | null;
    consumption: string | null;
    consumptionUnit: string | null;
    paymentMethod: string;
  };
  supplies: { commodity: string; podPdr: string; address: string; offer: string | null }[];
  sections: {
    title: string;
    amount: string;
    lines: { description: string; amount: string; podPdr: string | null }[];
  }[];
  installments: { number: number; dueDate: string; amount: string; paid: boolean }[];
}

const COMMODITY = {
  luce: 'Energia elettrica',
  gas: 'Gas naturale',
  teleriscaldamento: 'Teleriscaldamento',
} as Record<string, string>;
const STATUS = {
  Pagata: 'Pagata',
  DaPagare: 'Da pagare',
  Scaduta: 'Scaduta, non ancora pagata',
  Rateizzata: 'Rateizzata',
} as Record<string, string>;

/**
 * The EPC QR code as a PNG (error correction M, the 4-module quiet zone EPC069-12 asks for),
 * embedded as an image so that any PDF reader, printer or test can read it back.
 */
function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 4, type: 'png' });
}

export async function renderInvoicePdf(data: InvoicePrint): Promise<Buffer> {
  // An invoice names its issuer: never another brand's legal data in place of an unknown one.
  if (!isCompanyCode(data.company.code)) throw new Error(`unknown company code ${data.company.code}`);
  const brand = BRANDS[data.company.code];
  const payment = payWithoutCard(brand.payments, {
    id: data.invoice.id,
    key: data.invoice.key,
    amountToPay: data.invoice.amountToPay,
    paymentLevel: data.invoice.paymentLevel,
  });
  const qr = payment ? await epcQrPng(payment.epcPayload) : null;
  return draw(data, brand, payment && qr ? { ...payment, qr } : null);
}

function draw(
  data: InvoicePrint,
  brand: (typeof BRANDS)[keyof typeof BRANDS],
  payment: (PayWithoutCard & { qr: Buffer }) | null,
): Promise<Buffer> {
  const color = brand.colors.primary;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: {
        Title: `${data.invoice.typeDescription} ${data.invoice.key}`,
        Author: brand.legal.name,
        Subject: 'Bolletta',
        // The issue date, so that the same invoice always renders to the same bytes.
        CreationDate: new Date(`${data.invoice.issueDate}T12:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = 48;
    const width = doc.page.width - 96;

    // Logo: a brand-coloured mark with the brand name.
    doc.save().roundedRect(left, 40, 44, 44, 8).fill(color).restore();
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(brand.code.toUpperCase(), left, 54, { width: 44, align: 'center' });
    doc
      .fillColor(color)
      .fontSize(20)
      .text(brand.name, left + 56, 46);
    doc
      .fillColor('#444444')
      .font('Helvetica')
      .fontSize(8)
      .text(`${brand.legal.name} - ${brand.legal.address} - P. IVA ${brand.legal.vatNumber}`, left + 56, 70);

    // Title and key facts.
    doc
      .moveTo(left, 96)
      .lineTo(left + width, 96)
      .strokeColor(color)
      .lineWidth(1.5)
      .stroke();
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`${data.invoice.typeDescription} n. ${data.invoice.key}`, left, 108);
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    doc.text(
      `Emessa il ${formatDay(data.invoice.issueDate)} - Periodo di fornitura dal ${formatDay(data.invoice.periodStart)} al ${formatDay(data.invoice.periodEnd)}`,
    );

    // Customer box.
    const boxTop = 140;
    doc
      .rect(left + width / 2, boxTop, width / 2, 78)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(data.customer.name, left + width / 2 + 8, boxTop + 8, { width: width / 2 - 16 });
    doc.font('Helvetica').fontSize(9);
    for (const line of data.customer.address) doc.text(line, { width: width / 2 - 16 });
    doc.text(`Codice cliente: ${data.customer.key}`);
    if (data.customer.fiscalCode) doc.text(`Codice fiscale: ${data.customer.fiscalCode}`);

    // Amount box.
    doc
      .save()
      .rect(left, boxTop, width / 2 - 12, 78)
      .fill('#f2f5f9')
      .restore();
    doc
      .fillColor('#333333')
      .font('Helvetica')
      .fontSize(9)
      .text('Totale da pagare', left + 10, boxTop + 8);
    doc
      .fillColor(color)
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(formatEuro(data.invoice.totalAmount), left + 10, boxTop + 22);
    doc.fillColor('#333333').font('Helvetica').fontSize(9);
    doc.text(`Scadenza: ${formatDay(data.invoice.dueDate)}`, left + 10, boxTop + 50);
    doc.text(
      `Stato: ${STATUS[data.invoice.paymentLevel] ?? data.invoice.paymentLevel}${data.invoice.paidDate ? ` il ${formatDay(data.invoice.paidDate)}` : ''}`,
      left + 10,
      boxTop + 62,
    );

    // Supplies.
    let y = boxTop + 96;
    doc
      .fillColor(color)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(data.supplies.length > 1 ? 'Le tue forniture' : 'La tua fornitura', left, y);
    doc.fillColor('#000000').font('Helvetica').fontSize(9);
    for (const s of data.supplies) {
      doc.text(
        `${COMMODITY[s.commodity] ?? s.commodity} - ${s.commodity === 'luce' ? 'POD' : 'PDR'} ${s.podPdr} - ${s.address}${s.offer ? ` - Offerta: ${s.offer}` : ''}`,
        left,
        doc.y + 2,
        { width },
      );
    }
    if (data.invoice.consumption) {
      doc.text(
        `Consumo fatturato nel periodo: ${data.invoice.consumption.replace('.', ',')} ${data.invoice.consumptionUnit ?? ''}`,
        left,
        doc.y + 2,
      );
    }

    // Summary (Bolletta 2.0 sections).
    y = doc.y + 14;
    doc.fillColor(color).font('Helvetica-Bold').fontSize(11).text('Sintesi degli importi fatturati', left, y);
    y = doc.y + 4;
    for (const section of data.sections) {
      doc.save().rect(left, y, width, 16).fill('#eef2f7').restore();
      doc
        .fillColor('#000000')
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(section.title, left + 6, y + 4, { width: width - 120 });
      doc.text(formatEuro(section.amount), left + width - 110, y + 4, { width: 104, align: 'right' });
      y += 18;
      doc.font('Helvetica').fontSize(8.5);
      for (const line of section.lines) {
        const label = line.podPdr ? `${line.description} (${line.podPdr})` : line.description;
        doc.fillColor('#333333').text(label, left + 14, y, { width: width - 130 });
        doc.text(formatEuro(line.amount), left + width - 110, y, { width: 104, align: 'right' });
        y = Math.max(doc.y, y + 11) + 1;
        if (y > doc.page.height - 140) {
          doc.addPage();
          y = 48;
        }
      }
      y += 4;
    }
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('Totale bolletta', left + 6, y + 6);
    doc.text(formatEuro(data.invoice.totalAmount), left + width - 130, y + 6, { width: 124, align: 'right' });
    y += 28;

    if (data.installments.length) {
      doc.fillColor(color).font('Helvetica-Bold').fontSize(11).text('Piano di rateizzazione', left, y);
      doc.font('Helvetica').fontSize(9).fillColor('#000000');
      for (const i of data.installments) {
        doc.text(
          `Rata ${i.number}: ${formatEuro(i.amount)} con scadenza ${formatDay(i.dueDate)} - ${i.paid ? 'pagata' : 'da pagare'}`,
          left,
          doc.y + 2,
        );
      }
      y = doc.y + 10;
    }

    doc
      .fillColor('#333333')
      .font('Helvetica')
      .fontSize(9)
      .text(
        data.invoice.paymentMethod === 'SDD'
          ? "Pagamento con addebito diretto sul conto corrente (SDD): l'importo sarà addebitato alla scadenza."
          : 'Puoi pagare online dal portale clienti, con bollettino o presso gli sportelli autorizzati entro la data di scadenza.',
        left,
        y,
        { width },
      );
    if (payment) drawPayWithoutCard(doc, payment, color, left, width);

    // Footer with legal details.
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - 70;
    doc
      .fontSize(7.5)
      .fillColor('#666666')
      .text(
        `${brand.legal.name} - Sede legale ${brand.legal.address} - Partita IVA e Codice Fiscale ${brand.legal.vatNumber}. ` +
          'Documento emesso ai sensi del D.P.R. 633/1972. In caso di reclamo è possibile rivolgersi al servizio clienti o allo Sportello per il consumatore Energia e Ambiente.',
        left,
        footY,
        { width, align: 'center' },
      );
    doc.end();
  });
}

/**
 * "Paga senza carta": the EPC QR code for the bank app, the transfer's data, CBILL and the
 * bollettino, in a box that stays on one page above the footer.
 */
function drawPayWithoutCard(
  doc: PDFKit.PDFDocument,
  pay: PayWithoutCard & { qr: Buffer },
  color: string,
  left: number,
  width: number,
) {
  const height = 150 + (pay.cbill ? 24 : 0) + (pay.bollettino ? 36 : 0);
  let top = doc.y + 14;
  if (top + height > doc.page.height - 90) {
    doc.addPage();
    top = 48;
  }
  doc.rect(left, top, width, height).strokeColor(color).lineWidth(1).stroke();
  doc
    .fillColor(color)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Paga senza carta: bonifico dalla app della tua banca', left + 10, top + 10, { width: width - 20 });
  const qrSize = 112;
  doc.image(pay.qr, left + 10, top + 30, { width: qrSize, height: qrSize });
  const x = left + qrSize + 24;
  const w = width - qrSize - 34;
  doc.fillColor('#000000').font('Helvetica').fontSize(8.5);
  doc.text(
    'Inquadra il codice QR con la app della tua banca: i dati del bonifico si compilano da soli.',
    x,
    top + 32,
    {
      width: w,
    },
  );
  const row = (label: string, value: string) => {
    doc.font('Helvetica').text(`${label}: `, x, doc.y + 3, { width: w, continued: true });
    doc.font('Helvetica-Bold').text(value);
  };
  row('Intestatario', pay.beneficiary);
  row('IBAN', formatIban(pay.iban));
  if (pay.bic) row('BIC', pay.bic);
  row('Importo', formatEuro(pay.amount));
  row('Causale (riferimento)', formatCreditorReference(pay.reference));
  if (pay.cbill) {
    doc.font('Helvetica').text('Circuito CBILL (home banking):', x, doc.y + 6, { width: w });
    row('Codice azienda CBILL', pay.cbill.billerCode);
    row('Numero bolletta', pay.cbill.billNumber);
  }
  if (pay.bollettino) {
    doc.font('Helvetica').text('Bollettino postale (TD 896):', x, doc.y + 6, { width: w });
    row('Conto corrente postale', pay.bollettino.account);
    row('Intestato a', pay.bollettino.holder);
    row('Codice bollettino', pay.bollettino.paymentCode);
  }
  doc.y = top + height + 6;
  doc.x = left;
}
