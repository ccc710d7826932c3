import type { AnswerOf } from '../lib/api-client';
import type { createNewUser, ResponseOf, validateUser } from '@sportello/contract/endpoints';
import {
  EMPTY_ADDRESS,
  EMPTY_DRAFT,
  writeDraft,
  type CustomerDraft,
  type DelegateDraft,
  type RegistrationDraft,
} from '../features/registration/api/draft';

/** A valid fiscal code and VAT number (check digits right), for the registration tests. */
export const FISCAL_CODE = 'RSSMRA85T10A562S';
export const VAT_NUMBER = '12345670017';

/** A registration draft with the customer's and the delegate's steps given, the rest empty. */
export function registrationDraft(
  customer: Partial<CustomerDraft> = {},
  delegate: Partial<DelegateDraft> = {},
): RegistrationDraft {
  return {
    customer: { ...EMPTY_DRAFT.customer, ...customer },
    delegate: { ...EMPTY_DRAFT.delegate, ...delegate },
  };
}

/** Puts the draft where the registration screens read it (the tab's session storage). */
export function startDraft(customer: Partial<CustomerDraft> = {}, delegate: Partial<DelegateDraft> = {}) {
  writeDraft(registrationDraft(customer, delegate));
}

/** A customer whose code matched, with username and e-mail chosen: the privacy step shows. */
export const CUSTOMER_UP_TO_PRIVACY: Partial<CustomerDraft> = {
  type: 'private',
  customerCode: 'CLI0001',
  taxId: FISCAL_CODE,
  matched: true,
  username: 'mariorossi',
  email: 'mario@example.it',
};

/** A delegate with person, contacts and a checked address: the username step shows. */
export const DELEGATE_UP_TO_USERNAME: Partial<DelegateDraft> = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: FISCAL_CODE,
  email: 'mario@example.it',
  phoneMobile: '3331234567',
  address: {
    ...EMPTY_ADDRESS,
    streetGeneric: 'Via',
    streetName: 'Roma',
    civicNumber: '1',
    city: 'Roma',
    province: 'RM',
    postalCode: '00184',
    istatCode: '058091',
    checked: true,
  },
};

/** POST /Core/v1/users's answer: a delegate's (link sent) unless a proof is given. */
export function createdUser(overrides: Partial<AnswerOf<typeof createNewUser>> = {}): {
  createNewUserResponse: AnswerOf<typeof createNewUser>;
} {
  return {
    createNewUserResponse: {
      success: true,
      userId: 101,
      username: 'mariorossi',
      status: 'Registrato',
      sentTo: 'ma***@example.it',
      proof: null,
      ...overrides,
    },
  };
}

/** POST /Core/v1/users/validate's answer to a username: free, or in use with the catalogue's message. */
export function usernameAnswer(
  available: boolean,
  message = 'Nome utente non valido o già in uso. Riprova',
): ResponseOf<typeof validateUser> {
  return {
    validateUserResponse: available
      ? { valid: true, usernameAvailable: true, messages: {} }
      : { valid: false, usernameAvailable: false, messages: { username: message } },
  };
}
