import { createHash } from 'node:crypto';
import type { Db } from '../../../db/index';
import { FatturaPaError, parseFatturaPa, type FpaBody } from './fatturapa';
import { mapBill, resolveCustomers, type MappedBill } from './mapper';

/** What became of one bill of a document. */
export interface BillOutcome {
  number: string;
  issueDate: string;
  documentType: string;
  /** created: a new bill; unchanged: the same document was imported before. */
  outcome: 'created' | 'unchanged';
  invoiceId: number;
  key: string;
  /** The estimated bill this one replaces (issue 25), set by the caller's `within`. */
  replaces?: {
    number: string;
    invoiceId: number;
    carriedCredit: string;
    withdrawnInstallments: number;
    creditNoteNumber: string | null;
    requestId: number | null;
  };
}

/** One stored bill beside the document body it came from. */
export interface StoredBill {
  outcome: BillOutcome;
  body: FpaBody;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/**
 * Imports one FatturaPA document (its XML): every bill it carries, in one transaction (a document
 * is all or nothing). The same document again answers its bills unchanged; a different document
 * under a number and date already imported from the same issuer is refused (a FatturaPA bill is
 * corrected with a credit note, never replaced). Refusals are `FatturaPaError`s.
 */
export async function importDocument(
  db: Db,
  xml: Buffer,
  tokenName: string,
  /** More to do in the same transaction with the stored bills (a replacement, issue 25). */
  within?: (tx: Db, bills: StoredBill[]) => Promise<void>,
): Promise<BillOutcome[]> {
  const doc = parseFatturaPa(xml);
  const candidates = await resolveCustomers(db, doc);
  const emitterVat = doc.emitter.vat!;
  const mapped: MappedBill[] = [];
  for (const body of doc.bodies) mapped.push(await mapBill(db, doc, body, candidates));
  const numbers = new Set<string>();
  for (const m of mapped) {
    if (numbers.has(`${m.number}|${m.issueDate}`))
      throw new FatturaPaError(
        `Il documento contiene due volte la bolletta n. ${m.number} del ${m.issueDate}.`,
        'duplicate_bill',
      );
    numbers.add(`${m.number}|${m.issueDate}`);
  }
  const store = () =>
    db.transaction().execute(async (tx) => {
      const out: BillOutcome[] = [];
      for (const m of mapped) out.push(await storeBill(tx, emitterVat, m, tokenName));
      if (within)
        await within(
          tx,
          out.map((outcome, i) => ({ outcome, body: doc.bodies[i]! })),
        );
      return out;
    });
  try {
    return await store();
  } catch (error) {
    // The same document imported at the same moment by another call: answered as that one.
    if (!isUniqueViolation(error)) throw error;
    return store();
  }
}

async function storeBill(tx: Db, emitterVat: string, m: MappedBill, tokenName: string): Promise<BillOutcome> {
  const known = await tx
    .selectFrom('invoice_sources')
    .innerJoin('invoices', 'invoices.id', 'invoice_sources.invoice_id')
    .select(['invoices.id', 'invoices.key', 'invoice_sources.content_sha256'])
    .where('invoice_sources.emitter_vat', '=', emitterVat)
    .where('invoice_sources.number', '=', m.number)
    .where('invoice_sources.issue_date', '=', m.issueDate)
    .executeTakeFirst();
  const base = { number: m.number, issueDate: m.issueDate, documentType: m.documentType };
  if (known) {
    if (known.content_sha256 !== m.contentSha256)
      throw new FatturaPaError(
        `La bolletta n. ${m.number} del ${m.issueDate} è già stata importata con un contenuto diverso: una fattura elettronica si corregge con una nota di credito, non si sostituisce.`,
        'already_imported_different',
      );
    return { ...base, outcome: 'unchanged', invoiceId: known.id, key: known.key };
  }
  const clash = await tx
    .selectFrom('invoices')
    .select('id')
    .where((eb) =>
      eb.or([eb('key', '=', m.invoice.key), eb('archiviation_key', '=', m.invoice.archiviation_key)]),
    )
    .executeTakeFirst();
  if (clash)
    throw new FatturaPaError(
      `Il numero ${m.number} è già di un’altra bolletta del portale (di un altro emittente o caricata altrimenti).`,
      'number_taken',
    );
  const { id } = await tx.insertInto('invoices').values(m.invoice).returning('id').executeTakeFirstOrThrow();
  await tx
    .insertInto('invoice_lines')
    .values(m.lines.map((l, i) => ({ ...l, invoice_id: id, position: i + 1 })))
    .execute();
  if (m.installments.length > 0)
    await tx
      .insertInto('installments')
      .values(m.installments.map((i) => ({ ...i, invoice_id: id, customer_id: m.invoice.customer_id })))
      .execute();
  const doc = await tx
    .insertInto('documents')
    .values({
      archiviation_key: m.invoice.archiviation_key,
      customer_id: m.invoice.customer_id,
      invoice_id: id,
      doc_type: 'Invoice',
      status: 'ready',
      file_name: m.fileName,
      content_type: 'application/pdf',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (m.pdf)
    await tx
      .insertInto('document_files')
      .values({
        document_id: doc.id,
        content: m.pdf.content,
        content_sha256: createHash('sha256').update(m.pdf.content).digest('hex'),
      })
      .execute();
  await tx
    .insertInto('invoice_sources')
    .values({
      invoice_id: id,
      emitter_vat: emitterVat,
      number: m.number,
      issue_date: m.issueDate,
      document_type: m.documentType,
      content_sha256: m.contentSha256,
      payment_terms: m.paymentTerms,
      payment_method: m.paymentMethod,
      vat_summary: JSON.stringify(m.vatSummary),
      token_name: tokenName,
    })
    .execute();
  return { ...base, outcome: 'created', invoiceId: id, key: m.invoice.key };
}
