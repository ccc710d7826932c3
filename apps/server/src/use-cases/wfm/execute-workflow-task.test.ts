import { describe, expect, it } from 'vitest';
import { DEMO_LINKS, DEMO_SURVEY_WORKFLOW_ID } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from './associate-contract-to-user';
import { hashSessionId } from '../../services/session-store';
import { executeWorkflowTask } from './execute-workflow-task';

describe('executeWorkflowTask', () => {
  const bench = useUseCaseBench();

  it('the owner accepts a delegation, narrowing its scope: the delegate sees the customer, and is told', async () => {
    const delegate = await bench.user('demo.ast.lead');
    const asked = await associateContractToUser(bench.deps(), delegate, {
      customerCode: 'AST0001001',
      fiscalCode: 'RSSMRA80A01H501U',
      delegation: true,
      scope: 'pay',
    });
    const { workflowId } = asked.associateContractToUserResponse;
    const task = { workflowId, taskName: 'confirm-delegation', reply: 'accept', scope: 'read' as const };
    // Only the owner may answer: anyone else gets 404, a session without login 401.
    await expectHttpError(executeWorkflowTask(bench.deps(), await bench.user('demo.ast.azienda'), task), 404);
    await expectHttpError(executeWorkflowTask(bench.deps(), await bench.anonymous(), task), 401);
    // The mailed link opens the request; its guest session cannot decide it (issue 18).
    const [mail] = await bench.outbox('mario.rossi@example.it');
    const linkGuest = await bench.guest({
      id: mail!.meta.linkId as number,
      hashCode: mail!.meta.hashCode as string,
    });
    await expectHttpError(
      executeWorkflowTask(bench.deps(), linkGuest, task),
      403,
      'delegation_login_required',
    );

    const owner = await bench.user('demo.ast');
    const before = owner.session.id;
    const out = await executeWorkflowTask(bench.deps(), owner, task);
    expect(out).toEqual({
      workflowTaskExecuteResponse: { workflowId, taskName: 'confirm-delegation', status: 'completed' },
    });
    // A privilege change: the owner's session has a new id, the old one is ended.
    expect(owner.session.rotatedId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(owner.session.rotatedId).not.toBe(before);
    const ended = await bench
      .deps()
      .db.selectFrom('sessions')
      .select('ended_at')
      .where('id', '=', hashSessionId(before))
      .executeTakeFirstOrThrow();
    expect(ended.ended_at).not.toBeNull();
    const relation = await bench
      .deps()
      .db.selectFrom('user_customers')
      .select(['status', 'scope'])
      .where('user_id', '=', delegate.userId)
      .executeTakeFirstOrThrow();
    expect(relation).toEqual({ status: 'accepted', scope: 'read' });
    // Answered once.
    await expectHttpError(executeWorkflowTask(bench.deps(), owner, task), 409, 'task_already_done');
  });

  it('answers the seeded survey from its link as a guest, only with one of its options', async () => {
    const guest = await bench.guest(DEMO_LINKS.survey);
    const task = { workflowId: DEMO_SURVEY_WORKFLOW_ID, taskName: 'survey-reply' };
    await expectHttpError(executeWorkflowTask(bench.deps(), guest, { ...task, reply: '9' }), 400);
    await expectHttpError(
      executeWorkflowTask(bench.deps(), guest, { ...task, taskName: 'confirm-delegation', reply: '5' }),
      400,
    );
    const out = await executeWorkflowTask(bench.deps(), guest, { ...task, reply: '5' });
    expect(out.workflowTaskExecuteResponse.status).toBe('completed');
  });
});
