import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { xmlProblem } from '../xml-problem';

/**
 * A FatturaPA document (format FPR12, the file a retailer sends to the Sistema di Interscambio)
 * read into what the portal keeps of a bill: who issued it, to whom, and per body (one document
 * may carry several bills) its number, dates, lines, VAT summary, payment and attachments. The
 * XML is read with fast-xml-parser as text only (no number guessing: "0012" stays "0012" and
 * amounts stay exact decimal text). Anything that is not such a document is a `FatturaPaError`
 * with the reason in Italian.
 */

export class FatturaPaError extends Error {
  constructor(
    message: string,
    /** A stable code for the answer (`malformed_xml`, `not_fatturapa`, `unknown_customer`…). */
    readonly code: string = 'invalid_document',
  ) {
    super(message);
  }
}

export interface FpaParty {
  /** IdFiscaleIVA as country + code (`IT01234567890`), or null. */
  vat: string | null;
  /** The VAT code alone (IdCodice), or null. */
  vatCode: string | null;
  fiscalCode: string | null;
  name: string;
}

export interface FpaLine {
  number: number;
  description: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  amount: string;
  vatRate: string;
  nature: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** AltriDatiGestionali: TipoDato → RiferimentoTesto (first of each kind). */
  otherData: { type: string; text: string | null; number: string | null }[];
}

export interface FpaVatSummary {
  rate: string;
  nature: string | null;
  taxable: string;
  tax: string;
  chargeability: string | null;
  reference: string | null;
}

export interface FpaPayment {
  /** CondizioniPagamento: TP01 in instalments, TP02 whole, TP03 advance. */
  terms: string;
  details: { method: string; dueDate: string | null; amount: string; iban: string | null }[];
}

export interface FpaAttachment {
  name: string;
  format: string | null;
  description: string | null;
  content: Buffer;
}

export interface FpaBody {
  /** Position of the body in the document, from 1. */
  index: number;
  documentType: string;
  currency: string;
  date: string;
  number: string;
  totalAmount: string | null;
  rounding: string | null;
  causale: string[];
  linkedInvoices: string[];
  lines: FpaLine[];
  vatSummary: FpaVatSummary[];
  payments: FpaPayment[];
  attachments: FpaAttachment[];
}

export interface FpaDocument {
  format: string;
  emitter: FpaParty;
  receiver: FpaParty;
  bodies: FpaBody[];
}

