import { CORE_ERROR_CODES, type associateContractToUserResponseSchema } from '@sportello/contract';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, throttled } from '../../errors';
import { createLink, LINK_MODULES, linkUrl } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';
import { takeAttempt, type Attempt } from '../../services/core/throttle';
import { delegationThrottleRules, matchCustomer } from '../../services/core/users';
import { newWorkflowId, WORKFLOW_MESSAGES } from '../../services/core/workflows';
import type { Deps, UserActor } from '../context';
import { fiscalDataMismatch, type AssociateContractInput } from './associate-contract-input';

/** Days a delegation request waits for the delegator. */
export const DELEGATION_DAYS = 30;

type Output = z.output<typeof associateContractToUserResponseSchema>;

export interface DelegationInput extends AssociateContractInput {
  /** The probe attempt already taken for the client address (counted as succeeded once matched). */
  attempt: Attempt;
  /** The customers the user already sees. */
  mine: Set<number>;
}

/**
 * Asks the owner(s) of a customer code for a delegation: every customer code of the brand with
 * the same fiscal code or VAT number, pending until the owner answers (workflow task
 * confirm-delegation, as user or from the mailed link). Mails the customer, notifies and pushes
 * its owners. How many codes share the fiscal code is not told to the requester.
 */
export async function requestDelegation(
  deps: Deps,
  actor: UserActor,
  input: DelegationInput,
): Promise<Output> {
  const { db, config, messenger } = deps;
  const { session, userId: me } = actor;
  const { attempt, mine } = input;
  const p = 'associateContractToUserRequest';
  const target = await db
    .selectFrom('customers')
    .select(['id', 'key', 'name', 'email', 'fiscal_code', 'vat_number'])
    .where('key', '=', input.customerCode)
    .where('company_code', '=', session.companyCode)
    .executeTakeFirst();
  if (!target) {
    throw badRequest('Codice cliente non valido', { [`${p}.customerCode`]: 'Codice cliente non valido' });
  }
  // Fiscal data, when given (the web form always sends it), must be the customer's own.
  if ((input.fiscalCode || input.vatNumber) && !(await matchCustomer(db, session.companyCode, input))) {
    throw fiscalDataMismatch();
  }
  await attempt.succeeded();
  // Each request mails the customer: limited per requesting user and per customer asked.
  try {
    await takeAttempt(db, delegationThrottleRules(me, target.id));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      throw throttled(OWNERSHIP_MESSAGES.tooManyDelegationRequests, error.retryAfterSeconds ?? 60);
    throw error;
  }
  const group = await db
    .selectFrom('customers')
    .select(['id', 'key'])
    .where('company_code', '=', session.companyCode)
    .where((eb) =>
      eb.or([
        eb('id', '=', target.id),
        ...(target.fiscal_code ? [eb('fiscal_code', '=', target.fiscal_code)] : []),
        ...(target.vat_number ? [eb('vat_number', '=', target.vat_number)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  const wanted = group.filter((c) => !mine.has(c.id));
  if (wanted.length === 0) throw conflict(WORKFLOW_MESSAGES.alreadyLinked, CORE_ERROR_CODES.alreadyLinked);
  const pending = await db
    .selectFrom('user_customers')
    .select('customer_id')
    .where('user_id', '=', me)
    .where(
      'customer_id',
      'in',
      wanted.map((c) => c.id),
    )
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw conflict(WORKFLOW_MESSAGES.delegationPending);

  const delegate = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '=', me)
    .executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom('user_profiles')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', me)
    .executeTakeFirst();
  const delegateName =
    [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || delegate.username;
  const workflowId = newWorkflowId();
  const { link, owners, notifications } = await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('workflows')
      .values({
        id: workflowId,
        kind: 'delegation',
        company_code: session.companyCode,
        user_id: me,
        customer_id: target.id,
        task_name: 'confirm-delegation',
        payload: JSON.stringify({
          customerIds: wanted.map((c) => c.id),
          delegateName,
          requestedScope: input.scope,
        }),
        expires_at: sql<string>`now() + make_interval(days => ${DELEGATION_DAYS})`,
      })
      .execute();
    for (const c of wanted) {
      await tx
        .insertInto('user_customers')
        .values({
          user_id: me,
          customer_id: c.id,
          relation: 'delegate',
          status: 'pending',
          scope: input.scope,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'customer_id'])
            .doUpdateSet({ relation: 'delegate', status: 'pending', scope: input.scope }),
        )
        .execute();
      await tx
        .insertInto('delegation_requests')
        .values({ workflow_id: workflowId, user_id: me, customer_id: c.id })
        .execute();
    }
    const link = await createLink(tx, {
      companyCode: session.companyCode,
      moduleId: LINK_MODULES.survey,
      entityKey: workflowId,
      additionalParams: {
        surveyKind: 'delegation',
        taskName: 'confirm-delegation',
        workflowId,
        options: ['accept', 'refuse'],
        delegateName,
        requestedScope: input.scope,
      },
      customerId: target.id,
      ttlMinutes: DELEGATION_DAYS * 24 * 60,
    });
    const owners = await tx
      .selectFrom('user_customers')
      .innerJoin('users', 'users.id', 'user_customers.user_id')
      .select(['users.id', 'user_customers.customer_id'])
      .distinctOn('users.id')
      .where(
        'user_customers.customer_id',
        'in',
        wanted.map((c) => c.id),
      )
      .where('user_customers.relation', '=', 'owner')
      .where('user_customers.status', '=', 'accepted')
      .orderBy('users.id')
      .execute();
    const notifications: { userId: number; notificationId: number; customerId: number }[] = [];
    for (const o of owners) {
      const notificationId = await notifyUser(tx, {
        userId: o.id,
        customerId: o.customer_id,
        typeCode: 'delegation-request',
        subject: 'Richiesta di delega',
        message: `${delegateName} chiede di gestire i tuoi contratti come delegato. Conferma o rifiuta la richiesta.`,
        linkId: link.id,
      });
      notifications.push({ userId: o.id, notificationId, customerId: o.customer_id });
    }
    return { link, owners, notifications };
  });
  const url = linkUrl(config.PUBLIC_URL, '/', link.id, link.hashCode);
  if (target.email) {
    await messenger.send(db, {
      channel: 'mail',
      companyCode: session.companyCode,
      recipient: target.email,
      subject: 'Richiesta di delega',
      body:
        `Gentile ${target.name}, ${delegateName} chiede di gestire come delegato i contratti del codice cliente ${target.key}` +
        `${wanted.length > 1 ? ` e degli altri ${wanted.length - 1} codici con lo stesso codice fiscale` : ''}, ` +
        `con ${input.scope === 'pay' ? 'accesso in lettura e ai pagamenti' : 'accesso in sola lettura'}. ` +
        `Per confermare o rifiutare apri questo link:\n${url}`,
      meta: {
        linkId: link.id,
        hashCode: link.hashCode,
        linkUrl: url,
        workflowId,
        kind: 'delegation-request',
      },
    });
  }
  for (const n of notifications) {
    await pushToUser(db, messenger, {
      userId: n.userId,
      companyCode: session.companyCode,
      kind: 'tech',
      title: 'Richiesta di delega',
      body: `${delegateName} chiede di gestire i tuoi contratti come delegato.`,
      payload: {
        mn_message_id: `mn-${n.notificationId}`,
        link: { id: link.id, hashCode: link.hashCode },
        notification: { id: n.notificationId },
        customer: { id: n.customerId },
      },
    });
  }
  deps.log.info({ workflowId, owners: owners.length, customers: wanted.length }, 'delegation requested');
  return {
    // How many customer codes share the fiscal code is not told to the requester.
    associateContractToUserResponse: { workflowId, status: 'open' as const, customers: 0 },
  };
}
