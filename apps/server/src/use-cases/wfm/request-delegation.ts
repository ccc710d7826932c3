import { CORE_ERROR_CODES, type associateContractToUserResponseSchema } from '@sportello/contract';
import { cleanDelegateName, OWNERSHIP_MESSAGES, quotedDelegateName } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, throttled } from '../../errors';
import { createLink, LINK_MODULES, linkUrl } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';
import { takeAttempt, type Attempt } from '../../services/core/throttle';
import { delegationThrottleRules, matchCustomer } from '../../services/core/users';
import { CATALOGUE, composeMessage } from '../../services/messages';
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
 * Asks the owner of one customer code for a delegation on that customer only (issue 18: never
 * on the other codes sharing its fiscal code or VAT number), with the customer's own fiscal code
 * or VAT number (an unknown code and wrong fiscal data answer alike). Pending until the owner,
 * logged in, answers (workflow task confirm-delegation; the mailed link only opens the decision).
 * Mails the customer, notifies and pushes its owner; the delegate's name appears in them quoted
 * («…») and reduced to letters, spaces, apostrophes and hyphens (quotedDelegateName).
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
  // The customer's own fiscal code or VAT number is required; an unknown code answers as a mismatch.
  if (!input.fiscalCode && !input.vatNumber) {
    throw badRequest(OWNERSHIP_MESSAGES.delegationFiscalDataRequired, {
      [`${p}.fiscalCode`]: OWNERSHIP_MESSAGES.delegationFiscalDataRequired,
    });
  }
  const matched = await matchCustomer(db, session.companyCode, input);
  if (!matched) throw fiscalDataMismatch();
  const target = await db
    .selectFrom('customers')
    .select(['id', 'key', 'name', 'email'])
    .where('id', '=', matched.id)
    .executeTakeFirstOrThrow();
  await attempt.succeeded();
  // Each request mails the customer: limited per requesting user and per customer asked.
  try {
    await takeAttempt(db, delegationThrottleRules(me, target.id));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      throw throttled(OWNERSHIP_MESSAGES.tooManyDelegationRequests, error.retryAfterSeconds ?? 60);
    throw error;
  }
  // One customer only: the one named, never the other codes sharing its fiscal code or VAT number.
  if (mine.has(target.id)) throw conflict(WORKFLOW_MESSAGES.alreadyLinked, CORE_ERROR_CODES.alreadyLinked);
  const wanted = [{ id: target.id, key: target.key }];
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
  const delegateName = cleanDelegateName(
    [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || delegate.username,
  );
  // How every message shows it: «Name», only letters, spaces, apostrophes and hyphens.
  const quoted = quotedDelegateName(delegateName);
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
        message: `${quoted} chiede di gestire come delegato il codice cliente ${target.key}. Accedi per confermare o rifiutare la richiesta.`,
        linkId: link.id,
      });
      notifications.push({ userId: o.id, notificationId, customerId: o.customer_id });
    }
    return { link, owners, notifications };
  });
  const url = linkUrl(config.PUBLIC_URL, '/', link.id, link.hashCode);
  const words = {
    customerName: target.name,
    delegateName: quoted,
    customerKey: target.key,
    scope: input.scope,
    url,
  };
  if (target.email) {
    await messenger.send(
      db,
      await composeMessage(config, session.companyCode, {
        channel: 'mail',
        recipient: target.email,
        mail: CATALOGUE.delegationRequest.mail(words),
        meta: {
          linkId: link.id,
          hashCode: link.hashCode,
          linkUrl: url,
          workflowId,
          kind: 'delegation-request',
        },
      }),
    );
  }
  const push = CATALOGUE.delegationRequest.push(words);
  for (const n of notifications) {
    await pushToUser(db, messenger, {
      userId: n.userId,
      companyCode: session.companyCode,
      kind: 'tech',
      title: push.title,
      body: push.body,
      payload: {
        mn_message_id: `mn-${n.notificationId}`,
        link: { id: link.id },
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
