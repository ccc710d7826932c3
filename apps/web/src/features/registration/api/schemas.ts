import { z } from 'zod';
import {
  isValidCity,
  isValidCivicNumber,
  isValidClientCode,
  isValidDelegateName,
  isValidEmail,
  isValidFiscalCode,
  isValidMobilePhone,
  isValidOwnerTaxCode,
  isValidPostalCode,
  isValidUsername,
  isValidVatNumber,
  MESSAGES,
  normalizeVatNumber,
  OWNERSHIP_MESSAGES,
} from '@sportello/domain';
import type { CustomerType } from './draft';

/** Messages of the registration forms that the catalogue does not hold (ours). */
export const REGISTRATION_MESSAGES = {
  customerCodeRequired: 'Inserire il codice cliente',
  fiscalCodeRequired: 'Inserire il codice fiscale',
  vatNumberRequired: 'Inserire la partita IVA',
  emailRequired: "Inserire l'indirizzo e-mail",
  phoneRequired: 'Inserire il numero di cellulare',
  firstNameRequired: 'Inserire il nome',
  lastNameRequired: 'Inserire il cognome',
  usernameRequired: 'Inserire il nome utente',
  streetRequired: "Inserire l'indirizzo",
  civicRequired: 'Inserire il numero civico',
  cityRequired: 'Inserire il comune',
  postalCodeRequired: 'Inserire il CAP',
  provinceRequired: 'Inserire la provincia',
  addressNotFound:
    'Indirizzo non trovato: scegli il comune e la via tra i suggerimenti e controlla il numero civico',
} as const;

const required = (message: string) => z.string().trim().min(1, { message, abort: true });

/** The holder's tax id asked for each customer type, its label and how it travels. */
export const TAX_ID_BY_TYPE: Record<
  CustomerType,
  { label: string; hint: string; field: 'fiscalCode' | 'vatNumber'; required: string; invalid: string }
> = {
  private: {
    label: 'Codice fiscale',
    hint: 'Il codice fiscale dell’intestatario delle forniture (16 caratteri).',
    field: 'fiscalCode',
    required: REGISTRATION_MESSAGES.fiscalCodeRequired,
    invalid: MESSAGES.fiscalCodeInvalid,
  },
  company: {
    label: 'Partita IVA',
    hint: 'La partita IVA dell’azienda intestataria (11 cifre).',
    field: 'vatNumber',
    required: REGISTRATION_MESSAGES.vatNumberRequired,
    invalid: MESSAGES.vatNumberInvalid,
  },
  condominium: {
    label: 'Codice fiscale del condominio',
    hint: 'Il codice fiscale numerico del condominio (11 cifre).',
    field: 'fiscalCode',
    required: REGISTRATION_MESSAGES.fiscalCodeRequired,
    invalid: MESSAGES.fiscalCodeInvalid,
  },
  body: {
    label: 'Codice fiscale dell’ente',
    hint: 'Il codice fiscale numerico dell’ente (11 cifre).',
    field: 'fiscalCode',
    required: REGISTRATION_MESSAGES.fiscalCodeRequired,
    invalid: MESSAGES.fiscalCodeInvalid,
  },
};

/** Whether a tax id is valid for the customer type (the domain's rules). */
export function isValidTaxIdFor(type: CustomerType, value: string): boolean {
  if (type === 'private') return isValidFiscalCode(value);
  if (type === 'company') return isValidVatNumber(value);
  return isValidOwnerTaxCode(value.replace(/\s+/g, ''));
}

/** The request fields of a tax id: `{ fiscalCode }` or `{ vatNumber }`, normalised. */
export function taxIdFields(type: CustomerType, value: string): { fiscalCode?: string; vatNumber?: string } {
  const field = TAX_ID_BY_TYPE[type].field;
  return field === 'vatNumber'
    ? { vatNumber: normalizeVatNumber(value) }
    : { fiscalCode: value.replace(/\s+/g, '').toUpperCase() };
}

export function customerCodeSchema(type: CustomerType) {
  const tax = TAX_ID_BY_TYPE[type];
  return z.object({
    customerCode: required(REGISTRATION_MESSAGES.customerCodeRequired).refine(
      isValidClientCode,
      MESSAGES.clientCodeInvalid,
    ),
    taxId: required(tax.required).refine((v) => isValidTaxIdFor(type, v), tax.invalid),
  });
}
export type CustomerCodeValues = z.input<ReturnType<typeof customerCodeSchema>>;

const email = required(REGISTRATION_MESSAGES.emailRequired).refine(isValidEmail, MESSAGES.emailInvalid);
const mobile = required(REGISTRATION_MESSAGES.phoneRequired).refine(
  isValidMobilePhone,
  MESSAGES.mobilePhoneInvalid,
);

/** The name the owner reads in a delegation request: letters, spaces, apostrophes, hyphens; 40 together. */
export const delegatePersonSchema = z
  .object({
    firstName: required(REGISTRATION_MESSAGES.firstNameRequired).refine(
      isValidDelegateName,
      OWNERSHIP_MESSAGES.delegateNameInvalid,
    ),
    lastName: required(REGISTRATION_MESSAGES.lastNameRequired).refine(
      isValidDelegateName,
      OWNERSHIP_MESSAGES.delegateNameInvalid,
    ),
    fiscalCode: required(REGISTRATION_MESSAGES.fiscalCodeRequired).refine(
      isValidFiscalCode,
      MESSAGES.fiscalCodeInvalid,
    ),
  })
  .superRefine((v, ctx) => {
    if (
      isValidDelegateName(v.firstName) &&
      isValidDelegateName(v.lastName) &&
      !isValidDelegateName(`${v.firstName.trim()} ${v.lastName.trim()}`)
    )
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: OWNERSHIP_MESSAGES.delegateNameInvalid });
  });
export type DelegatePersonValues = z.input<typeof delegatePersonSchema>;

export const delegateContactsSchema = z.object({ email, phoneMobile: mobile });
export type DelegateContactsValues = z.input<typeof delegateContactsSchema>;

export const addressSchema = z.object({
  city: required(REGISTRATION_MESSAGES.cityRequired).refine(isValidCity, MESSAGES.cityInvalid),
  province: required(REGISTRATION_MESSAGES.provinceRequired).regex(/^[A-Za-z]{2}$/, MESSAGES.provinceInvalid),
  streetName: required(REGISTRATION_MESSAGES.streetRequired).max(120, 'Massimo 120 caratteri'),
  civicNumber: required(REGISTRATION_MESSAGES.civicRequired).refine(
    isValidCivicNumber,
    MESSAGES.civicNumberInvalid,
  ),
  postalCode: required(REGISTRATION_MESSAGES.postalCodeRequired).refine(
    isValidPostalCode,
    MESSAGES.postalCodeInvalid,
  ),
});
export type AddressValues = z.input<typeof addressSchema>;

/** Letters and digits only; the availability is asked of the server as the user types. */
export const usernameSchema = z.object({
  username: required(REGISTRATION_MESSAGES.usernameRequired)
    .max(50, MESSAGES.usernameInvalid)
    .refine(isValidUsername, MESSAGES.usernameInvalid),
});
export type UsernameValues = z.input<typeof usernameSchema>;

/** The customer's account: its username and the e-mail the person uses for it. */
export const customerAccountSchema = usernameSchema.extend({ email });
export type CustomerAccountValues = z.input<typeof customerAccountSchema>;

export const privacySchema = z.object({
  personalData: z.boolean().refine((v) => v, MESSAGES.privacyConsentRequired),
  marketing: z.boolean(),
  others: z.boolean(),
});
export type PrivacyValues = z.input<typeof privacySchema>;
