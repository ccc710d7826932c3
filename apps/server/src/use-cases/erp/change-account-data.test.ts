import { accountDataRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeAccountData } from './change-account-data';

const input = (body: object) =>
  accountDataRequestSchema.parse({ accountDataRequest: body }).accountDataRequest;

describe('changeAccountData', () => {
  const bench = useUseCaseBench();

  it('applies consents at once and opens the registry change (IR010); the next change waits for it', async () => {
    const actor = await bench.user('demo.ast');
    const out = await changeAccountData(
      bench.deps(),
      actor,
      input({ customerKey: 'AST0001001', privacyOthers: true }),
    );
    expect(out.createRequestResponse).toMatchObject({ requestType: 'Var_Anagrafica', PhaseCode: 'IR010' });
    const customer = await bench
      .deps()
      .db.selectFrom('customers')
      .select('privacy_others')
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    expect(customer.privacy_others).toBe(true);
    await expectHttpError(
      changeAccountData(bench.deps(), actor, input({ customerKey: 'AST0001001', privacyCompany: true })),
      409,
      'registry_change_in_progress',
    );
  });

  it('refuses a new e-mail not verified with its code, changing nothing', async () => {
    const actor = await bench.user('demo.ast.azienda');
    await expectHttpError(
      changeAccountData(bench.deps(), actor, input({ customerKey: 'AST0001002', email: 'nuova@example.it' })),
      409,
    );
    const customer = await bench
      .deps()
      .db.selectFrom('customers')
      .select('email')
      .where('key', '=', 'AST0001002')
      .executeTakeFirstOrThrow();
    expect(customer.email).not.toBe('nuova@example.it');
  });
});
