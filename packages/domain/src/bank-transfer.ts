import { isValidIban, normalizeIban } from './iban';

/**
 * Paying a bill without a card (issue 25): by SEPA credit transfer from a bank app (the
 * retailer's IBAN, the bill's reference and the EPC QR code that banking apps scan), by CBILL
 * from home banking, and by bollettino postale where the brand has a postal account.
 *
 * Sources:
 * - EPC069-12 "Quick Response Code: guidelines to enable data capture for the initiation of a
 *   SEPA credit transfer", version 3.0: service tag BCD, version 002 (BIC optional inside the
 *   EEA), character set 1 (UTF-8), identification SCT, beneficiary name up to 70 characters,
 *   amount "EUR" + 0.01–999999999.99 with a dot, structured remittance (ISO 11649 creditor
 *   reference) or unstructured (up to 140), never both; at most 331 bytes; error correction M.
 * - ISO 11649 (structured creditor reference "RF"): RF, two check digits (ISO 7064 mod 97-10),
 *   up to 21 letters and digits.
 * - Poste Italiane, bollettino TD 896 (premarcato): an 18-digit payment code whose last two
 *   digits are the remainder of the first 16 divided by 93.
 * - CBILL (consorzio CBI): the biller's CBILL code (5 letters or digits) and the bill's number.
 */

/** The brand's settings for payments without a card (packages/brands). */
export interface BrandPaymentDetails {
  /** Who the transfer goes to (the retailer's legal name as the bank knows it). */
  beneficiary: string;
  /** The retailer's collection account (Italian IBAN). */
  iban: string;
  /** Optional in EPC QR version 002. */
  bic?: string;
  /** The retailer's CBILL code, when it collects through CBILL. */
  cbillCode?: string;
  /** A postal current account, when the brand prints the bollettino (TD 896). */
  postalAccount?: { number: string; holder: string };
}

const EPC_MAX_BYTES = 331;

