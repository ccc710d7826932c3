import { z } from 'zod';
import { isValidClientCode, isValidEmail, MESSAGES } from '@sportello/domain';
import { ownerTaxIdField } from '@sportello/domain/password-reset';

/** Messages of the forgotten-password forms that the catalogue does not hold (ours). */
export const FORGOT_MESSAGES = {
  usernameRequired: 'Inserire il nome utente',
  emailRequired: "Inserire l'indirizzo e-mail",
  customerCodeRequired: 'Inserire il codice cliente',
  taxIdRequired: 'Inserire il codice fiscale o la partita IVA',
} as const;

const required = (message: string) => z.string().trim().min(1, { message, abort: true });

export const byUsernameSchema = z.object({
  username: required(FORGOT_MESSAGES.usernameRequired),
  email: required(FORGOT_MESSAGES.emailRequired).refine(isValidEmail, MESSAGES.emailInvalid),
});
export type ByUsernameValues = z.input<typeof byUsernameSchema>;

export const byCustomerCodeSchema = z.object({
  customerCode: required(FORGOT_MESSAGES.customerCodeRequired).refine(
    isValidClientCode,
    MESSAGES.clientCodeInvalid,
  ),
  taxId: required(FORGOT_MESSAGES.taxIdRequired).refine(
    (v) => ownerTaxIdField(v) !== null,
    MESSAGES.ownerTaxCodeInvalid,
  ),
});
export type ByCustomerCodeValues = z.input<typeof byCustomerCodeSchema>;
