import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { isValidFiscalCode } from './fiscal-code';
import { CONTACT_SUBJECTS, MESSAGES } from './messages';
import { isValidVatNumber } from './vat-number';

/**
 * Field validation of section 5. Every `validateX` returns null when the value is valid and the
 * Italian message otherwise; every `isValidX` is the boolean shape (for zod refinements).
 */
export type Validator<T = string | null | undefined> = (value: T) => string | null;

type Text = string | null | undefined;

function trimmed(value: Text): string {
  return (value ?? '').trim();
}

// --- Generic ---

/** Not null, not empty, at least one non-space character. */
export function isPresent(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function validateRequired(value: unknown, message: string = MESSAGES.required): string | null {
  return isPresent(value) ? null : message;
}

export function isDigitsOnly(value: Text): boolean {
  return /^\d+$/.test(value ?? '');
}

/** Digits only; an empty value passes (combine with validateRequired). */
export function validateDigitsOnly(value: Text): string | null {
  return !value || isDigitsOnly(value) ? null : MESSAGES.digitsOnly;
}

/** Runs validators in order and returns the first message. */
export function firstError<T>(
  value: T,
  ...validators: ReadonlyArray<(v: T) => string | null>
): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}

// --- Password ---

export type PasswordRule = 'minLength' | 'uppercase' | 'symbol' | 'nonAlphabetic' | 'digit';

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  minLength: MESSAGES.passwordMinLength,
  uppercase: MESSAGES.passwordUppercase,
  symbol: MESSAGES.passwordSymbol,
  nonAlphabetic: MESSAGES.passwordNonAlphabetic,
  digit: MESSAGES.passwordDigit,
};

/** The rules a password breaks, in display order (empty when it is acceptable). */
export function passwordRuleFailures(password: Text): PasswordRule[] {
  const p = password ?? '';
  const failures: PasswordRule[] = [];
  if ([...p].length < PASSWORD_MIN_LENGTH) failures.push('minLength');
  if (!/\p{Lu}/u.test(p)) failures.push('uppercase');
  if (!/[^\p{L}\p{N}\s]/u.test(p)) failures.push('symbol');
  if (!/[^\p{L}]/u.test(p)) failures.push('nonAlphabetic');
  if (!/\p{N}/u.test(p)) failures.push('digit');
  return failures;
}

/** Every message for the rules a password breaks, each separately. */
export function passwordErrors(password: Text): string[] {
  return passwordRuleFailures(password).map((rule) => PASSWORD_RULE_MESSAGES[rule]);
}

export function isValidPassword(password: Text): boolean {
  return passwordRuleFailures(password).length === 0;
}

/** The first broken rule's message, or null. */
export function validatePassword(password: Text): string | null {
  return passwordErrors(password)[0] ?? null;
}

export function validatePasswordConfirmation(password: Text, confirmation: Text): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : MESSAGES.passwordMismatch;
}

// --- Username ---

/** Letters (ASCII) and digits only; at least one character. */
export function isValidUsername(value: Text): boolean {
  return /^[A-Za-z0-9]+$/.test(trimmed(value));
}

export function validateUsername(value: Text): string | null {
  return isValidUsername(value) ? null : MESSAGES.usernameInvalid;
}

// --- Fiscal data ---

/** Owner of a contract: a person's fiscal code, or a company's numeric tax code / VAT number. */
export function isValidOwnerTaxCode(value: Text): boolean {
  return isValidFiscalCode(value) || isValidVatNumber(value);
}

export function validateOwnerTaxCode(value: Text): string | null {
  return isValidOwnerTaxCode(value) ? null : MESSAGES.ownerTaxCodeInvalid;
}

/** Signer of a contract: always a person. */
export function validateSignerTaxCode(value: Text): string | null {
  return isValidFiscalCode(value) ? null : MESSAGES.signerTaxCodeInvalid;
}

/** Customer code: letters and digits, 4 to 20 characters (our bound; the spec gives none). */
export function isValidClientCode(value: Text): boolean {
  return /^[A-Za-z0-9]{4,20}$/.test(trimmed(value));
}

export function validateClientCode(value: Text): string | null {
  return isValidClientCode(value) ? null : MESSAGES.clientCodeInvalid;
}

// --- E-mail (exactly section 5) ---

/**
 * Local part of letters, digits, underscore, dot and hyphen; "@"; one or more domain labels of
 * letters, digits and hyphens each followed by a dot; a top level of 2 to 4 letters or digits.
 */
export const EMAIL_RE = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

export function normalizeEmail(value: Text): string {
  return trimmed(value);
}

export function isValidEmail(value: Text): boolean {
  return EMAIL_RE.test(normalizeEmail(value));
}

export function validateEmail(value: Text): string | null {
  return isValidEmail(value) ? null : MESSAGES.emailInvalid;
}

// --- Phones ---

/**
 * Trims and removes the separators people type (spaces, dots, dashes, slashes, brackets);
 * an international prefix 0039 becomes +39.
 */
export function normalizePhone(value: Text): string {
  let v = trimmed(value).replace(/[\s./()-]/g, '');
  if (v.startsWith('0039')) v = '+39' + v.slice(4);
  return v;
}

/** The national number without +39. */
function nationalNumber(value: Text): string | null {
  const v = normalizePhone(value);
  const n = v.startsWith('+39') ? v.slice(3) : v;
  return /^\d+$/.test(n) ? n : null;
}

