import { createHash } from 'node:crypto';
import { normalizeFiscalCode, normalizeVatNumber } from '@sportello/domain';
import type { Db } from '../../../db/index';
import { fromCents, toCents } from '../../erp/rules';
import { FatturaPaError, type FpaBody, type FpaDocument, type FpaLine } from './fatturapa';

/**
 * A FatturaPA bill mapped onto the portal's own rows (invoices, invoice_lines, installments,
 * documents), so that an imported bill lists, opens, prints and is paid exactly like any other:
 * - the brand by the issuer's VAT number (the brands' legal data, in `companies`), else the
 *   customer's own;
 * - the customer by the receiver's fiscal code or VAT number, within that brand;
 * - the supply by the POD/PDR the lines carry (in AltriDatiGestionali, TipoDato POD/PDR, or in
 *   the line's text, as Italian energy bills print it: "POD IT001E12345678");
 * - the lines as the bill's summary lines, by Bolletta 2.0 section, with one VAT line per rate
 *   of the VAT summary (DatiRiepilogo), and a rounding line when the document's total differs;
 * - a credit note (TD04) as a bill of type 4 with negative amounts: it reduces what is owed.
 */

/** What the portal shows for a document type: its invoice type code. */
export const DOCUMENT_TYPES: Record<string, { code: number; sign: 1 | -1 }> = {
  TD01: { code: 1, sign: 1 }, // fattura
  TD02: { code: 1, sign: 1 }, // acconto/anticipo su fattura
  TD04: { code: 4, sign: -1 }, // nota di credito
  TD05: { code: 1, sign: 1 }, // nota di debito
  TD06: { code: 1, sign: 1 }, // parcella
  TD24: { code: 1, sign: 1 }, // fattura differita
  TD25: { code: 1, sign: 1 }, // fattura differita (triangolare)
};
const MULTI_SITE_TYPE = 9;

const POD_RE = /\bIT\d{3}E\d{7,8}[A-Z0-9]?\b/i;
const PDR_RE = /\bPDR\W{0,4}(\d{14})\b/i;

/** The POD (electricity) or PDR (gas, heat) a line names, upper case, or null. */
export function supplyCodeOf(line: FpaLine): string | null {
  for (const o of line.otherData) {
    if (/\b(POD|PDR)\b/i.test(o.type) || /^(POD|PDR)/i.test(o.type)) {
      const v = (o.text ?? o.number ?? '').replace(/\s+/g, '').toUpperCase();
      if (v) return v;
    }
  }
  const texts = [line.description, ...line.otherData.map((o) => o.text ?? '')];
  for (const t of texts) {
    const pod = POD_RE.exec(t);
    if (pod) return pod[0].toUpperCase();
    const pdr = PDR_RE.exec(t);
    if (pdr) return pdr[1]!;
  }
  return null;
}

type Section = 'energia' | 'trasporto' | 'oneri' | 'imposte' | 'altro';

/** The Bolletta 2.0 section of a line, by its words. */
export function sectionOf(description: string): Section {
  const d = description.toLowerCase();
  if (/canone\s+(rai|tv|di abbonamento)|televisione/.test(d)) return 'altro';
  if (/oneri\s+(generali|di sistema)|\basos\b|\barim\b|oneri/.test(d)) return 'oneri';
  if (/trasporto|distribuzione|misura|contatore|gestione del contatore|quota potenza/.test(d))
    return 'trasporto';
  if (/accis|imposta|addizional|\biva\b|bollo/.test(d)) return 'imposte';
  if (
    /materia|energia|gas naturale|consumo|fascia|\bf[123]\b|commercializzazione|dispacciamento|vendita|\bpcv\b|perdite|termica/.test(
      d,
    )
  )
    return 'energia';
  return 'altro';
}

const UNITS: Record<string, string> = { kwh: 'kWh', smc: 'Smc', mwh: 'MWh' };

export interface MappedBill {
  number: string;
  issueDate: string;
  documentType: string;
  contentSha256: string;
  invoice: {
    key: string;
    customer_id: number;
    contract_id: number;
    supply_id: number | null;
    company_code: string;
    invoice_type_code: number;
    issue_date: string;
    due_date: string;
    period_start: string;
    period_end: string;
    total_amount: string;
    consumption: string | null;
    consumption_unit: string | null;
    paid_on: null;
    archiviation_key: string;
  };
  lines: {
    section: Section;
    supply_id: number | null;
    description: string;
    quantity: string | null;
    unit: string | null;
    unit_price: string | null;
    amount: string;
  }[];
  installments: { number: number; due_date: string; amount: string }[];
  pdf: { name: string; content: Buffer } | null;
  fileName: string;
  paymentTerms: string | null;
  paymentMethod: string | null;
  vatSummary: FpaBody['vatSummary'];
}

interface CustomerRow {
  id: number;
  company_code: string;
  name: string;
}

/**
 * The customers a document may be addressed to: those with the receiver's fiscal code or VAT
 * number, within the issuing brand when the issuer's VAT number is a brand's (one person may hold
 * several customer codes: the bill's POD/PDR then says which), or a refusal.
 */
