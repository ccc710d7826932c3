import { isValidIban, normalizeIban } from './iban';
import { MESSAGES } from './messages';

/** Length of an Italian IBAN (IT, 2 check digits, CIN, ABI, CAB, account number). */
export const ITALIAN_IBAN_LENGTH = 27;

export const IBAN_MESSAGES = {
  required: "Inserire l'IBAN",
  italianLength: `L'IBAN italiano è di ${ITALIAN_IBAN_LENGTH} caratteri`,
  checkDigits: 'IBAN non valido: controllare le cifre (il codice di controllo non corrisponde)',
  notSepa: "L'IBAN deve essere di un conto in un paese dell'area SEPA",
} as const;

/**
 * The IBAN of a direct debit, checked as it is typed: an Italian IBAN is 27 characters; every IBAN
 * passes its country's structure and the mod-97 check digits; the account is in the SEPA area.
 * Returns the message to show, or null when it is valid.
 */
export function validateDirectDebitIban(value: string | null | undefined): string | null {
  const iban = normalizeIban(value);
  if (!iban) return IBAN_MESSAGES.required;
  if (iban.startsWith('IT') && iban.length !== ITALIAN_IBAN_LENGTH) return IBAN_MESSAGES.italianLength;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return MESSAGES.ibanInvalid;
  if (!isValidIban(iban)) return iban.startsWith('IT') ? IBAN_MESSAGES.checkDigits : MESSAGES.ibanInvalid;
  if (!isValidIban(iban, { sepaOnly: true })) return IBAN_MESSAGES.notSepa;
  return null;
}

/** How a direct-debit state reads (sddStatus of the contract). */
export const BANK_DEBIT_STATUS_LABELS: Record<string, string> = {
  Attiva: 'Domiciliazione bancaria attiva',
  AttivazioneInCorso: 'Attivazione della domiciliazione in corso',
  VariazioneInCorso: 'Variazione della domiciliazione in corso',
  RevocaInCorso: 'Revoca della domiciliazione in corso',
};

/** "IT60 X054 …" with all but the last four characters hidden: "IT60 **** … 3456". */
export function maskIban(value: string | null | undefined): string {
  const iban = normalizeIban(value);
  if (iban.length < 8) return iban;
  return `${iban.slice(0, 4)} ${'•'.repeat(4)} ${iban.slice(-4)}`;
}