const alnum = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Letters as ISO 7064 numbers (A=10 … Z=35), then mod 97 on the digit string. */
function mod97(value: string): number {
  const digits = value.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/**
 * The ISO 11649 creditor reference of a bill's number: "RF", two check digits and the
 * number's letters and digits (its last 21 when longer), e.g. "AST-2025-000123" →
 * "RF23AST2025000123".
 */
export function creditorReference(billNumber: string): string {
  const base = alnum(billNumber).slice(-21);
  if (!base) throw new Error('Numero della bolletta vuoto');
  const check = 98 - mod97(`${base}RF00`);
  return `RF${String(check).padStart(2, '0')}${base}`;
}

/** A well-formed ISO 11649 reference (spaces allowed, as printed in groups of four). */
export function isValidCreditorReference(value: string): boolean {
  const ref = value.toUpperCase().replace(/\s+/g, '');
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** In groups of four, as banks print it ("RF23 AST2 0250 0012 3"). */
export function formatCreditorReference(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export interface EpcTransfer {
  beneficiary: string;
  iban: string;
  bic?: string;
  /** Euro, as a decimal string or number (2 decimals at most). */
  amount: string | number;
  /** ISO 11649 structured reference. */
  reference?: string;
  /** Free text, only when there is no structured reference. */
  text?: string;
}

/** Euro amount as EPC writes it: "EUR12.3" style is allowed, we always write 2 decimals. */
function epcAmount(amount: string | number): string {
  const cents = Math.round(Number(amount) * 100);
  if (!Number.isFinite(cents) || cents < 1 || cents > 99_999_999_999)
    throw new Error('Importo fuori dai limiti del QR EPC (da 0,01 a 999.999.999,99 euro)');
  return `EUR${(cents / 100).toFixed(2)}`;
}

/** The text of an EPC069-12 QR code (version 002, UTF-8, SEPA credit transfer). */
export function epcQrPayload(transfer: EpcTransfer): string {
  const iban = normalizeIban(transfer.iban);
  if (!isValidIban(iban, { sepaOnly: true })) throw new Error('IBAN del beneficiario non valido');
  const name = transfer.beneficiary.trim();
  if (!name || name.length > 70) throw new Error('Nome del beneficiario vuoto o più lungo di 70 caratteri');
  if (transfer.reference && transfer.text)
    throw new Error('Il QR EPC porta un riferimento strutturato oppure una causale, non entrambi');
  if (transfer.reference && !isValidCreditorReference(transfer.reference))
    throw new Error('Riferimento del creditore non valido');
  if (transfer.text && transfer.text.length > 140) throw new Error('Causale più lunga di 140 caratteri');
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic ?? '',
    name,
    iban,
    epcAmount(transfer.amount),
    '', // purpose
    transfer.reference?.replace(/\s+/g, '').toUpperCase() ?? '',
    transfer.text ?? '',
  ];
  // Trailing empty elements may be left out.
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  // UTF-8 bytes: each %XX of the URI encoding is one byte.
  if (encodeURIComponent(payload).replace(/%[0-9A-F]{2}/g, '.').length > EPC_MAX_BYTES)
    throw new Error('QR EPC oltre 331 byte');
  return payload;
}

export interface EpcFields {
  bic: string;
  beneficiary: string;
  iban: string;
  /** Euro with 2 decimals, e.g. "123.45". */
  amount: string;
  reference: string;
  text: string;
}

/** Reads an EPC QR's text back (what a bank app does); null when it is not one. */
export function parseEpcQrPayload(payload: string): EpcFields | null {
  const lines = payload.split(/\r?\n/);
  if (lines[0] !== 'BCD' || !['001', '002'].includes(lines[1] ?? '') || lines[3] !== 'SCT') return null;
  const amount = /^EUR(\d{1,9}(\.\d{1,2})?)$/.exec(lines[7] ?? '');
  return {
    bic: lines[4] ?? '',
    beneficiary: lines[5] ?? '',
    iban: lines[6] ?? '',
    amount: amount ? Number(amount[1]).toFixed(2) : '',
    reference: lines[9] ?? '',
    text: lines[10] ?? '',
  };
}

/** The 18-digit code of a bollettino TD 896: 16 digits and their remainder by 93. */
export function postalPaymentCode(billId: number): string {
  if (!Number.isSafeInteger(billId) || billId <= 0) throw new Error('Bolletta non valida');
  const base = String(billId).padStart(16, '0');
  if (base.length > 16) throw new Error('Bolletta non valida');
  return base + String(Number(BigInt(base) % 93n)).padStart(2, '0');
}

export function isValidPostalPaymentCode(code: string): boolean {
  if (!/^\d{18}$/.test(code)) return false;
  return Number(BigInt(code.slice(0, 16)) % 93n) === Number(code.slice(16));
}

export interface PayableBill {
  id: number;
  key: string;
  amountToPay: string;
  paymentLevel: string;
}

export interface PayWithoutCard {
  beneficiary: string;
  iban: string;
  bic: string | null;
  /** Euro with 2 decimals. */
  amount: string;
  /** ISO 11649 reference of the bill: the transfer's causale. */
  reference: string;
  /** What to write as causale when the bank app has no reference field. */
  causale: string;
  /** The EPC QR code's text. */
  epcPayload: string;
  cbill: { billerCode: string; billNumber: string } | null;
  bollettino: { account: string; holder: string; paymentCode: string; documentType: '896' } | null;
}

/**
 * How to pay a bill from a bank app, or null when nothing is owed (paid, replaced by another
 * bill, or nothing left).
 * The same data on the bill's screen and in its PDF.
 */
export function payWithoutCard(brand: BrandPaymentDetails, bill: PayableBill): PayWithoutCard | null {
  const cents = Math.round(Number(bill.amountToPay) * 100);
  if (bill.paymentLevel === 'Pagata' || bill.paymentLevel === 'Sostituita') return null;
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const amount = (cents / 100).toFixed(2);
  const reference = creditorReference(bill.key);
  const iban = normalizeIban(brand.iban);
  return {
    beneficiary: brand.beneficiary,
    iban,
    bic: brand.bic ?? null,
    amount,
    reference,
    causale: `${reference} bolletta n. ${bill.key}`,
    epcPayload: epcQrPayload({
      beneficiary: brand.beneficiary,
      iban,
      ...(brand.bic ? { bic: brand.bic } : {}),
      amount,
      reference,
    }),
    cbill: brand.cbillCode ? { billerCode: brand.cbillCode, billNumber: bill.key } : null,
    bollettino: brand.postalAccount
      ? {
          account: brand.postalAccount.number,
          holder: brand.postalAccount.holder,
          paymentCode: postalPaymentCode(bill.id),
          documentType: '896',
        }
      : null,
  };
}
