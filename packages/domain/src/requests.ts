import { parseInstant } from './dates';
import { toList, toNumber } from './lists';

export interface RequestLike {
  requestType?: string | null;
  CreatedDate?: string | null;
  PhaseCode?: string | null;
  Status?: string | null;
}

export const REGISTRY_CHANGE_REQUEST_TYPE = 'Var_Anagrafica';
export const REGISTRY_CHANGE_IN_PROGRESS_PHASE = 'IR010';
export const BANK_DEBIT_REQUEST_TYPE = 'GestioneSDD';
export const BANK_DEBIT_CLOSED_STATUS = 'Chiuso';
export const BANK_DEBIT_STATUSES = ['AttivazioneInCorso', 'VariazioneInCorso', 'RevocaInCorso'] as const;
export type BankDebitStatus = (typeof BANK_DEBIT_STATUSES)[number];

function createdAt(r: RequestLike): number {
  return parseInstant(r.CreatedDate ?? null)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** The newest request of a type (by CreatedDate; undated ones count as oldest). */
export function latestRequestOfType<R extends RequestLike>(
  requests: R | readonly R[] | null | undefined,
  requestType: string,
): R | undefined {
  let latest: R | undefined;
  for (const r of toList(requests)) {
    if (r.requestType !== requestType) continue;
    if (!latest || createdAt(r) > createdAt(latest)) latest = r;
  }
  return latest;
}

/** Registry change in progress: the latest Var_Anagrafica request is in phase IR010. */
export function isRegistryChangeInProgress(
  requests: RequestLike | readonly RequestLike[] | null | undefined,
): boolean {
  return (
    latestRequestOfType(requests, REGISTRY_CHANGE_REQUEST_TYPE)?.PhaseCode ===
    REGISTRY_CHANGE_IN_PROGRESS_PHASE
  );
}

/**
 * Bank debit change in progress: a local marker exists, or the newest GestioneSDD request of the
 * contract has a status other than "Chiuso".
 */
export function isBankDebitChangeInProgress(input: {
  localMarker?: boolean | string | null;
  requests?: RequestLike | readonly RequestLike[] | null;
}): boolean {
  if (input.localMarker) return true;
  const latest = latestRequestOfType(input.requests, BANK_DEBIT_REQUEST_TYPE);
  return latest !== undefined && (latest.Status ?? '') !== BANK_DEBIT_CLOSED_STATUS;
}

/** Bank debit statuses that mean a change is being processed. */
export function isBankDebitStatusInProgress(status: string | null | undefined): status is BankDebitStatus {
  return (BANK_DEBIT_STATUSES as readonly string[]).includes(status ?? '');
}

/** A created payment or request is successful only when its id is greater than 0. */
export function isSuccessfulId(id: number | string | null | undefined): boolean {
  const n = toNumber(id);
  return Number.isFinite(n) && n > 0;
}

/** Success of a creation answer carrying `id` or `requestId`. */
export function isCreationSuccessful(
  result: { id?: number | string | null; requestId?: number | string | null } | null | undefined,
): boolean {
  if (!result) return false;
  return isSuccessfulId(result.id) || isSuccessfulId(result.requestId);
}

export const PRACTICE_STATES = { open: 'In corso', closed: 'Conclusa' } as const;
export type PracticeState = (typeof PRACTICE_STATES)[keyof typeof PRACTICE_STATES];

export function isPracticeOpen(state: string | null | undefined): boolean {
  return state === PRACTICE_STATES.open;
}

export function isPracticeClosed(state: string | null | undefined): boolean {
  return state === PRACTICE_STATES.closed;
}
