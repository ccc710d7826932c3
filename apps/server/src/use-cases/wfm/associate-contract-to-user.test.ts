import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from './associate-contract-to-user';

describe('associateContractToUser', () => {
  const bench = useUseCaseBench();
  const input = (fiscalCode?: string) => ({
    customerCode: 'AST0001003',
    fiscalCode,
    delegation: false,
    scope: 'read' as const,
  });

  it('starts a proof to the contact on file for matching fiscal data, granting nothing yet', async () => {
    const actor = await bench.user('demo.ast.lead');
    const out = await associateContractToUser(bench.deps(), actor, input('BNCGLI85M41F205B'));
    expect(out.associateContractToUserResponse).toMatchObject({
      status: 'open',
      customers: 0,
      proof: { method: 'email' },
    });
    const [mail] = await bench.outbox('giulia.bianchi@example.it');
    expect(mail!.meta.workflowId).toBe(out.associateContractToUserResponse.workflowId);
    const granted = await bench
      .deps()
      .db.selectFrom('user_customers')
      .select('customer_id')
      .where('user_id', '=', actor.userId)
      .where('status', '=', 'accepted')
      .execute();
    expect(granted).toEqual([]);
  });

  it('refuses fiscal data of someone else (400 fiscal_data_mismatch) and a customer already the user\u2019s (409)', async () => {
    const lead = await bench.user('demo.ast.lead');
    await expectHttpError(
      associateContractToUser(bench.deps(), lead, input('RSSMRA80A01H501U')),
      400,
      'fiscal_data_mismatch',
    );
    const owner = await bench.user('demo.ast');
    await expectHttpError(
      associateContractToUser(bench.deps(), owner, {
        ...input('RSSMRA80A01H501U'),
        customerCode: 'AST0001001',
      }),
      409,
    );
  });
});
