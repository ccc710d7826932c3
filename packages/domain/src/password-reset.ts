import { isValidFiscalCode } from './fiscal-code';
import { MESSAGES } from './messages';
import { passwordErrors, validatePasswordConfirmation } from './validation';
import { isValidVatNumber } from './vat-number';

/**
 * Password recovery and creation (spec sections 2, 5 and 8): which tax field a customer-code
 * request carries, and the new-password form's messages.
 */

/** The owner's tax id typed in one field: a fiscal code or a VAT number, as the request names it. */
export type OwnerTaxIdField = { fiscalCode: string } | { vatNumber: string };

/** Reads the owner's tax id (trimmed, upper case): its request field, or null when it is neither. */
export function ownerTaxIdField(value: string | null | undefined): OwnerTaxIdField | null {
  const v = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (isValidFiscalCode(v)) return { fiscalCode: v };
  if (isValidVatNumber(v)) return { vatNumber: v };
  return null;
}

export interface NewPasswordProblems {
  /** Every rule the new password breaks, each its own message, in display order. */
  password: string[];
  /** "Le password non coincidono", or "Campo obbligatorio" when the confirmation is empty. */
  confirmation: string | null;
}

/** The messages of the new-password form (reset and first access); none when it may be sent. */
export function newPasswordProblems(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): NewPasswordProblems {
  const p = password ?? '';
  const c = confirmation ?? '';
  return {
    password: passwordErrors(p),
    confirmation: c === '' ? MESSAGES.required : validatePasswordConfirmation(p, c),
  };
}

export function hasNewPasswordProblems(problems: NewPasswordProblems): boolean {
  return problems.password.length > 0 || problems.confirmation !== null;
}