/** Italian mobile: 3 followed by 8 or 9 digits, optionally prefixed by +39 or 0039. */
export function isValidMobilePhone(value: Text): boolean {
  const n = nationalNumber(value);
  return n !== null && /^3\d{8,9}$/.test(n);
}

export function validateMobilePhone(value: Text): string | null {
  return isValidMobilePhone(value) ? null : MESSAGES.mobilePhoneInvalid;
}

/**
 * Home phone: an Italian landline (0 then 5 to 10 digits) or, since many households have none,
 * a mobile number. +39 or 0039 allowed.
 */
export function isValidHomePhone(value: Text): boolean {
  const n = nationalNumber(value);
  return n !== null && (/^0\d{5,10}$/.test(n) || /^3\d{8,9}$/.test(n));
}

export function validateHomePhone(value: Text): string | null {
  return isValidHomePhone(value) ? null : MESSAGES.phoneInvalid;
}

// --- OTP ---

export function isValidOtp(value: Text): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(trimmed(value));
}

/** Four digits, else "Il codice non è corretto" (also the text for a wrong code). */
export function validateOtp(value: Text): string | null {
  return isValidOtp(value) ? null : MESSAGES.otpInvalid;
}

// --- Address ---

/** CAP: five digits. */
export function isValidPostalCode(value: Text): boolean {
  return /^\d{5}$/.test(trimmed(value));
}

export function validatePostalCode(value: Text): string | null {
  return isValidPostalCode(value) ? null : MESSAGES.postalCodeInvalid;
}

/**
 * Civic number: 1 to 5 digits with an optional suffix of letters (12A, 12 bis) or, after a slash
 * or dash, letters and digits (12/B, 12/3); or SNC ("senza numero civico"). "7 int. 3" is not
 * accepted: the interior goes in its own field.
 */
export function isValidCivicNumber(value: Text): boolean {
  const v = trimmed(value);
  return /^\d{1,5}(?:\s?[/-]?\s?[A-Za-z]{1,5}|\s?[/-]\s?[A-Za-z0-9]{1,5})?$/.test(v) || /^snc$/i.test(v);
}

export function validateCivicNumber(value: Text): string | null {
  return isValidCivicNumber(value) ? null : MESSAGES.civicNumberInvalid;
}

/**
 * City (comune): letters including accented ones, spaces, apostrophes, dots, hyphens and the
 * slash of bilingual names (Bolzano/Bozen); 2 to 60 characters.
 */
export function isValidCity(value: Text): boolean {
  const v = trimmed(value);
  return v.length >= 2 && v.length <= 60 && /^[\p{L}][\p{L}\s'’.\-/]*$/u.test(v);
}

export function validateCity(value: Text): string | null {
  return isValidCity(value) ? null : MESSAGES.cityInvalid;
}

/** Province: two letters (RM, MI, BZ...). */
export function isValidProvince(value: Text): boolean {
  return /^[A-Za-z]{2}$/.test(trimmed(value));
}

export function validateProvince(value: Text): string | null {
  return isValidProvince(value) ? null : MESSAGES.provinceInvalid;
}

/**
 * Street: 2 to 100 characters with at least one letter; letters, digits, spaces and
 * . , ' ’ / - ° º allowed ("Via XX Settembre", "P.zza dell'Unità d'Italia").
 */
export function isValidStreet(value: Text): boolean {
  const v = trimmed(value);
  return v.length >= 2 && v.length <= 100 && /\p{L}/u.test(v) && /^[\p{L}\p{N}\s.,'’/\-°º]+$/u.test(v);
}

export function validateAddress(value: Text): string | null {
  return isValidStreet(value) ? null : MESSAGES.addressInvalid;
}

// --- Privacy ---

/** Consent to the processing of personal data is mandatory. */
export function validatePrivacyConsent(value: boolean | null | undefined): string | null {
  return value === true ? null : MESSAGES.privacyConsentRequired;
}

// --- Contact form ---

export interface ContactFormInput {
  subject: Text;
  message: Text;
  phone: Text;
  contractCode: Text;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormInput, string>>;

/** The four required checks of the contact form; sending proceeds only on an empty result. */
export function validateContactForm(input: ContactFormInput): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!isPresent(input.subject)) errors.subject = MESSAGES.contactSubjectRequired;
  if (!isPresent(input.message)) errors.message = MESSAGES.contactMessageRequired;
  if (!isPresent(input.phone)) errors.phone = MESSAGES.contactPhoneRequired;
  if (!isPresent(input.contractCode)) errors.contractCode = MESSAGES.contactContractRequired;
  return errors;
}

export function isContactSubject(value: Text): boolean {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '');
}

export interface ContactPayloadInput {
  customerKey?: string | null;
  contractKey?: string | null;
  subject: string;
  description: string;
  mobilephone: string;
  company: string;
}

export interface ContactPayload {
  customer?: { key: string };
  contract?: { key: string };
  subject: string;
  description: string;
  mobilephone: string;
  company: string;
}

/** Builds the contact request; an empty customer or contract key is left out. */
export function buildContactPayload(input: ContactPayloadInput): ContactPayload {
  const payload: ContactPayload = {
    subject: input.subject,
    description: input.description,
    mobilephone: normalizePhone(input.mobilephone),
    company: input.company,
  };
  const customerKey = trimmed(input.customerKey);
  const contractKey = trimmed(input.contractKey);
  if (customerKey) payload.customer = { key: customerKey };
  if (contractKey) payload.contract = { key: contractKey };
  return payload;
}
