/**
 * Proof of ownership and delegation scopes (DESIGN "Knowing a customer's codes is not proof of
 * being that customer"): the rules both the server and the web apply. Pure, no I/O.
 */

/** What a delegate may do, as the customer granted it: read only, or read and pay. */
export const DELEGATION_SCOPES = ['read', 'pay'] as const;
export type DelegationScope = (typeof DELEGATION_SCOPES)[number];

/** How a user is tied to a customer. */
export type CustomerRelation = 'owner' | 'delegate' | 'agency';

/**
 * What a session does to a customer's data:
 * - `read`: every read (supplies, invoices, documents, consumption, requests...);
 * - `pay`: payments of invoices and instalments, and instalment requests;
 * - `change`: everything else that writes for the customer (IBAN, contacts, shipping address,
 *   consents, billing options, supply nickname, proposals, self-readings, information requests).
 */
export type CustomerAction = 'read' | 'pay' | 'change';

/**
 * Whether a user tied to a customer by `relation` (with `scope` for a delegate) may perform
 * `action`. The owner and the retailer's agency may do everything; a delegate only what its
 * scope allows, never a change. An unknown scope counts as read only.
 */
export function relationAllows(
  relation: CustomerRelation,
  scope: DelegationScope | null | undefined,
  action: CustomerAction,
): boolean {
  if (relation === 'owner' || relation === 'agency') return true;
  if (action === 'read') return true;
  if (action === 'pay') return scope === 'pay';
  return false;
}

/** Italian label of a relation for the customers switcher ("Delegato (sola lettura)"). */
export function relationLabel(relation: CustomerRelation, scope?: DelegationScope | null): string {
  if (relation === 'owner') return 'Titolare';
  if (relation === 'agency') return 'Agenzia';
  return `Delegato (${scopeLabel(scope ?? 'read')})`;
}

export function scopeLabel(scope: DelegationScope): string {
  return scope === 'pay' ? 'lettura e pagamenti' : 'sola lettura';
}

/** How the owner of a customer proves it: a code to the e-mail or mobile on file, or a bill. */
export type OwnershipProofMethod = 'email' | 'sms' | 'bill';

/** Proof codes: 4 digits (spec section 9), 10 minutes, 5 attempts each (issue 9). */
export const PROOF_CODE_MINUTES = 10;
export const PROOF_MAX_ATTEMPTS = 5;
/** A bill proof names one of the customer's last this many bills. */
export const PROOF_RECENT_BILLS = 3;

export const OWNERSHIP_MESSAGES = {
  codeWrong: 'Il codice non è corretto',
  codeExpired: 'Il codice è scaduto: richiedere un nuovo codice',
  codeTooManyAttempts: 'Troppi tentativi errati: il codice non è più valido, richiederne uno nuovo',
  codeAlreadyUsed: 'Il codice è già stato utilizzato',
  billWrong: 'Numero o importo della bolletta non corretti',
  tooManyProofs:
    'Troppe richieste di verifica per questo cliente. Riprova più tardi o contatta il servizio clienti',
  proofNotFound: 'Verifica non trovata o già conclusa',
  scopeForbidden: 'La delega ricevuta non consente questa operazione: è riservata al titolare del contratto',
  delegationNotFound: 'Delega non trovata',
  tooManyDelegationRequests: 'Troppe richieste di delega. Riprova più tardi',
  delegationRevoked: 'Delega revocata',
  delegationLoginRequired:
    'Per confermare o rifiutare la delega accedi con l\u2019utente titolare del codice cliente',
  delegationFiscalDataRequired:
    'Inserire il codice fiscale o la partita IVA del cliente di cui si chiede la delega',
  delegateNameInvalid: 'Nome non valido: solo lettere, spazi, apostrofi e trattini, al massimo 40 caratteri',
} as const;

/** At most this many characters in a delegate's name (first and last name together). */
export const DELEGATE_NAME_MAX = 40;

/** Letters (any alphabet, with accents), spaces, apostrophes and hyphens only. */
const DELEGATE_NAME_RE = /^\p{L}[\p{L}\p{M} '\u2019-]*$/u;

/**
 * Whether a name may appear in what the delegate's request sends the owner (issue 18): letters,
 * spaces, apostrophes and hyphens, at most DELEGATE_NAME_MAX characters, starting with a letter.
 * "Mario. Clicca qui www.x.it" is refused. Pure, for the registration form and the server.
 */
export function isValidDelegateName(name: string): boolean {
  const n = name.trim();
  return n.length > 0 && n.length <= DELEGATE_NAME_MAX && DELEGATE_NAME_RE.test(n);
}

/**
 * A delegate's name that keeps the rule: spaces collapsed; a name that fails it (an older record,
 * a username such as "demo.ast.delegato") has every other character turned into a space ("demo
 * ast delegato"), is cut at DELEGATE_NAME_MAX, or becomes "un utente" when no letter is left.
 */
export function cleanDelegateName(name: string): string {
  let n = name.replace(/\s+/g, ' ').trim();
  if (!isValidDelegateName(n)) {
    n = n
      .replace(/[^\p{L}\p{M} '\u2019-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[^\p{L}]+/u, '')
      .slice(0, DELEGATE_NAME_MAX)
      .trim();
  }
  return n || 'un utente';
}

/**
 * The delegate's name as every mail, SMS, push and notification shows it: cleaned
 * (cleanDelegateName) and inside « », so it cannot pass for the sender's own words.
 */
export function quotedDelegateName(name: string): string {
  return `\u00ab${cleanDelegateName(name)}\u00bb`;
}

/**
 * A bill amount as typed ("123,45", "123.45", "€ 1.234,50") to cents, or null when it is not an
 * amount. Pure, for the bill proof on both sides.
 */
export function parseAmountToCents(input: string): number | null {
  let s = input.replace(/[€\s]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(s)) return null;
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  const value = Math.round(Number(s) * 100);
  return Number.isFinite(value) ? value : null;
}
