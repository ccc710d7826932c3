import {
  isValidCity,
  isValidCivicNumber,
  isValidEmail,
  isValidFiscalCode,
  isValidMobilePhone,
  isValidPostalCode,
  isValidUsername,
  isPresent,
} from '@sportello/domain';
import type { CustomerDraft, CustomerType, DelegateDraft, RegistrationDraft } from './draft';

export const REGISTRATION_BASE = '/registrazione';
export const CUSTOMER_BASE = `${REGISTRATION_BASE}/cliente-sgr`;
export const DELEGATE_BASE = `${REGISTRATION_BASE}/delegate`;

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  private: 'Privato',
  company: 'Azienda',
  condominium: 'Condominio',
  body: 'Ente pubblico',
};

/**
 * The customer flow: type, customer code with the holder's tax id, username and e-mail, privacy
 * (the registration is sent), the proof of ownership (`:type/dati`), the data and supplies found.
 */
export type CustomerStep = 'type' | 'code' | 'username' | 'privacy' | 'proof' | 'supplies';
export type DelegateStep = 'person' | 'contacts' | 'address' | 'username' | 'privacy';

export const CUSTOMER_STEPS: readonly CustomerStep[] = [
  'type',
  'code',
  'username',
  'privacy',
  'proof',
  'supplies',
];
export const DELEGATE_STEPS: readonly DelegateStep[] = [
  'person',
  'contacts',
  'address',
  'username',
  'privacy',
];

export const CUSTOMER_STEP_TITLES: Record<CustomerStep, string> = {
  type: 'Tipo di cliente',
  code: 'Codice cliente',
  username: 'Nome utente',
  privacy: 'Privacy',
  proof: 'Verifica',
  supplies: 'Dati e forniture',
};

export const DELEGATE_STEP_TITLES: Record<DelegateStep, string> = {
  person: 'Dati personali',
  contacts: 'Contatti',
  address: 'Indirizzo',
  username: 'Nome utente',
  privacy: 'Privacy',
};

export function customerStepPath(step: CustomerStep, type: CustomerType | null): string {
  switch (step) {
    case 'type':
      return CUSTOMER_BASE;
    case 'code':
      return `${CUSTOMER_BASE}/${type ?? 'private'}`;
    case 'proof':
      return `${CUSTOMER_BASE}/${type ?? 'private'}/dati`;
    case 'supplies':
      return `${CUSTOMER_BASE}/forniture`;
    case 'username':
      return `${CUSTOMER_BASE}/username`;
    case 'privacy':
      return `${CUSTOMER_BASE}/privacy`;
  }
}

export function delegateStepPath(step: DelegateStep): string {
  return step === 'person' ? DELEGATE_BASE : `${DELEGATE_BASE}/${step}`;
}

/** Whether a customer step holds what the next steps need. */
export function customerStepDone(step: CustomerStep, c: CustomerDraft): boolean {
  switch (step) {
    case 'type':
      return c.type !== null;
    case 'code':
      return c.matched;
    case 'username':
      return isValidUsername(c.username) && isValidEmail(c.email);
    case 'privacy':
      return c.proof !== null;
    case 'proof':
      return c.grant !== null;
    case 'supplies':
      return false;
  }
}

export function delegateStepDone(step: DelegateStep, d: DelegateDraft): boolean {
  switch (step) {
    case 'person':
      return isPresent(d.firstName) && isPresent(d.lastName) && isValidFiscalCode(d.fiscalCode);
    case 'contacts':
      return isValidEmail(d.email) && isValidMobilePhone(d.phoneMobile);
    case 'address':
      return (
        d.address.checked &&
        isPresent(d.address.streetName) &&
        isValidCivicNumber(d.address.civicNumber) &&
        isValidCity(d.address.city) &&
        isValidPostalCode(d.address.postalCode)
      );
    case 'username':
      return isValidUsername(d.username);
    case 'privacy':
      return d.privacy.personalData;
  }
}

/**
 * The path of the first step before `step` that is not done (a reload or a typed address must
 * not skip a step), or null when `step` may show.
 */
export function customerRedirect(step: CustomerStep, draft: RegistrationDraft): string | null {
  const c = draft.customer;
  // Once the registration is sent its data cannot change: the steps before the proof are closed.
  const index = CUSTOMER_STEPS.indexOf(step);
  if (c.grant && index < CUSTOMER_STEPS.indexOf('supplies')) return customerStepPath('supplies', c.type);
  if (c.proof && !c.grant && index < CUSTOMER_STEPS.indexOf('proof'))
    return customerStepPath('proof', c.type);
  for (const earlier of CUSTOMER_STEPS.slice(0, CUSTOMER_STEPS.indexOf(step))) {
    if (!customerStepDone(earlier, draft.customer)) return customerStepPath(earlier, draft.customer.type);
  }
  return null;
}

export function delegateRedirect(step: DelegateStep, draft: RegistrationDraft): string | null {
  for (const earlier of DELEGATE_STEPS.slice(0, DELEGATE_STEPS.indexOf(step))) {
    if (!delegateStepDone(earlier, draft.delegate)) return delegateStepPath(earlier);
  }
  return null;
}
