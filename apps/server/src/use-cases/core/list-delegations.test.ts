import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from '../wfm/associate-contract-to-user';
import { listDelegations } from './list-delegations';

describe('listDelegations', () => {
  const bench = useUseCaseBench();

  it("gives the owner the requests received, the delegate its own requests, and nobody else's", async () => {
    const delegate = await bench.user('demo.ast.lead');
    const asked = await associateContractToUser(bench.deps(), delegate, {
      customerCode: 'AST0001001',
      fiscalCode: 'RSSMRA80A01H501U',
      delegation: true,
      scope: 'pay',
    });
    const { workflowId } = asked.associateContractToUserResponse;
    const owner = await bench.user('demo.ast');
    const lists = (await listDelegations(bench.deps(), owner)).getDelegationsResponse;
    expect(lists.received).toMatchObject([
      { workflowId, delegateId: delegate.userId, customerKey: 'AST0001001', status: 'pending', scope: 'pay' },
    ]);
    expect(lists.requested).toEqual([]);
    const mine = (await listDelegations(bench.deps(), delegate)).getDelegationsResponse;
    expect(mine.requested).toMatchObject([{ workflowId, customerKey: 'AST0001001', status: 'pending' }]);
    expect(mine.received).toEqual([]);
    const stranger = (await listDelegations(bench.deps(), await bench.user('demo.ast.azienda')))
      .getDelegationsResponse;
    expect(stranger).toEqual({ received: [], granted: [], requested: [] });
  });

  it("lists a delegate's accepted delegations with their scopes", async () => {
    const delegate = await bench.user('demo.ast.delegato');
    const { requested } = (await listDelegations(bench.deps(), delegate)).getDelegationsResponse;
    expect(requested.map((d) => [d.status, d.scope]).sort()).toEqual([
      ['accepted', 'pay'],
      ['accepted', 'read'],
    ]);
  });
});