export async function resolveCustomers(db: Db, doc: FpaDocument): Promise<CustomerRow[]> {
  const company = await db
    .selectFrom('companies')
    .select('code')
    .where('vat_number', '=', normalizeVatNumber(doc.emitter.vatCode))
    .executeTakeFirst();
  const fiscal = doc.receiver.fiscalCode ? normalizeFiscalCode(doc.receiver.fiscalCode) : null;
  const vat = doc.receiver.vatCode ? normalizeVatNumber(doc.receiver.vatCode) : null;
  let q = db
    .selectFrom('customers')
    .select(['id', 'company_code', 'name'])
    .where((eb) =>
      eb.or([
        ...(fiscal ? [eb('fiscal_code', '=', fiscal), eb('vat_number', '=', fiscal)] : []),
        ...(vat ? [eb('vat_number', '=', vat), eb('fiscal_code', '=', vat)] : []),
      ]),
    );
  if (company) q = q.where('company_code', '=', company.code);
  const found = await q.orderBy('id').limit(50).execute();
  if (found.length === 0) {
    const who = [fiscal ? `codice fiscale ${fiscal}` : null, vat ? `partita IVA ${vat}` : null]
      .filter(Boolean)
      .join(' o ');
    throw new FatturaPaError(
      `Cliente sconosciuto: nessun cliente con ${who}${company ? ` del marchio ${company.code.toUpperCase()}` : ''}.`,
      'unknown_customer',
    );
  }
  return found;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The fingerprint of one bill of a document: its parties and its body (attachments by digest). */
export function billFingerprint(doc: FpaDocument, body: FpaBody): string {
  return sha256(
    JSON.stringify({
      emitter: doc.emitter,
      receiver: doc.receiver,
      body: {
        ...body,
        index: undefined,
        attachments: body.attachments.map((a) => [a.name, sha256(a.content)]),
      },
    }),
  );
}

const safeFileName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-');

/** One body of a document as the portal's rows, or a refusal naming what does not fit. */
export async function mapBill(
  db: Db,
  doc: FpaDocument,
  body: FpaBody,
  candidates: CustomerRow[],
): Promise<MappedBill> {
  const where = `documento n. ${body.number}`;
  const type = DOCUMENT_TYPES[body.documentType];
  if (!type)
    throw new FatturaPaError(
      `Tipo documento ${body.documentType} non gestito (${where}): sono importate fatture (TD01, TD02, TD05, TD06, TD24, TD25) e note di credito (TD04).`,
      'unsupported_document_type',
    );
  if (body.currency !== 'EUR')
    throw new FatturaPaError(
      `Divisa ${body.currency} non gestita (${where}): solo EUR.`,
      'unsupported_currency',
    );

  // The supplies the lines name, each the customer's own.
  const codes = body.lines.map(supplyCodeOf);
  const distinct = [...new Set(codes.filter((c): c is string => c !== null))];
  if (distinct.length === 0)
    throw new FatturaPaError(
      `Fornitura sconosciuta: nessun POD o PDR nelle linee del ${where} (attesi in AltriDatiGestionali, TipoDato POD o PDR, o nella descrizione).`,
      'unknown_supply',
    );
  const rows = await db
    .selectFrom('supplies')
    .select(['id', 'pod_pdr', 'contract_id', 'commodity', 'customer_id'])
    .where(
      'customer_id',
      'in',
      candidates.map((c) => c.id),
    )
    .where('pod_pdr', 'in', distinct)
    .execute();
  // The customer is the one (of those with the receiver's codes) whose supplies the lines name.
  const owners = candidates.filter((c) => {
    const own = new Set(rows.filter((r) => r.customer_id === c.id).map((r) => r.pod_pdr.toUpperCase()));
    return distinct.every((code) => own.has(code));
  });
  if (owners.length !== 1) {
    const missing = distinct.filter((code) => !rows.some((r) => r.pod_pdr.toUpperCase() === code));
    const name = candidates.length === 1 ? ` del cliente ${candidates[0]!.name}` : ' del cliente';
    throw new FatturaPaError(
      missing.length > 0
        ? `Fornitura sconosciuta: ${missing.join(', ')} non ${missing.length > 1 ? 'sono forniture' : 'è una fornitura'}${name} (${where}).`
        : `Le forniture del ${where} (${distinct.join(', ')}) non sono tutte di uno stesso cliente.`,
      'unknown_supply',
    );
  }
  const customer = owners[0]!;
  const supplies = rows.filter((r) => r.customer_id === customer.id);
  const byCode = new Map(supplies.map((s) => [s.pod_pdr.toUpperCase(), s]));
  const contracts = new Set(supplies.map((s) => s.contract_id));
  if (contracts.size > 1)
    throw new FatturaPaError(
      `Le forniture del ${where} (${distinct.join(', ')}) sono di contratti diversi: una bolletta è di un contratto.`,
      'mixed_contracts',
    );
  const single = supplies.length === 1 ? supplies[0]! : null;
  const first = supplies[0]!;
  const unit = single
    ? single.commodity === 'luce'
      ? 'kWh'
      : single.commodity === 'gas'
        ? 'Smc'
        : 'MWh'
    : null;

  // Lines in cents, signed (a credit note's amounts are credits).
  const sign = type.sign;
  const cents = (v: string) => sign * toCents(roundTo2(v));
  const lines: MappedBill['lines'] = body.lines.map((l, i) => ({
    section: sectionOf(l.description),
    supply_id: codes[i] ? byCode.get(codes[i]!)!.id : (single?.id ?? null),
    description: l.description.slice(0, 1000),
    quantity: l.quantity,
    unit: l.unit,
    unit_price: l.unitPrice,
    amount: fromCents(cents(l.amount)),
  }));
  for (const r of body.vatSummary) {
    if (toCents(roundTo2(r.tax)) === 0) continue;
    lines.push({
      section: 'imposte',
      supply_id: single?.id ?? null,
      description: `IVA ${formatRate(r.rate)}%`,
      quantity: null,
      unit: null,
      unit_price: null,
      amount: fromCents(cents(r.tax)),
    });
  }
  const sum = lines.reduce((t, l) => t + toCents(l.amount), 0);
  const total = body.totalAmount !== null ? cents(body.totalAmount) : sum;
  if (total !== sum)
    lines.push({
      section: 'altro',
      supply_id: single?.id ?? null,
      description: 'Arrotondamento',
      quantity: null,
      unit: null,
      unit_price: null,
      amount: fromCents(total - sum),
    });

  // Period: from the lines' own periods, else the document's day.
  const starts = body.lines
    .map((l) => l.periodStart)
    .filter((d): d is string => d !== null)
    .sort();
  const ends = body.lines
    .map((l) => l.periodEnd)
    .filter((d): d is string => d !== null)
    .sort();
  const periodStart = starts[0] ?? body.date;
  const periodEnd = ends[ends.length - 1] ?? periodStart;

  // Consumption: the energy lines' quantities in the supply's unit.
  let consumption: number | null = null;
  if (unit) {
    for (const l of body.lines) {
      if (l.quantity === null || UNITS[(l.unit ?? '').toLowerCase()] !== unit) continue;
      if (sectionOf(l.description) !== 'energia') continue;
      consumption = (consumption ?? 0) + Number(l.quantity);
    }
  }

  // Payment: the due dates and amounts of DatiPagamento; in instalments (TP01) with more than one.
  const details = body.payments.flatMap((p) => p.details.map((d) => ({ ...d, terms: p.terms })));
  const dues = details
    .map((d) => d.dueDate)
    .filter((d): d is string => d !== null)
    .sort();
  const dueDate = dues[0] ?? body.date;
  const instalmentTerms = body.payments.find((p) => p.terms === 'TP01' && p.details.length > 1);
  const installments =
    sign > 0 && instalmentTerms && instalmentTerms.details.every((d) => d.dueDate)
      ? [...instalmentTerms.details]
          .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))
          .map((d, i) => ({
            number: i + 1,
            due_date: d.dueDate!,
            amount: fromCents(toCents(roundTo2(d.amount))),
          }))
      : [];

  const pdfAttachment = body.attachments.find(
    (a) =>
      (/^pdf$/i.test(a.format ?? '') || /\.pdf$/i.test(a.name)) &&
      a.content.subarray(0, 5).toString('latin1') === '%PDF-',
  );
  const key = body.number;
  return {
    number: body.number,
    issueDate: body.date,
    documentType: body.documentType,
    contentSha256: billFingerprint(doc, body),
    invoice: {
      key,
      customer_id: customer.id,
      contract_id: first.contract_id,
      supply_id: single?.id ?? null,
      company_code: customer.company_code,
      invoice_type_code: single ? type.code : type.code === 1 ? MULTI_SITE_TYPE : type.code,
      issue_date: body.date,
      due_date: dueDate,
      period_start: periodStart <= periodEnd ? periodStart : periodEnd,
      period_end: periodEnd,
      total_amount: fromCents(total),
      consumption: consumption === null ? null : consumption.toFixed(3),
      consumption_unit: consumption === null ? null : unit,
      paid_on: null,
      archiviation_key: `DOC-${key}`,
    },
    lines,
    installments,
    pdf: pdfAttachment ? { name: pdfAttachment.name, content: pdfAttachment.content } : null,
    fileName: pdfAttachment
      ? safeFileName(pdfAttachment.name.replace(/\.pdf$/i, '')) + '.pdf'
      : `bolletta-${safeFileName(key)}.pdf`,
    paymentTerms: body.payments[0]?.terms ?? null,
    paymentMethod: details[0]?.method ?? null,
    vatSummary: body.vatSummary,
  };
}

/** An exact decimal rounded to cents, half away from zero (as the document's totals are). */
function roundTo2(v: string): string {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(v);
  if (!m) throw new FatturaPaError(`Importo non valido: «${v}».`, 'invalid_field');
  const frac = (m[3] ?? '').padEnd(3, '0');
  let cents = BigInt(m[2]!) * 100n + BigInt(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1n;
  const s = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return m[1] ? `-${s}` : s;
}

function formatRate(rate: string): string {
  const n = Number(rate);
  return Number.isInteger(n) ? String(n) : String(n).replace('.', ',');
}
