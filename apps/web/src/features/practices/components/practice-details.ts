import { formatEuro } from '@sportello/domain';

const ACTIONS: Record<string, string> = { Activate: 'Attivazione', Change: 'Variazione', Revoke: 'Revoca' };
const yesNo = (v: unknown) => (v === true ? 'Sì' : v === false ? 'No' : null);
const text = (v: unknown) =>
  typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null;

function address(v: unknown): string | null {
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, string | undefined>;
  const street = [a.streetGeneric, a.streetName, a.civicNumber].filter(Boolean).join(' ');
  const town = [a.postalCode, a.city, a.province ? `(${a.province})` : ''].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}

/** What the customer asked for, field by field, in Italian; fields the portal does not know are left out. */
const FIELDS: { key: string; label: string; format: (v: unknown) => string | null }[] = [
  { key: 'serviceName', label: 'Servizio', format: text },
  { key: 'podPdr', label: 'POD/PDR', format: text },
  { key: 'monthlyFee', label: 'Canone mensile', format: (v) => (text(v) ? formatEuro(String(v)) : null) },
  { key: 'subject', label: 'Oggetto', format: text },
  { key: 'message', label: 'Messaggio', format: text },
  {
    key: 'enabled',
    label: 'Bolletta via e-mail',
    format: (v) => (v === true ? 'Attivazione' : v === false ? 'Disattivazione' : null),
  },
  { key: 'email', label: 'E-mail', format: text },
  { key: 'phoneMobile', label: 'Cellulare', format: text },
  { key: 'phoneHome', label: 'Telefono fisso', format: text },
  { key: 'privacyCompany', label: 'Consenso comunicazioni commerciali', format: yesNo },
  { key: 'privacyOthers', label: 'Consenso comunicazioni di terzi', format: yesNo },
  { key: 'action', label: 'Operazione', format: (v) => ACTIONS[String(v)] ?? null },
  { key: 'iban', label: 'IBAN', format: text },
  { key: 'accountHolder', label: 'Intestatario del conto', format: text },
  { key: 'shippingAddress', label: 'Nuovo indirizzo di spedizione', format: address },
  { key: 'invoiceKey', label: 'Bolletta', format: text },
  { key: 'numberOfInstallments', label: 'Numero di rate', format: text },
  { key: 'amount', label: 'Importo', format: (v) => (text(v) ? formatEuro(String(v)) : null) },
  { key: 'invoiceFormat', label: 'Formato bolletta', format: text },
  { key: 'frequency', label: 'Periodicità', format: text },
  { key: 'note', label: 'Note', format: text },
];

export function practiceDetailRows(details: Record<string, unknown>): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  for (const f of FIELDS) {
    const value = f.format(details[f.key]);
    if (value !== null) rows.push({ label: f.label, value });
  }
  return rows;
}
