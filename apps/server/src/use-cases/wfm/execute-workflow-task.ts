import {
  CORE_ERROR_CODES,
  OWNERSHIP_ERROR_CODES,
  type workflowTaskExecuteRequestSchema,
  type workflowTaskExecuteResponseSchema,
} from '@sportello/contract';
import { OWNERSHIP_MESSAGES, scopeLabel } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound, unauthenticated } from '../../errors';
import { isAcceptedOwner } from '../../services/core/delegations';
import { guestScope, LINK_MODULES } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { CATALOGUE, composeMessage } from '../../services/messages';
import { delegationReply, WORKFLOW_MESSAGES } from '../../services/core/workflows';
import { rotateActorSession } from '../../services/session-store';
import type { Actor, Deps, NamedInput } from '../context';

export type WorkflowTaskInput = NamedInput<
  typeof workflowTaskExecuteRequestSchema,
  'workflowTaskExecuteRequest'
>;
type Output = z.output<typeof workflowTaskExecuteResponseSchema>;

const delegationLoginRequired = () =>
  new HttpError(
    403,
    OWNERSHIP_ERROR_CODES.delegationLoginRequired,
    OWNERSHIP_MESSAGES.delegationLoginRequired,
  );

/**
 * Whether the actor may act on the workflow's task: a delegation is decided only by the owner
 * of the one customer it names, logged in (the mailed link opens the decision, never makes it:
 * its guest session gets 403 delegation_login_required); a survey by its user or its link's guest.
 */
async function mayExecute(
  deps: Deps,
  actor: Actor,
  wf: { id: string; kind: string; user_id: number | null; customer_id: number | null },
): Promise<boolean> {
  if (actor.kind !== 'user') {
    const scope = await guestScope(deps.db, actor.session);
    const linked = !!scope && scope.moduleId === LINK_MODULES.survey && scope.entityKey === wf.id;
    if (linked && wf.kind === 'delegation') throw delegationLoginRequired();
    return linked;
  }
  if (wf.kind === 'delegation') {
    return wf.customer_id !== null && (await isAcceptedOwner(deps.db, actor.userId, wf.customer_id));
  }
  return wf.kind === 'survey' && wf.user_id === actor.userId;
}

/**
 * Executes a workflow's task: the owner's answer to a delegation request (confirm-delegation,
 * accept | refuse, optionally narrowing the scope), or the answer to a survey (survey-reply), as
 * a user or from the link's guest session. An answer is given once (409 task_already_done).
 */
export async function executeWorkflowTask(
  deps: Deps,
  actor: Actor,
  input: WorkflowTaskInput,
): Promise<Output> {
  const { db } = deps;
  const { session } = actor;
  const { workflowId, taskName, reply, scope } = input;
  const p = 'workflowTaskExecuteRequest';
  const wf = await db
    .selectFrom('workflows')
    .select([
      'id',
      'kind',
      'user_id',
      'customer_id',
      'status',
      'task_name',
      'payload',
      sql<boolean>`coalesce(expires_at <= now(), false)`.as('expired'),
    ])
    .where('id', '=', workflowId)
    .where('company_code', '=', session.companyCode)
    .where('kind', 'in', ['delegation', 'survey'])
    .executeTakeFirst();
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (!wf || !(await mayExecute(deps, actor, wf))) throw notFound(WORKFLOW_MESSAGES.notFound);
  if (wf.task_name !== taskName)
    throw badRequest(WORKFLOW_MESSAGES.wrongTask, { [`${p}.taskName`]: WORKFLOW_MESSAGES.wrongTask });
  if (wf.status !== 'open')
    throw conflict(WORKFLOW_MESSAGES.taskAlreadyDone, CORE_ERROR_CODES.taskAlreadyDone);
  if (wf.expired) throw new HttpError(410, CORE_ERROR_CODES.linkExpired, WORKFLOW_MESSAGES.expired);

  let status: 'completed' | 'refused';
  let stored: string;
  if (wf.kind === 'delegation') {
    const answer = delegationReply(reply);
    if (!answer) throw badRequest(WORKFLOW_MESSAGES.badReply, { [`${p}.reply`]: WORKFLOW_MESSAGES.badReply });
    status = answer === 'accept' ? 'completed' : 'refused';
    stored = answer;
  } else {
    const options = (JSON.parse(wf.payload) as { options?: string[] }).options;
    if (options && !options.includes(reply))
      throw badRequest(WORKFLOW_MESSAGES.badReply, { [`${p}.reply`]: WORKFLOW_MESSAGES.badReply });
    status = 'completed';
    stored = reply;
  }

  const done = await db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('workflows')
      .set({ status, reply: stored, completed_at: sql<string>`now()` })
      .where('id', '=', wf.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (wf.kind === 'delegation') {
      const rows = await tx
        .selectFrom('delegation_requests')
        .select(['user_id', 'customer_id'])
        .where('workflow_id', '=', wf.id)
        .execute();
      const asked = (JSON.parse(wf.payload) as { requestedScope?: 'read' | 'pay' }).requestedScope;
      const granted = scope ?? asked ?? 'read';
      for (const r of rows) {
        // Only the one customer the request names (an older request that spread to other codes
        // with the same fiscal code gets nothing on them).
        const named = r.customer_id === wf.customer_id;
        await tx
          .updateTable('user_customers')
          .set({ status: stored === 'accept' && named ? 'accepted' : 'refused', scope: granted })
          .where('user_id', '=', r.user_id)
          .where('customer_id', '=', r.customer_id)
          .where('relation', '=', 'delegate')
          .where('status', '=', 'pending')
          .execute();
      }
      if (wf.user_id !== null) {
        await notifyUser(tx, {
          userId: wf.user_id,
          customerId: wf.customer_id,
          typeCode: 'delegation-outcome',
          subject: stored === 'accept' ? 'Delega confermata' : 'Delega rifiutata',
          message:
            stored === 'accept'
              ? `Il titolare ha confermato la tua richiesta di delega (${scopeLabel(granted)}): ora puoi vedere i suoi contratti.`
              : 'Il titolare ha rifiutato la tua richiesta di delega.',
        });
      }
    }
    return true;
  });
  if (!done) throw conflict(WORKFLOW_MESSAGES.taskAlreadyDone, CORE_ERROR_CODES.taskAlreadyDone);
  // A delegation granted (as asked or narrowed) is a privilege change: the owner's session gets
  // a new id (X-Session-Id), the old one ends.
  if (wf.kind === 'delegation' && stored === 'accept') await rotateActorSession(db, deps.config, session);
  if (wf.kind === 'delegation' && wf.user_id !== null) {
    const delegate = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', wf.user_id)
      .executeTakeFirst();
    if (delegate?.email) {
      await deps.messenger.send(
        db,
        await composeMessage(deps.config, session.companyCode, {
          channel: 'mail',
          recipient: delegate.email,
          mail: CATALOGUE.delegationOutcome.mail({ accepted: stored === 'accept' }),
          meta: { workflowId: wf.id, kind: 'delegation-outcome', reply: stored },
        }),
      );
    }
  }
  return { workflowTaskExecuteResponse: { workflowId: wf.id, taskName, status } };
}
