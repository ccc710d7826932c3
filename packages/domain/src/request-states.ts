/**
 * Where a customer's request (practice) stands, in the retailer's words, and how it may move: the
 * one rule every mover applies (the integration API's `POST …/requests/{id}/state` and, later, the
 * operators' console), through the server's one use case for request state changes.
 *
 * The ERP's statuses (`Aperto`, `In lavorazione`, `Chiuso`, `Concluso`, `Respinto`…) map onto four
 * states; the customer's Pratiche page shows the first two as "In corso" and the last two as
 * "Conclusa" (spec section 4), with the retailer's message.
 */

/** A request's state: filed and not yet taken (open), being worked on, concluded or rejected. */
export const REQUEST_STATES = ['open', 'in_progress', 'concluded', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The states a request may be moved to (open is only where it starts). */
export const REQUEST_TARGET_STATES = ['in_progress', 'concluded', 'rejected'] as const;
export type RequestTargetState = (typeof REQUEST_TARGET_STATES)[number];

/** The ERP status written for each state it is moved to. */
export const REQUEST_STATE_STATUS: Readonly<Record<RequestTargetState, string>> = {
  in_progress: 'In lavorazione',
  concluded: 'Concluso',
  rejected: 'Respinto',
};

/** Italian words for each state (messages to the customer, refusals). */
export const REQUEST_STATE_LABELS: Readonly<Record<RequestState, string>> = {
  open: 'aperta',
  in_progress: 'in lavorazione',
  concluded: 'conclusa',
  rejected: 'respinta',
};

const REJECTED_STATUSES = ['Respinto', 'Respinta', 'Annullato', 'Annullata', 'Rifiutato', 'Rifiutata'];
const CONCLUDED_STATUSES = ['Chiuso', 'Chiusa', 'Concluso', 'Conclusa'];

/**
 * The ERP statuses of each state (a database filter by state: open is every other status, so it
 * has none of its own).
 */
export const REQUEST_STATE_STATUSES: Readonly<Record<Exclude<RequestState, 'open'>, readonly string[]>> = {
  in_progress: [REQUEST_STATE_STATUS.in_progress],
  concluded: CONCLUDED_STATUSES,
  rejected: REJECTED_STATUSES,
};

/** The state of an ERP status (unknown statuses are still open: the back office has not closed them). */
export function requestStateOf(status: string | null | undefined): RequestState {
  const s = (status ?? '').trim();
  if (REJECTED_STATUSES.includes(s)) return 'rejected';
  if (CONCLUDED_STATUSES.includes(s)) return 'concluded';
  if (s === REQUEST_STATE_STATUS.in_progress) return 'in_progress';
  return 'open';
}

/** Whether a request in this state is over (nothing moves it again). */
export function isFinalRequestState(state: RequestState): boolean {
  return state === 'concluded' || state === 'rejected';
}

export type RequestStateMove = { ok: true; status: string } | { ok: false; message: string };

/**
 * Whether a request may move from `from` to `to`: an open one anywhere; one in progress again to
 * in progress (a new message on the way) or to its end; a concluded or rejected one nowhere (its
 * customer was told how it ended). The ERP status to write, or the Italian refusal.
 */
export function requestStateMove(from: RequestState, to: RequestTargetState): RequestStateMove {
  if (isFinalRequestState(from))
    return {
      ok: false,
      message: `La pratica è già ${REQUEST_STATE_LABELS[from]}: non può cambiare stato`,
    };
  return { ok: true, status: REQUEST_STATE_STATUS[to] };
}

/**
 * The phase code of a request moved to `to`: the same type prefix, step 20 while in progress and
 * 90 once over (IR010 → IR020 → IR090), so the practice's timeline follows.
 */
export function phaseCodeFor(phaseCode: string | null | undefined, to: RequestTargetState): string {
  const m = /^(.*?)(\d{2,3})$/.exec((phaseCode ?? '').trim());
  const prefix = m ? m[1]! : (phaseCode ?? '').trim();
  const width = m ? m[2]!.length : 3;
  const step = to === 'in_progress' ? 20 : 90;
  return `${prefix}${String(step).padStart(width, '0')}`;
}
