import {
  phaseCodeFor,
  practiceTypeLabel,
  REQUEST_STATE_LABELS,
  requestStateMove,
  requestStateOf,
  type RequestState,
  type RequestTargetState,
} from '@sportello/domain';
import { sql } from 'kysely';
import { conflict, notFound } from '../../errors';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';
import { BANK_DEBIT_REQUEST_TYPE } from '@sportello/domain';
import {
  INTEGRATION_EVENT_TYPES,
  recordIntegrationEvent,
  requestEventData,
} from '../../services/integration/requests/events';
import { composeMessage } from '../../services/messages';
import { CATALOGUE } from '../../services/messages/catalogue';
import type { Db } from '../../db/index';
import {
  requireOperatorBrand,
  requireOperatorRole,
  requireScope,
  type Deps,
  type IntegrationActor,
  type OperatorActor,
} from '../context';

/**
 * Who may move a customer's request on: the retailer's systems through the integration API (a
 * token with the `requests` scope), and an operator of the console (issue 21) for the customers of
 * its brands only (another brand's request is a 404, as if unknown).
 */
export type RequestMover = IntegrationActor | OperatorActor;

export interface ChangeRequestStateInput {
  /** The practice's id (customer_requests.id: `requestId` in the events). */
  id: number;
  state: RequestTargetState;
  /** The retailer's words to the customer (shown in Pratiche and in the notification). */
  message?: string | null;
}

export interface ChangeRequestStateResult {
  requestId: number;
  ticketKey: string;
  requestType: string;
  previousState: RequestState;
  state: RequestTargetState;
  status: string;
  phaseCode: string;
  message: string | null;
  changedAt: string;
  eventId: number;
}

export const REQUEST_STATE_MESSAGES = {
  notFound: 'Pratica non trovata',
} as const;

/** Who moved it, as the event and the log say it. */
function moverOf(actor: RequestMover): { kind: string; name: string } {
  return { kind: actor.kind, name: actor.kind === 'operator' ? actor.username : actor.tokenName };
}

/**
 * Why a request is moved: a state change asked for as such, or the end of a rettifica when a new
 * bill replaces the estimated one (issue 25; the retailer's systems bring the new bill with the
 * `import` scope).
 */
export type RequestMoveCause = 'state' | 'replacement';

/**
 * Whether the mover may move requests at all, the one check of who moves what: the integration
 * token's `requests` scope (`import` for a bill that replaces another, as it comes with the bills);
 * any operator role.
 */
export function assertMayMove(actor: RequestMover, cause: RequestMoveCause = 'state'): void {
  if (actor.kind === 'operator') requireOperatorRole(actor, 'agent');
  else requireScope(actor, cause === 'replacement' ? 'import' : 'requests');
}

/** Whether the mover may move this customer's request: an operator only within its brands. */
function assertMayMoveFor(actor: RequestMover, companyCode: string): void {
  if (actor.kind === 'operator') requireOperatorBrand(actor, companyCode, REQUEST_STATE_MESSAGES.notFound);
}

/**
 * What a practice's end changes besides its state: a service asked for becomes active (or goes, if
 * rejected); a direct debit change is no longer "in corso", and once concluded the contract is (or
 * is no longer) paid by direct debit.
 */
async function applyOutcome(
  tx: Db,
  request: { id: number; request_type: string; contract_id: number | null; payload: unknown },
  to: RequestTargetState,
): Promise<void> {
  if (to === 'in_progress') return;
  const details = (
    typeof request.payload === 'string' ? JSON.parse(request.payload) : (request.payload ?? {})
  ) as Record<string, unknown>;
  if (request.request_type === 'AttivazioneServizio') {
    if (to === 'concluded')
      await tx
        .updateTable('supply_services')
        .set({ status: 'Attivo', activated_on: sql<string>`current_date` })
        .where('request_id', '=', request.id)
        .where('status', '=', 'InAttivazione')
        .execute();
    else
      await tx
        .deleteFrom('supply_services')
        .where('request_id', '=', request.id)
        .where('status', '=', 'InAttivazione')
        .execute();
  }
  if (request.request_type === BANK_DEBIT_REQUEST_TYPE && request.contract_id !== null) {
    const concludedDebit =
      to === 'concluded'
        ? details.action === 'Revoke'
          ? { payment_method: 'Bollettino' as const, iban: null }
          : {
              payment_method: 'SDD' as const,
              ...(typeof details.iban === 'string' ? { iban: details.iban } : {}),
            }
        : {};
    await tx
      .updateTable('contracts')
      .set({ sdd_status: null, ...concludedDebit })
      .where('id', '=', request.contract_id)
      .execute();
  }
}

/**
 * Moves a customer's request (practice) to in progress, concluded or rejected, with a message: the
 * ONE place a request's state changes, whoever moves it. The domain's rule decides the move (a
 * concluded or rejected practice never moves again: 409); the practice gets its new status and
 * phase (Pratiche shows "In corso" or "Conclusa", the message and the timeline), the retailer's
 * event `request.state_changed` is recorded, and the customer gets a notification in the portal's
 * messages, in the same transaction; then a push to the users' devices and a mail to the
 * customer's address. An unknown id is a 404.
 */
export async function changeRequestState(
  deps: Deps,
  actor: RequestMover,
  input: ChangeRequestStateInput,
): Promise<ChangeRequestStateResult> {
  assertMayMove(actor);
  const moved = await deps.db.transaction().execute((tx) => moveRequestState(tx, deps, actor, input));
  await announceRequestMove(deps, actor, moved);
  return moved.result;
}

/** A request moved inside a transaction, to be announced once it commits. */
export type MovedRequest = Awaited<ReturnType<typeof moveRequestState>>;