/** Elements that may repeat: always arrays, even when the document has one. */
const REPEATED = new Set([
  'FatturaElettronicaBody',
  'DettaglioLinee',
  'DatiRiepilogo',
  'DatiPagamento',
  'DettaglioPagamento',
  'Allegati',
  'AltriDatiGestionali',
  'DatiFattureCollegate',
  'Causale',
  'ScontoMaggiorazione',
  'CodiceArticolo',
  'DatiRitenuta',
  'DatiOrdineAcquisto',
  'DatiContratto',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function node(parent: unknown, name: string): Node | undefined {
  if (!isNode(parent)) return undefined;
  const v = parent[name];
  if (Array.isArray(v)) return isNode(v[0]) ? v[0] : undefined;
  return isNode(v) ? v : undefined;
}

function nodes(parent: unknown, name: string): Node[] {
  if (!isNode(parent)) return [];
  const v = parent[name];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isNode);
}

function text(parent: unknown, name: string): string | null {
  if (!isNode(parent)) return null;
  let v = parent[name];
  if (Array.isArray(v)) v = v[0];
  if (isNode(v)) v = v['#text'];
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

function texts(parent: unknown, name: string): string[] {
  if (!isNode(parent)) return [];
  const v = parent[name];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .map((x) => (isNode(x) ? x['#text'] : x))
    .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    .map((x) => x.trim());
}

function required(parent: unknown, name: string, where: string): string {
  const v = text(parent, name);
  if (v === null)
    throw new FatturaPaError(`Manca l’elemento obbligatorio ${name} (${where}).`, 'missing_field');
  return v;
}

const DECIMAL = /^-?\d{1,11}(\.\d{1,8})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function amount(parent: unknown, name: string, where: string): string {
  const v = required(parent, name, where);
  if (!DECIMAL.test(v))
    throw new FatturaPaError(`${name} non è un importo valido: «${v}» (${where}).`, 'invalid_field');
  return v;
}

function optionalAmount(parent: unknown, name: string, where: string): string | null {
  const v = text(parent, name);
  if (v === null) return null;
  if (!DECIMAL.test(v))
    throw new FatturaPaError(`${name} non è un importo valido: «${v}» (${where}).`, 'invalid_field');
  return v;
}

function day(parent: unknown, name: string, where: string, isRequired: true): string;
function day(parent: unknown, name: string, where: string, isRequired?: false): string | null;
function day(parent: unknown, name: string, where: string, isRequired = false): string | null {
  const v = isRequired ? required(parent, name, where) : text(parent, name);
  if (v === null) return null;
  // xs:date may carry a time zone (2024-01-31Z, 2024-01-31+01:00): the calendar day is what counts.
  const d = v.slice(0, 10);
  if (!DAY.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
    throw new FatturaPaError(`${name} non è una data valida: «${v}» (${where}).`, 'invalid_field');
  return d;
}

function party(n: Node | undefined): FpaParty {
  const anag = node(n, 'DatiAnagrafici');
  const idIva = node(anag, 'IdFiscaleIVA');
  const country = text(idIva, 'IdPaese');
  const code = text(idIva, 'IdCodice');
  const a = node(anag, 'Anagrafica');
  const name =
    text(a, 'Denominazione') ?? [text(a, 'Nome'), text(a, 'Cognome')].filter(Boolean).join(' ').trim();
  return {
    vat: code ? `${country ?? 'IT'}${code}`.toUpperCase() : null,
    vatCode: code ? code.toUpperCase() : null,
    fiscalCode: text(anag, 'CodiceFiscale')?.toUpperCase() ?? null,
    name,
  };
}

/** The document's text: the declared encoding honoured (UTF-8 by default), a BOM dropped. */
export function decodeXml(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  const encoding =
    declared && /^(iso-8859-1|iso8859-1|latin-?1|windows-1252|cp1252|iso-8859-15)$/.test(declared)
      ? declared.startsWith('iso-8859-15')
        ? 'iso-8859-15'
        : 'windows-1252'
      : 'utf-8';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: encoding === 'utf-8' }).decode(bytes);
  } catch {
    throw new FatturaPaError(
      'Il documento non è testo UTF-8 valido (né dichiara un’altra codifica).',
      'malformed_xml',
    );
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads a FatturaPA document, or throws a `FatturaPaError` saying in Italian what is wrong. */
export function parseFatturaPa(input: Buffer | string): FpaDocument {
  const xml = typeof input === 'string' ? input : decodeXml(input);
  if (!xml.trimStart().startsWith('<')) throw new FatturaPaError('Il documento non è XML.', 'malformed_xml');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FatturaPaError(
      `XML non valido alla riga ${valid.err.line}: ${xmlProblem(valid.err)}`,
      'malformed_xml',
    );
  }
  let tree: Node;
  try {
    tree = parser.parse(xml) as Node;
  } catch {
    throw new FatturaPaError('XML non leggibile: struttura non valida.', 'malformed_xml');
  }
  const root = node(tree, 'FatturaElettronica');
  if (!root)
    throw new FatturaPaError(
      'Il documento non è una fattura elettronica FatturaPA (manca FatturaElettronica).',
      'not_fatturapa',
    );
  const format = (root['@versione'] as string | undefined)?.trim() ?? '';
  if (format !== 'FPR12' && format !== 'FPA12')
    throw new FatturaPaError(
      `Formato di trasmissione non gestito: «${format || 'assente'}» (atteso FPR12).`,
      'not_fatturapa',
    );
  const header = node(root, 'FatturaElettronicaHeader');
  if (!header) throw new FatturaPaError('Manca FatturaElettronicaHeader.', 'not_fatturapa');
  const emitter = party(node(header, 'CedentePrestatore'));
  if (!emitter.vat)
    throw new FatturaPaError(
      'Manca la partita IVA del cedente/prestatore (CedentePrestatore/IdFiscaleIVA).',
      'missing_field',
    );
  const receiver = party(node(header, 'CessionarioCommittente'));
  if (!receiver.vat && !receiver.fiscalCode)
    throw new FatturaPaError(
      'Il cessionario/committente non ha né codice fiscale né partita IVA.',
      'missing_field',
    );
  const bodyNodes = nodes(root, 'FatturaElettronicaBody');
  if (bodyNodes.length === 0) throw new FatturaPaError('Manca FatturaElettronicaBody.', 'not_fatturapa');
  return { format, emitter, receiver, bodies: bodyNodes.map((b, i) => readBody(b, i + 1, bodyNodes.length)) };
}

function readBody(b: Node, index: number, count: number): FpaBody {
  const at = count > 1 ? `documento ${index}` : 'documento';
  const general = node(node(b, 'DatiGenerali'), 'DatiGeneraliDocumento');
  if (!general) throw new FatturaPaError(`Manca DatiGeneraliDocumento (${at}).`, 'missing_field');
  const number = required(general, 'Numero', at);
  const where = `documento n. ${number}`;
  const lines = nodes(node(b, 'DatiBeniServizi'), 'DettaglioLinee').map((l, i) => {
    const n = Number(text(l, 'NumeroLinea') ?? i + 1);
    const lineAt = `${where}, linea ${n}`;
    return {
      number: n,
      description: required(l, 'Descrizione', lineAt),
      quantity: optionalAmount(l, 'Quantita', lineAt),
      unit: text(l, 'UnitaMisura'),
      unitPrice: optionalAmount(l, 'PrezzoUnitario', lineAt),
      amount: amount(l, 'PrezzoTotale', lineAt),
      vatRate: amount(l, 'AliquotaIVA', lineAt),
      nature: text(l, 'Natura'),
      periodStart: day(l, 'DataInizioPeriodo', lineAt),
      periodEnd: day(l, 'DataFinePeriodo', lineAt),
      otherData: nodes(l, 'AltriDatiGestionali').map((o) => ({
        type: text(o, 'TipoDato') ?? '',
        text: text(o, 'RiferimentoTesto'),
        number: text(o, 'RiferimentoNumero'),
      })),
    };
  });
  if (lines.length === 0)
    throw new FatturaPaError(`Il ${where} non ha linee di dettaglio (DettaglioLinee).`, 'missing_field');
  const vatSummary = nodes(node(b, 'DatiBeniServizi'), 'DatiRiepilogo').map((r) => ({
    rate: amount(r, 'AliquotaIVA', `${where}, riepilogo IVA`),
    nature: text(r, 'Natura'),
    taxable: amount(r, 'ImponibileImporto', `${where}, riepilogo IVA`),
    tax: amount(r, 'Imposta', `${where}, riepilogo IVA`),
    chargeability: text(r, 'EsigibilitaIVA'),
    reference: text(r, 'RiferimentoNormativo'),
  }));
  if (vatSummary.length === 0)
    throw new FatturaPaError(`Il ${where} non ha il riepilogo IVA (DatiRiepilogo).`, 'missing_field');
  const payments = nodes(b, 'DatiPagamento').map((p) => ({
    terms: text(p, 'CondizioniPagamento') ?? 'TP02',
    details: nodes(p, 'DettaglioPagamento').map((d) => ({
      method: required(d, 'ModalitaPagamento', `${where}, pagamento`),
      dueDate: day(d, 'DataScadenzaPagamento', `${where}, pagamento`),
      amount: amount(d, 'ImportoPagamento', `${where}, pagamento`),
      iban: text(d, 'IBAN'),
    })),
  }));
  const attachments = nodes(b, 'Allegati').map((a) => {
    const name = required(a, 'NomeAttachment', `${where}, allegato`);
    const data = text(a, 'Attachment') ?? '';
    const clean = data.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean))
      throw new FatturaPaError(`L’allegato «${name}» non è in base64 (${where}).`, 'invalid_field');
    return {
      name,
      format: text(a, 'FormatoAttachment'),
      description: text(a, 'DescrizioneAttachment'),
      content: Buffer.from(clean, 'base64'),
    };
  });
  return {
    index,
    documentType: required(general, 'TipoDocumento', where),
    currency: required(general, 'Divisa', where),
    date: day(general, 'Data', where, true),
    number,
    totalAmount: optionalAmount(general, 'ImportoTotaleDocumento', where),
    rounding: optionalAmount(general, 'Arrotondamento', where),
    causale: texts(general, 'Causale'),
    linkedInvoices: nodes(node(b, 'DatiGenerali'), 'DatiFattureCollegate')
      .map((f) => text(f, 'IdDocumento'))
      .filter((x): x is string => x !== null),
    lines,
    vatSummary,
    payments,
    attachments,
  };
}
