import { dictionary } from '@zxcvbn-ts/language-common';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  isValidEmail as domainIsValidEmail,
  isValidFiscalCode as domainIsValidPersonalFiscalCode,
  isValidMobilePhone,
  isValidOtp as domainIsValidOtp,
  isValidOwnerTaxCode,
  isValidUsername as domainIsValidUsername,
  isValidVatNumber as domainIsValidVatNumber,
  MESSAGES,
  normalizePhone as domainNormalizePhone,
  passwordErrors,
} from '@sportello/domain';

/**
 * The validation rules of spec section 5 as the Core area uses them: thin adapters over
 * `@sportello/domain`, so server and web apply the same rules and texts.
 */
export const RULE_MESSAGES = {
  required: MESSAGES.required,
  fiscalCode: MESSAGES.fiscalCodeInvalid,
  vatNumber: MESSAGES.vatNumberInvalid,
  customerCode: MESSAGES.clientCodeInvalid,
  email: MESSAGES.emailInvalid,
  phone: MESSAGES.mobilePhoneInvalid,
  username: MESSAGES.usernameInvalid,
  passwordTooLong: 'La password può contenere al massimo 128 caratteri',
  otp: MESSAGES.otpInvalid,
  privacyRequired: MESSAGES.privacyConsentRequired,
} as const;

/** A person's 16-character fiscal code (omocodia accepted, any case). */
export const isValidPersonalFiscalCode = (value: string): boolean => domainIsValidPersonalFiscalCode(value);

/** An 11-digit VAT number (also the fiscal code of companies, condominiums and bodies). */
export const isValidVatNumber = (value: string): boolean => domainIsValidVatNumber(value);

/** A fiscal code of a person (16) or of an entity (11 digits). */
export const isValidFiscalCode = (value: string): boolean => isValidOwnerTaxCode(value);

export const isValidEmail = (value: string): boolean => domainIsValidEmail(value);

/** An Italian mobile number (OTP by SMS, delegate contacts) as +39…, or null when invalid. */
export function normalizePhone(value: string): string | null {
  if (!isValidMobilePhone(value)) return null;
  const v = domainNormalizePhone(value);
  return v.startsWith('+39') ? v : `+39${v}`;
}

export const isValidUsername = (value: string): boolean => domainIsValidUsername(value) && value.length <= 50;

let common: ReadonlySet<string> | undefined;
/** The ~50,000 most used passwords of zxcvbn-ts's maintained list, read on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/**
 * Every password rule that fails, each with its own message (empty when the password is fine):
 * the rules of section 5, then the length cap, then the common-password list (issue 9).
 */
export function passwordProblems(password: string): string[] {
  const problems = passwordErrors(password);
  if (password.length > 128) problems.push(RULE_MESSAGES.passwordTooLong);
  if (isCommonPassword(password, commonPasswords())) problems.push(COMMON_PASSWORD_MESSAGE);
  return problems;
}

export const isValidOtp = (code: string): boolean => domainIsValidOtp(code);
