import { randomBytes } from 'node:crypto';
import { REQUEST_TYPES, type CustomerRequest } from '@sportello/contract';
import type { Db } from '../../db/index';
import { conflict } from '../../errors';

/** Request statuses that mean "still in the back office's hands". */
export const OPEN_STATUSES = ['Aperto', 'In lavorazione'];

/** Phase code of a registry change awaiting the back office (spec section 4). */
export const REGISTRY_PHASE_IN_PROGRESS = 'IR010';

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
    ]);
}

/** Registry change in progress: the latest Var_Anagrafica request has phase IR010. */
export async function assertNoRegistryChangeInProgress(db: Db, customerId: number): Promise<void> {
  const latest = await db
    .selectFrom('customer_requests')
    .select('phase_code')
    .where('customer_id', '=', customerId)
    .where('request_type', '=', REQUEST_TYPES.accountData)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.phase_code === REGISTRY_PHASE_IN_PROGRESS)
    throw conflict(REQUEST_MESSAGES.registryInProgress, 'registry_change_in_progress');
}

/** Bank debit change in progress: the newest GestioneSDD request of the contract is not "Chiuso". */
export async function assertNoBankDebitChangeInProgress(db: Db, contractId: number): Promise<void> {
  const latest = await db
    .selectFrom('customer_requests')
    .select('status')
    .where('contract_id', '=', contractId)
    .where('request_type', '=', REQUEST_TYPES.bankAccountChange)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && latest.status !== 'Chiuso')
    throw conflict(REQUEST_MESSAGES.bankDebitInProgress, 'bank_debit_change_in_progress');
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
