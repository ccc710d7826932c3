import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { touchSession } from '../../services/session-store';
import { associateContractToUser } from '../wfm/associate-contract-to-user';
import { revokeDelegation } from './revoke-delegation';

describe('revokeDelegation', () => {
  const bench = useUseCaseBench();

  it("lets the owner revoke an accepted delegation: the delegate's sessions lose the customer, and it is told", async () => {
    const { db, config } = bench.deps();
    const delegate = await bench.user('demo.ast.lead');
    await associateContractToUser(bench.deps(), delegate, {
      customerCode: 'AST0001001',
      fiscalCode: 'RSSMRA80A01H501U',
      delegation: true,
      scope: 'read',
    });
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    // The owner accepted (the workflow's own use case is tested with it); the delegate works on it.
    await db
      .updateTable('user_customers')
      .set({ status: 'accepted', scope: 'read' })
      .where('user_id', '=', delegate.userId)
      .where('customer_id', '=', customer.id)
      .execute();
    await db
      .updateTable('sessions')
      .set({ current_customer_id: customer.id })
      .where('user_id', '=', delegate.userId)
      .execute();
    const input = { delegateId: delegate.userId, customerId: customer.id };

    // Nobody but the owner: 404, nothing changes.
    await expectHttpError(revokeDelegation(bench.deps(), await bench.user('demo.ast.azienda'), input), 404);
    await expectHttpError(revokeDelegation(bench.deps(), delegate, input), 404);
    const relation = () =>
      db
        .selectFrom('user_customers')
        .select('status')
        .where('user_id', '=', delegate.userId)
        .where('customer_id', '=', customer.id)
        .executeTakeFirstOrThrow();
    expect((await relation()).status).toBe('accepted');

    const owner = await bench.user('demo.ast');
    expect(await revokeDelegation(bench.deps(), owner, input)).toEqual({
      revokeDelegationResponse: { revoked: true },
    });
    expect((await relation()).status).toBe('revoked');
    const session = await touchSession(db, delegate.session.id, config);
    expect(session).toMatchObject({ currentCustomerId: null });
    if (!session || session === 'expired') throw new Error('no session');
    expect(session.customerIds).not.toContain(customer.id);
    const told = await db
      .selectFrom('notifications')
      .select('subject')
      .where('user_id', '=', delegate.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.subject).toMatch(/revoc/i);
    // Already revoked looks like unknown.
    await expectHttpError(revokeDelegation(bench.deps(), owner, input), 404);
  });
});
