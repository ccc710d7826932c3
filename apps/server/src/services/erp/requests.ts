import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { REQUEST_TYPES, type CustomerRequest } from '@sportello/contract';
import {
  BANK_DEBIT_REQUEST_TYPE,
  isBankDebitChangeInProgress,
  isRegistryChangeInProgress,
  isValidMobilePhone,
  normalizeEmail,
  normalizePhone,
  REGISTRY_CHANGE_IN_PROGRESS_PHASE,
  REGISTRY_CHANGE_REQUEST_TYPE,
} from '@sportello/domain';
import type { Db } from '../../db/index';
import { conflict, HttpError } from '../../errors';
import { hasVerifiedContact } from '../core/workflows';
import { recordRequestCreated, type IntegrationEventConfig } from '../integration/requests/events';
import type { SessionContext } from '../session-store';

/** Request statuses that mean "still in the back office's hands". */
export const OPEN_STATUSES = ['Aperto', 'In lavorazione'];

/** Phase code of a registry change awaiting the back office (spec section 4). */
export const REGISTRY_PHASE_IN_PROGRESS = REGISTRY_CHANGE_IN_PROGRESS_PHASE;

export const REQUEST_MESSAGES = {
  registryInProgress:
    'È già in corso una variazione anagrafica: potrai fare nuove modifiche quando sarà conclusa',
  bankDebitInProgress: 'È già in corso una variazione della domiciliazione bancaria per questo contratto',
  installmentInProgress: 'È già in corso una richiesta di rateizzazione per questa bolletta',
  emailInvoiceInProgress: 'Una richiesta di modifica della bolletta via e-mail è già in lavorazione',
  installmentWindowClosed: 'Non è più possibile richiedere la rateizzazione di questa bolletta',
  invoiceAlreadyPaid: 'La bolletta risulta già pagata',
  invoiceAlreadyInInstallments: 'La bolletta è già rateizzata',
  inactiveContract: 'Il contratto non è attivo',
  emailNotVerified:
    "Per modificare l'indirizzo e-mail verificalo prima con il codice che ti abbiamo inviato per e-mail",
  phoneNotVerified:
    'Per modificare il numero di telefono verificalo prima con il codice che ti abbiamo inviato via SMS',
} as const;

