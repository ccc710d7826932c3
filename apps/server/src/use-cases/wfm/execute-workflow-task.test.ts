import { describe, expect, it } from 'vitest';
import { DEMO_LINKS, DEMO_SURVEY_WORKFLOW_ID } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from './associate-contract-to-user';
import { executeWorkflowTask } from './execute-workflow-task';

describe('executeWorkflowTask', () => {
  const bench = useUseCaseBench();

  it('the owner accepts a delegation, narrowing its scope: the delegate sees the customer, and is told', async () => {
    const delegate = await bench.user('demo.ast.lead');
    const asked = await associateContractToUser(bench.deps(), delegate, {
      customerCode: 'AST0001001',
      delegation: true,
      scope: 'pay',
    });
    const { workflowId } = asked.associateContractToUserResponse;
    const task = { workflowId, taskName: 'confirm-delegation', reply: 'accept', scope: 'read' as const };
    // Only the owner may answer: anyone else gets 404, a session without login 401.
    await expectHttpError(executeWorkflowTask(bench.deps(), await bench.user('demo.ast.azienda'), task), 404);
    await expectHttpError(executeWorkflowTask(bench.deps(), await bench.anonymous(), task), 401);

    const owner = await bench.user('demo.ast');
    const out = await executeWorkflowTask(bench.deps(), owner, task);
    expect(out).toEqual({
      workflowTaskExecuteResponse: { workflowId, taskName: 'confirm-delegation', status: 'completed' },
    });
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
