import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS, DEMO_SURVEY_WORKFLOW_ID } from '../../seed/core';
import { createLink, LINK_MODULES } from '../../services/core/links';
import { associateContractToUser } from '../wfm/associate-contract-to-user';
import { executeWorkflowTask } from '../wfm/execute-workflow-task';
import { getDelegationRequest } from './get-delegation-request';

describe('getDelegationRequest', () => {
  const bench = useUseCaseBench();
  let workflowId = '';
  const request = async () => {
    if (workflowId) return workflowId;
    const delegate = await bench.user('demo.ast.lead');
    const asked = await associateContractToUser(bench.deps(), delegate, {
      customerCode: 'AST0001001',
      fiscalCode: 'RSSMRA80A01H501U',
      delegation: true,
      scope: 'read',
    });
    workflowId = asked.associateContractToUserResponse.workflowId;
    return workflowId;
  };

  it("shows the request to the customer's owner; 404 alike to anyone else and for unknown ids", async () => {
    const id = await request();
    const owner = await bench.user('demo.ast');
    expect(
      (await getDelegationRequest(bench.deps(), owner, { workflowId: id })).getDelegationRequestResponse,
    ).toMatchObject({
      workflowId: id,
      requestedScope: 'read',
      status: 'open',
      grantedScope: null,
      customers: [{ key: 'AST0001001' }],
    });
    await expectHttpError(
      getDelegationRequest(bench.deps(), await bench.user('demo.ast.azienda'), { workflowId: id }),
      404,
    );
    // The delegate itself is not the owner.
    await expectHttpError(
      getDelegationRequest(bench.deps(), await bench.user('demo.ast.lead'), { workflowId: id }),
      404,
    );
    await expectHttpError(getDelegationRequest(bench.deps(), owner, { workflowId: 'wf_nessuno' }), 404);
    // A survey workflow is not a delegation request.
    await expectHttpError(
      getDelegationRequest(bench.deps(), owner, { workflowId: DEMO_SURVEY_WORKFLOW_ID }),
      404,
    );
  });

  it('shows it to the guest of a link naming it, not to other guests; 401 without login or link', async () => {
    const id = await request();
    const { db } = bench.deps();
    const link = await createLink(db, {
      companyCode: 'ast',
      moduleId: LINK_MODULES.survey,
      entityKey: id,
      ttlMinutes: 60,
    });
    const guest = await bench.guest(link);
    expect(
      (await getDelegationRequest(bench.deps(), guest, { workflowId: id })).getDelegationRequestResponse
        .workflowId,
    ).toBe(id);
    await expectHttpError(
      getDelegationRequest(bench.deps(), await bench.guest(DEMO_LINKS.survey), { workflowId: id }),
      404,
    );
    await expectHttpError(
      getDelegationRequest(bench.deps(), await bench.anonymous(), { workflowId: id }),
      401,
    );
  });

  it('an older request that spread to another customer code: only the owner of the one it names reads or decides it', async () => {
    const id = await request();
    const { db } = bench.deps();
    const other = await db
      .selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001002')
      .executeTakeFirstOrThrow();
    const delegate = await bench.user('demo.ast.lead');
    await db
      .insertInto('user_customers')
      .values({
        user_id: delegate.userId,
        customer_id: other.id,
        relation: 'delegate',
        status: 'pending',
        scope: 'read',
      })
      .onConflict((oc) => oc.columns(['user_id', 'customer_id']).doNothing())
      .execute();
    await db
      .insertInto('delegation_requests')
      .values({ workflow_id: id, user_id: delegate.userId, customer_id: other.id })
      .execute();
    const otherOwner = await bench.user('demo.ast.azienda');
    await expectHttpError(getDelegationRequest(bench.deps(), otherOwner, { workflowId: id }), 404);
    await expectHttpError(
      executeWorkflowTask(bench.deps(), otherOwner, {
        workflowId: id,
        taskName: 'confirm-delegation',
        reply: 'accept',
      }),
      404,
    );
    // The named customer's owner accepts: the other code gets nothing.
    await executeWorkflowTask(bench.deps(), await bench.user('demo.ast'), {
      workflowId: id,
      taskName: 'confirm-delegation',
      reply: 'accept',
    });
    const rows = await db
      .selectFrom('user_customers')
      .select(['customer_id', 'status'])
      .where('user_id', '=', delegate.userId)
      .orderBy('customer_id')
      .execute();
    expect(rows.find((r) => r.customer_id === other.id)?.status).toBe('refused');
  });
});