/** A ticket key as the ERP prints it, e.g. RIC-2025-3F9A1C2B. */
export function newTicketKey(prefix = 'RIC'): string {
  return `${prefix}-${new Date().getFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

type RequestRow = {
  id: number;
  ticket_key: string;
  request_type: string;
  created_at: Date;
  phase_code: string;
  status: string;
  customer_id: number;
  customer_key: string;
  contract_id: number | null;
  contract_key: string | null;
  invoice_id: number | null;
  payload: unknown;
  state_message: string | null;
  state_changed_at: Date | null;
};

export function toRequest(r: RequestRow): CustomerRequest {
  const payload = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload;
  return {
    id: r.id,
    requestId: r.id,
    ticketKey: r.ticket_key,
    requestType: r.request_type,
    CreatedDate: new Date(r.created_at).toISOString(),
    PhaseCode: r.phase_code,
    Status: r.status,
    customerId: r.customer_id,
    customerKey: r.customer_key,
    contractId: r.contract_id,
    contractKey: r.contract_key,
    invoiceId: r.invoice_id,
    details: (payload ?? {}) as Record<string, unknown>,
    StatusMessage: r.state_message,
    StatusDate: r.state_changed_at ? new Date(r.state_changed_at).toISOString() : null,
  };
}

export function requestRows(db: Db) {
  return db
    .selectFrom('customer_requests')
    .innerJoin('customers', 'customers.id', 'customer_requests.customer_id')
    .leftJoin('contracts', 'contracts.id', 'customer_requests.contract_id')
    .select([
      'customer_requests.id',
      'customer_requests.ticket_key',
      'customer_requests.request_type',
      'customer_requests.created_at',
      'customer_requests.phase_code',
      'customer_requests.status',
      'customer_requests.customer_id',
      'customers.key as customer_key',
      'customer_requests.contract_id',
      'contracts.key as contract_key',
      'customer_requests.invoice_id',
      'customer_requests.payload',
      'customer_requests.state_message',
      'customer_requests.state_changed_at',
    ]);
}

/** The newest request of a type for a customer or a contract, as the domain rules read it. */
async function latestRequest(
  db: Db,
  requestType: string,
  where: { customerId?: number; contractId?: number },
) {
  let q = db
    .selectFrom('customer_requests')
    .select(['request_type', 'created_at', 'phase_code', 'status'])
    .where('request_type', '=', requestType);
  if (where.customerId !== undefined) q = q.where('customer_id', '=', where.customerId);
  if (where.contractId !== undefined) q = q.where('contract_id', '=', where.contractId);
  const row = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row
    ? [
        {
          requestType: row.request_type,
          CreatedDate: new Date(row.created_at).toISOString(),
          PhaseCode: row.phase_code,
          Status: row.status,
        },
      ]
    : [];
}

/** Registry change in progress (domain rule): the latest Var_Anagrafica request has phase IR010. */
export async function assertNoRegistryChangeInProgress(db: Db, customerId: number): Promise<void> {
  const latest = await latestRequest(db, REGISTRY_CHANGE_REQUEST_TYPE, { customerId });
  if (isRegistryChangeInProgress(latest))
    throw conflict(REQUEST_MESSAGES.registryInProgress, 'registry_change_in_progress');
}

/** Bank debit change in progress (domain rule): the newest GestioneSDD request of the contract is not "Chiuso". */
export async function assertNoBankDebitChangeInProgress(db: Db, contractId: number): Promise<void> {
  const latest = await latestRequest(db, BANK_DEBIT_REQUEST_TYPE, { contractId });
  if (isBankDebitChangeInProgress({ requests: latest }))
    throw conflict(REQUEST_MESSAGES.bankDebitInProgress, 'bank_debit_change_in_progress');
}

/** A phone as the bpm phone check stores it: +39 and the digits. */
function checkedPhone(value: string): string {
  const v = normalizePhone(value);
  return v.startsWith('+39') ? v : `+39${v}`;
}

/**
 * Spec section 4: "a check starts a verification workflow, an OTP is verified, then the change
 * request is posted". A new e-mail needs a completed e-mail check of that address, a new mobile
 * (or a home number that is a mobile) a completed phone check of that number, by this user in
 * the last 30 minutes; else 409 `contact_not_verified`. Unchanged values need nothing; a
 * landline home number cannot receive an SMS code, so it is taken as it is.
 */
export async function assertContactChangesVerified(
  db: Db,
  userId: number,
  customerId: number,
  changes: { email?: string; phoneMobile?: string; phoneHome?: string },
): Promise<void> {
  if (changes.email === undefined && changes.phoneMobile === undefined && changes.phoneHome === undefined)
    return;
  const current = await db
    .selectFrom('customers')
    .select(['email', 'phone_mobile', 'phone_home'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const notVerified = (field: string, message: string) =>
    new HttpError(409, 'contact_not_verified', message, { [`accountDataRequest.${field}`]: message });

  if (changes.email !== undefined) {
    const email = normalizeEmail(changes.email);
    const changed = email.toLowerCase() !== normalizeEmail(current.email).toLowerCase();
    if (changed && !(await hasVerifiedContact(db, userId, 'email-check', email)))
      throw notVerified('email', REQUEST_MESSAGES.emailNotVerified);
  }
  const phones = [
    ['phoneMobile', changes.phoneMobile, current.phone_mobile],
    ['phoneHome', changes.phoneHome, current.phone_home],
  ] as const;
  for (const [field, value, was] of phones) {
    if (value === undefined || !isValidMobilePhone(value)) continue;
    const phone = checkedPhone(value);
    const changed = !was || phone !== checkedPhone(was);
    if (changed && !(await hasVerifiedContact(db, userId, 'phone-check', phone)))
      throw notVerified(field, REQUEST_MESSAGES.phoneNotVerified);
  }
}

/** Whether a contract has a request of this type still open (the e-mail bill change, say). */
export async function hasOpenContractRequest(db: Db, contractId: number, type: string): Promise<boolean> {
  const open = await db
    .selectFrom('customer_requests')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('request_type', '=', type)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return !!open;
}

/** Instalment request in progress: an open Rateizzazione request for the same invoice. */
export async function assertNoInstallmentRequestInProgress(db: Db, invoiceId: number): Promise<void> {
  const open = await db
    .selectFrom('customer_requests')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('request_type', '=', REQUEST_TYPES.installments)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  if (open) throw conflict(REQUEST_MESSAGES.installmentInProgress, 'installment_request_in_progress');
}

export interface NewRequest {
  customerId: number;
  contractId?: number | null;
  invoiceId?: number | null;
  type: string;
  phase: string;
  status: string;
  payload: Record<string, unknown>;
}

/**
 * Creates a request under a per-customer lock, after `check` (the "in progress" rules) has
 * passed inside the same transaction, so two concurrent requests cannot both get through;
 * `apply` makes the changes that take effect at once, in the same transaction, and the retailer's
 * event `request.created` (services/integration/requests) is recorded with them.
 */
export async function createRequest(
  { db, config }: { db: Db; config: IntegrationEventConfig },
  session: Pick<SessionContext, 'userId'>,
  req: NewRequest,
  check?: (tx: Db) => Promise<void>,
  apply?: (tx: Db) => Promise<void>,
) {
  const id = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${req.customerId}::integer, 5)`.execute(tx);
    if (check) await check(tx);
    const row = await tx
      .insertInto('customer_requests')
      .values({
        ticket_key: newTicketKey(),
        customer_id: req.customerId,
        contract_id: req.contractId ?? null,
        invoice_id: req.invoiceId ?? null,
        user_id: session.userId,
        request_type: req.type,
        phase_code: req.phase,
        status: req.status,
        payload: JSON.stringify(req.payload),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (apply) await apply(tx);
    await recordRequestCreated(tx, config, row.id);
    return row.id;
  });
  const row = await requestRows(db).where('customer_requests.id', '=', id).executeTakeFirstOrThrow();
  return { createRequestResponse: toRequest(row) };
}
