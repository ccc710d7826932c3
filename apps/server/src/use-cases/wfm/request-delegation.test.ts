import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from './associate-contract-to-user';

describe('requestDelegation (associateContractToUser with delegation: true)', () => {
  const bench = useUseCaseBench();
  const ask = {
    customerCode: 'AST0001001',
    fiscalCode: 'RSSMRA80A01H501U',
    delegation: true,
    scope: 'pay' as const,
  };

  it('records a pending delegation with the asked scope, mails the customer and notifies its owner', async () => {
    const actor = await bench.user('demo.ast.lead');
    const out = await associateContractToUser(bench.deps(), actor, ask);
    const { workflowId } = out.associateContractToUserResponse;
    expect(out.associateContractToUserResponse).toEqual({ workflowId, status: 'open', customers: 0 });
    const pending = await bench
      .deps()
      .db.selectFrom('user_customers')
      .select(['relation', 'status', 'scope'])
      .where('user_id', '=', actor.userId)
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    expect(
      pending.every((r) => r.relation === 'delegate' && r.status === 'pending' && r.scope === 'pay'),
    ).toBe(true);
    const [mail] = await bench.outbox('mario.rossi@example.it');
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Richiesta di delega' });
    expect(mail!.meta).toMatchObject({ workflowId, kind: 'delegation-request' });
    expect(mail!.body).toContain('accesso in lettura e ai pagamenti');
    // The delegate's name is quoted; only the named customer is asked.
    expect(mail!.body).toMatch(/l\u2019utente «[^»]+» chiede/);
    expect(pending).toHaveLength(1);

    // While it waits, a second request is a conflict.
    await expectHttpError(associateContractToUser(bench.deps(), actor, ask), 409);
  });

  it('refuses an unknown customer code as wrong fiscal data, and a request without fiscal data', async () => {
    const actor = await bench.user('demo.ast.azienda');
    const unknown = await expectHttpError(
      associateContractToUser(bench.deps(), actor, { ...ask, customerCode: 'AST9999999' }),
      400,
      'fiscal_data_mismatch',
    );
    expect(unknown.fields).toEqual({
      'associateContractToUserRequest.customerCode': 'Codice cliente e dati fiscali non corrispondono',
    });
    await expectHttpError(
      associateContractToUser(bench.deps(), actor, { ...ask, fiscalCode: undefined }),
      400,
    );
  });
});