/**
 * The move itself, inside the caller's transaction (the caller has checked `assertMayMove`): the
 * rule, the new status and phase, the retailer's event and the portal's notifications. Used alone
 * by `changeRequestState`, and by the replacement of a bill (issue 25) in the same transaction as
 * the bills it changes. `announceRequestMove` after the commit.
 */
export async function moveRequestState(
  tx: Db,
  deps: Pick<Deps, 'config'>,
  actor: RequestMover,
  input: ChangeRequestStateInput,
) {
  const { config } = deps;
  const message = input.message?.trim() ? input.message.trim() : null;
  const done = await (async () => {
    const request = await tx
      .selectFrom('customer_requests')
      .innerJoin('customers', 'customers.id', 'customer_requests.customer_id')
      .select([
        'customer_requests.id',
        'customer_requests.ticket_key',
        'customer_requests.request_type',
        'customer_requests.status',
        'customer_requests.phase_code',
        'customer_requests.customer_id',
        'customer_requests.contract_id',
        'customer_requests.user_id',
        'customer_requests.payload',
        'customers.name as customer_name',
        'customers.email as customer_email',
        'customers.company_code',
      ])
      .where('customer_requests.id', '=', input.id)
      .forUpdate('customer_requests')
      .executeTakeFirst();
    if (!request) throw notFound(REQUEST_STATE_MESSAGES.notFound);
    assertMayMoveFor(actor, request.company_code);
    const from = requestStateOf(request.status);
    const move = requestStateMove(from, input.state);
    if (!move.ok) throw conflict(move.message, 'request_state_final');
    const phaseCode = phaseCodeFor(request.phase_code, input.state);
    const changed = await tx
      .updateTable('customer_requests')
      .set({
        status: move.status,
        phase_code: phaseCode,
        state_message: message,
        state_changed_at: sql<Date>`now()`,
      })
      .where('id', '=', request.id)
      .returning('state_changed_at')
      .executeTakeFirstOrThrow();
    await applyOutcome(tx, request, input.state);
    const { customerCode, data } = await requestEventData(tx, request.id);
    const eventId = await recordIntegrationEvent(tx, config, {
      type: INTEGRATION_EVENT_TYPES.requestStateChanged,
      customerCode,
      requestId: request.id,
      data: { ...data, previousState: from, message, changedBy: moverOf(actor) },
    });
    // The portal's messages: whoever filed it, and the customer's owners.
    const owners = await tx
      .selectFrom('user_customers')
      .select('user_id')
      .where('customer_id', '=', request.customer_id)
      .where('relation', '=', 'owner')
      .where('status', '=', 'accepted')
      .execute();
    const userIds = [
      ...new Set([...(request.user_id !== null ? [request.user_id] : []), ...owners.map((o) => o.user_id)]),
    ];
    const practice = practiceTypeLabel(request.request_type);
    const stateLabel = REQUEST_STATE_LABELS[input.state];
    const notifications: { userId: number; notificationId: number }[] = [];
    for (const userId of userIds) {
      const notificationId = await notifyUser(tx, {
        userId,
        customerId: request.customer_id,
        typeCode: 'practice-update',
        subject: `Pratica ${request.ticket_key}: ${stateLabel}`,
        message: `La pratica «${practice}» (numero ${request.ticket_key}) è ${stateLabel}.${message ? ` ${message}` : ''}`,
      });
      notifications.push({ userId, notificationId });
    }
    return {
      request,
      from,
      status: move.status,
      phaseCode,
      changedAt: new Date(changed.state_changed_at!).toISOString(),
      eventId,
      notifications,
      practice,
      stateLabel,
    };
  })();
  const { request } = done;
  const result: ChangeRequestStateResult = {
    requestId: request.id,
    ticketKey: request.ticket_key,
    requestType: request.request_type,
    previousState: done.from,
    state: input.state,
    status: done.status,
    phaseCode: done.phaseCode,
    message,
    changedAt: done.changedAt,
    eventId: done.eventId,
  };
  return { ...done, message, result };
}

/** After the commit: the log line, a push to each of the users' devices, a mail to the customer. */
export async function announceRequestMove(
  deps: Deps,
  actor: RequestMover,
  done: MovedRequest,
): Promise<void> {
  const { db, config, messenger, log } = deps;
  const { request, message } = done;
  const input = { state: done.result.state };
  log.info(
    {
      requestId: request.id,
      from: done.from,
      to: input.state,
      by: moverOf(actor),
      eventId: done.eventId,
    },
    'request state changed',
  );
  // After the commit, as the other notifications: a push to each device, a mail to the customer.
  const words = {
    customerName: request.customer_name,
    practice: done.practice,
    ticketKey: request.ticket_key,
    state: done.stateLabel,
    message: message ?? '',
    url: `${config.PUBLIC_URL.replace(/\/$/, '')}/practices/${request.id}`,
  };
  try {
    const push = CATALOGUE.practiceUpdate.push(words);
    for (const n of done.notifications)
      await pushToUser(db, messenger, {
        userId: n.userId,
        companyCode: request.company_code,
        kind: 'tech',
        title: push.title,
        body: push.body,
        payload: {
          mn_message_id: `mn-${n.notificationId}`,
          notification: { id: n.notificationId },
          customer: { id: request.customer_id },
        },
      });
    if (request.customer_email)
      await messenger.send(
        db,
        await composeMessage(config, request.company_code, {
          channel: 'mail',
          recipient: request.customer_email,
          mail: CATALOGUE.practiceUpdate.mail(words),
          meta: { kind: 'practice-update', requestId: request.id },
        }),
      );
  } catch (error) {
    // The state has changed and the portal shows it: a push or mail that could not be queued is logged.
    log.warn({ err: error, requestId: request.id }, 'practice update: push or mail not queued');
  }
}
