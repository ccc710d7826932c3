/**
 * Validation rules of spec section 5 that the Core area needs.
 * TODO(domain): move to packages/domain — issue 3 owns them; swap these for the domain's
 * functions once they exist (same names and messages are used there).
 */

export const RULE_MESSAGES = {
  required: 'Campo obbligatorio',
  fiscalCode: 'Codice fiscale non valido',
  vatNumber: 'Partita IVA non valida',
  fiscalOrVat: 'Codice fiscale o partita IVA non validi',
  customerCode: 'Codice cliente non valido',
  email: 'Indirizzo e-mail non valido',
  phone: 'Numero di telefono non valido',
  username: 'Nome utente non valido o già in uso. Riprova',
  passwordLength: 'La password deve contenere almeno 8 caratteri',
  passwordUppercase: 'La password deve contenere almeno una lettera maiuscola',
  passwordSymbol: 'La password deve contenere almeno un simbolo',
  passwordDigit: 'La password deve contenere almeno un numero',
  passwordTooLong: 'La password può contenere al massimo 128 caratteri',
  otp: 'Il codice non è corretto',
  privacyRequired: 'Il consenso al trattamento dei dati personali è obbligatorio',
  postalCode: 'CAP non valido',
  city: 'Comune non valido',
  address: 'Indirizzo non valido',
  civicNumber: 'Numero civico non valido',
  province: 'Provincia non valida',
} as const;

const ODD: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
const FISCAL_CODE_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** A person's 16-character fiscal code (omocodia accepted), upper-cased and trimmed first. */
export function isValidPersonalFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!FISCAL_CODE_SHAPE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = code[i]!;
    if (i % 2 === 0) sum += ODD[ch]!;
    else sum += /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** An 11-digit VAT number (also the fiscal code of companies, condominiums and bodies). */
export function isValidVatNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\d{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[10]);
}

/** A fiscal code of a person (16) or of an entity (11 digits). */
export function isValidFiscalCode(value: string): boolean {
  return isValidPersonalFiscalCode(value) || isValidVatNumber(value);
}

export function normalizeFiscalCode(value: string): string {
  return value.trim().toUpperCase();
}

/** E-mail as the specification states it (section 5), after trimming. */
export function isValidEmail(value: string): boolean {
  return /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/.test(value.trim());
}

/** Italian phone: optional +39/0039, then 6 to 11 digits (spaces, dots and dashes ignored). */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s.-]/g, '');
  const m = /^(?:\+39|0039)?(\d{6,11})$/.exec(compact);
  return m ? `+39${m[1]}` : null;
}

/** Username: letters and digits only (section 5), 3 to 50 characters. */
export function isValidUsername(value: string): boolean {
  return /^[A-Za-z0-9]{3,50}$/.test(value);
}

/** Every password rule that fails, each with its own message (empty when the password is fine). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(RULE_MESSAGES.passwordLength);
  if (password.length > 128) problems.push(RULE_MESSAGES.passwordTooLong);
  if (!/[A-Z]/.test(password)) problems.push(RULE_MESSAGES.passwordUppercase);
  if (!/[0-9]/.test(password)) problems.push(RULE_MESSAGES.passwordDigit);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(RULE_MESSAGES.passwordSymbol);
  return problems;
}

export function isValidOtp(code: string): boolean {
  return /^\d{4}$/.test(code);
}
