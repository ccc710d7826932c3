import type { resendOwnershipProof } from '@sportello/contract/endpoints';
import { useCallback, useSyncExternalStore } from 'react';
import type { AnswerOf } from '../../../lib/api-client';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';

/** The customer types of the customer flow (the delegate has a flow of its own). */
export const CUSTOMER_TYPES = ['private', 'company', 'condominium', 'body'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export function isCustomerType(value: string | undefined): value is CustomerType {
  return (CUSTOMER_TYPES as readonly string[]).includes(value ?? '');
}

export interface PrivacyDraft {
  personalData: boolean;
  marketing: boolean;
  others: boolean;
}

export interface AddressDraft {
  streetGeneric: string;
  streetName: string;
  civicNumber: string;
  city: string;
  province: string;
  postalCode: string;
  /** The ISTAT code of the town picked from the suggestions (getStreet's tKey). */
  istatCode: string;
  /** The address service's verdict for these exact fields (score ≥ 50). */
  checked: boolean;
}

/**
 * The proof step the server asked for after the registration (docs/registration-proof.md), as
 * the contract answers it, with the contact on file the code went to (masked) empty for a bill.
 */
export type ProofDraft = Omit<AnswerOf<typeof resendOwnershipProof>, 'sentTo'> & { sentTo: string };

/** What the proof granted: the customer now owned and its supplies. */
export interface GrantDraft {
  customerKey: string;
  customerName: string;
  /** Where the first-access (/crea-psw) link went, masked. */
  passwordLinkSentTo: string;
  supplies: { key: string; commodity: string; address: string }[];
}

export interface CustomerDraft {
  type: CustomerType | null;
  customerCode: string;
  /** Fiscal code or VAT number of the holder, as typed. */
  taxId: string;
  /** The customer code and tax id the server matched (the next steps need them). */
  matched: boolean;
  username: string;
  email: string;
  privacy: PrivacyDraft;
  /** Set once the registration is sent: the proof to complete. */
  proof: ProofDraft | null;
  /** Set once the proof succeeded. */
  grant: GrantDraft | null;
}

export interface DelegateDraft {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  email: string;
  phoneMobile: string;
  address: AddressDraft;
  username: string;
  privacy: PrivacyDraft;
}

/**
 * What the registration screens have typed, kept in the tab's session storage so that going back
 * and reloading keep it. Never a password.
 */
export interface RegistrationDraft {
  customer: CustomerDraft;
  delegate: DelegateDraft;
}

const NO_PRIVACY: PrivacyDraft = { personalData: false, marketing: false, others: false };

export const EMPTY_ADDRESS: AddressDraft = {
  streetGeneric: '',
  streetName: '',
  civicNumber: '',
  city: '',
  province: '',
  postalCode: '',
  istatCode: '',
  checked: false,
};

export const EMPTY_DRAFT: RegistrationDraft = {
  customer: {
    type: null,
    customerCode: '',
    taxId: '',
    matched: false,
    username: '',
    email: '',
    privacy: NO_PRIVACY,
    proof: null,
    grant: null,
  },
  delegate: {
    firstName: '',
    lastName: '',
    fiscalCode: '',
    email: '',
    phoneMobile: '',
    address: EMPTY_ADDRESS,
    username: '',
    privacy: NO_PRIVACY,
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the known keys with the right primitive type; anything else falls back. */
function mergeKnown<T extends object>(base: T, value: unknown): T {
  if (!isRecord(value)) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(base as Record<string, unknown>)) {
    const v = value[key];
    if (isRecord(fallback)) out[key] = mergeKnown(fallback, v);
    else if (fallback === null) out[key] = v ?? null;
    else if (typeof v === typeof fallback) out[key] = v;
  }
  return out as T;
}

function isProof(value: unknown): value is ProofDraft {
  return (
    isRecord(value) &&
    typeof value.workflowId === 'string' &&
    (value.method === 'email' || value.method === 'sms' || value.method === 'bill') &&
    typeof value.sentTo === 'string' &&
    typeof value.expiresAt === 'string' &&
    typeof value.attemptsLeft === 'number'
  );
}

function isGrant(value: unknown): value is GrantDraft {
  return (
    isRecord(value) &&
    typeof value.customerKey === 'string' &&
    typeof value.customerName === 'string' &&
    typeof value.passwordLinkSentTo === 'string' &&
    Array.isArray(value.supplies) &&
    value.supplies.every(
      (s) =>
        isRecord(s) &&
        typeof s.key === 'string' &&
        typeof s.commodity === 'string' &&
        typeof s.address === 'string',
    )
  );
}

/** Reads a stored draft; a missing, broken or foreign value gives the empty draft. */
export function parseDraft(text: string | null): RegistrationDraft {
  if (!text) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_DRAFT;
  }
  const draft = mergeKnown(EMPTY_DRAFT, value);
  const c = draft.customer;
  return {
    ...draft,
    customer: {
      ...c,
      type: typeof c.type === 'string' && isCustomerType(c.type) ? c.type : null,
      proof: isProof(c.proof) ? c.proof : null,
      grant: isGrant(c.grant) ? c.grant : null,
    },
  };
}

// ---- the store: session storage plus the screens that read it ----------------------------------

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedDraft: RegistrationDraft = EMPTY_DRAFT;

export function readDraft(): RegistrationDraft {
  const text = tabStorage.get(SESSION_KEYS.registration);
  if (text !== cachedText) {
    cachedText = text;
    cachedDraft = parseDraft(text);
  }
  return cachedDraft;
}

export function writeDraft(draft: RegistrationDraft): void {
  tabStorage.set(SESSION_KEYS.registration, JSON.stringify(draft));
  for (const listener of listeners) listener();
}

/** Ends the registration: what was typed is forgotten. */
export function clearDraft(): void {
  tabStorage.remove(SESSION_KEYS.registration);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateCustomer(patch: Partial<CustomerDraft>): void {
  const draft = readDraft();
  writeDraft({ ...draft, customer: { ...draft.customer, ...patch } });
}

export function updateDelegate(patch: Partial<DelegateDraft>): void {
  const draft = readDraft();
  writeDraft({ ...draft, delegate: { ...draft.delegate, ...patch } });
}

/** The draft, re-read whenever a screen changes it. */
export function useRegistrationDraft() {
  const draft = useSyncExternalStore(subscribe, readDraft, () => EMPTY_DRAFT);
  return {
    draft,
    updateCustomer: useCallback(updateCustomer, []),
    updateDelegate: useCallback(updateDelegate, []),
  };
}
