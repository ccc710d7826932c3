import type { Db } from '../../db/index';
import { HttpError, notFound } from '../../errors';
import type { SessionContext } from '../session-store';
import { accessibleCustomerIds } from '../access';
import { renderInvoicePdf } from '../../adapters/pdf-invoice';
import { invoiceFor, invoiceSections } from './invoices';
import { csvDocument } from '../csv';

export const DOCUMENT_NOT_READY = 'Documento in fase di stampa o non disponibile, riprovare più tardi';
export const DOCUMENT_NOT_FOUND = 'Documento non trovato';

export async function documentFor(db: Db, session: SessionContext, ref: { id?: number; key?: string }) {
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw notFound(DOCUMENT_NOT_FOUND);
  let q = db.selectFrom('documents').selectAll().where('customer_id', 'in', ids);
  q = ref.id !== undefined ? q.where('id', '=', ref.id) : q.where('archiviation_key', '=', ref.key!);
  const doc = await q.executeTakeFirst();
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  return doc;
}

/** The document's bytes, produced from the rows it documents. */
export async function documentContent(
  db: Db,
  session: SessionContext,
  doc: { id: number; doc_type: 'Invoice' | 'InvoiceDetailCsv'; invoice_id: number | null; status: string },
): Promise<Buffer> {
  if (doc.status !== 'ready' || doc.invoice_id === null)
    throw new HttpError(404, 'document_not_ready', DOCUMENT_NOT_READY);
  if (doc.doc_type === 'InvoiceDetailCsv') return invoiceCsv(db, session, doc.invoice_id);
  // A bill imported with its own PDF (FatturaPA Allegati) is that PDF, byte for byte.
  const stored = await db
    .selectFrom('document_files')
    .select('content')
    .where('document_id', '=', doc.id)
    .executeTakeFirst();
  if (stored) return Buffer.from(stored.content);
  return invoicePdf(db, session, doc.invoice_id);
}

export async function invoicePdf(db: Db, session: SessionContext, invoiceId: number): Promise<Buffer> {
  const invoice = await invoiceFor(db, session, invoiceId, new Date());
  const [sections, customer, company, contract, supplies] = await Promise.all([
    invoiceSections(db, invoiceId),
    db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', invoice.contract.customerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices')
      .innerJoin('companies', 'companies.code', 'invoices.company_code')
      .select(['companies.code'])
      .where('invoices.id', '=', invoiceId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('contracts').selectAll().where('id', '=', invoice.contract.id).executeTakeFirstOrThrow(),
    db
      .selectFrom('supplies')
      .leftJoin('offers', 'offers.code', 'supplies.offer_code')
      .select([
        'supplies.commodity',
        'supplies.pod_pdr',
        'supplies.address',
        'supplies.postal_code',
        'supplies.locality',
        'supplies.province',
        'offers.name as offer_name',
      ])
      .where((eb) =>
        invoice.supplyId !== null
          ? eb('supplies.id', '=', invoice.supplyId)
          : eb(
              'supplies.id',
              'in',
              eb
                .selectFrom('invoice_lines')
                .select('supply_id')
                .where('invoice_id', '=', invoiceId)
                .where('supply_id', 'is not', null)
                .$narrowType<{ supply_id: number }>(),
            ),
      )
      .orderBy('supplies.id')
      .execute(),
  ]);
  const shipping = [
    [contract.ship_street_generic, contract.ship_street_name, contract.ship_civic_number]
      .filter(Boolean)
      .join(' '),
    [
      contract.ship_postal_code,
      contract.ship_city,
      contract.ship_province ? `(${contract.ship_province})` : null,
    ]
      .filter(Boolean)
      .join(' '),
  ].filter((l) => l.trim().length > 0);
  return renderInvoicePdf({
    // The brand printed on the invoice (name, colour, legal data) is the registry's.
    company: { code: company.code },
    customer: {
      key: customer.key,
      name: customer.name,
      fiscalCode: customer.fiscal_code,
      vatNumber: customer.vat_number,
      address: shipping,
    },
    invoice: {
      id: invoice.id,
      key: invoice.key,
      typeDescription: invoice.invoiceTypeDescription,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      totalAmount: invoice.totalAmount,
      amountToPay: invoice.amountToPay,
      paymentLevel: invoice.paymentLevel,
      paidDate: invoice.paidDate,
      consumption: invoice.consumption,
      consumptionUnit: invoice.consumptionUnit,
      paymentMethod: contract.payment_method,
    },
    supplies: supplies.map((s) => ({
      commodity: s.commodity,
      podPdr: s.pod_pdr,
      address: `${s.address}, ${s.postal_code} ${s.locality} (${s.province})`,
      offer: s.offer_name,
    })),
    sections: sections.map((s) => ({
      title: s.title,
      amount: s.amount,
      lines: s.lines.map((l) => ({
        description: l.description,
        amount: l.amount,
        podPdr: invoice.supplyId === null ? l.podPdr : null,
      })),
    })),
    installments: invoice.installments.map((i) => ({
      number: i.number,
      dueDate: i.dueDate,
      amount: i.amount,
      paid: !i.toBePaid,
    })),
  });
}

/** Detail of a (multi-POD) invoice, one line per POD/PDR and item; Italian Excel style (;). */
export async function invoiceCsv(db: Db, session: SessionContext, invoiceId: number): Promise<Buffer> {
  const invoice = await invoiceFor(db, session, invoiceId, new Date());
  const sections = await invoiceSections(db, invoiceId);
  const rows = [
    ['Bolletta', 'POD/PDR', 'Sezione', 'Voce', 'Quantità', 'Unità', 'Prezzo unitario', 'Importo (€)'],
  ];
  for (const s of sections) {
    for (const l of s.lines) {
      rows.push([
        invoice.key,
        l.podPdr ?? '',
        s.title,
        l.description,
        l.quantity?.replace('.', ',') ?? '',
        l.unit ?? '',
        l.unitPrice?.replace('.', ',') ?? '',
        l.amount.replace('.', ','),
      ]);
    }
  }
  return csvDocument(rows);
}

/**
 * A document the session may see, by id or archiviation key (and, when given, of that type), as
 * it is downloaded: its bytes in base64 with its file name and content type; not ready yet: 404.
 */
export async function documentDownload(
  db: Db,
  session: SessionContext,
  ref: { id?: number; key?: string },
  type?: string,
) {
  const doc = await documentFor(db, session, ref);
  if (type && doc.doc_type !== type) throw notFound(DOCUMENT_NOT_FOUND);
  const data = await documentContent(db, session, doc);
  return {
    id: doc.id,
    fileName: doc.file_name,
    contentType: doc.content_type,
    data: data.toString('base64'),
  };
}
