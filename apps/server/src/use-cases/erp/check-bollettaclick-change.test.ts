import { emailInvoiceRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeEmailInvoice } from './change-email-invoice';
import { checkBollettaclickChange } from './check-bollettaclick-change';

describe('checkBollettaclickChange', () => {
  const bench = useUseCaseBench();
  const contractKey = 'CTR-AST0001001-01';

  it('says yes for an active contract, and no while a change is being worked on', async () => {
    const owner = await bench.user('demo.ast');
    expect(
      (await checkBollettaclickChange(bench.deps(), owner, { contractKey })).bollettaclickCanChangeResponse,
    ).toEqual({ contractKey, canChange: true, active: true, message: null });
    await changeEmailInvoice(
      bench.deps(),
      owner,
      emailInvoiceRequestSchema.parse({ emailInvoiceRequest: { contractKey, enabled: false } })
        .emailInvoiceRequest,
    );
    expect(
      (await checkBollettaclickChange(bench.deps(), owner, { contractKey })).bollettaclickCanChangeResponse,
    ).toEqual({
      contractKey,
      canChange: false,
      active: true,
      message: 'Una richiesta di modifica della bolletta via e-mail è già in lavorazione',
    });
  });

  it('says no for a contract that is no longer active', async () => {
    const owner = await bench.user('demo.ast.azienda');
    const db = bench.deps().db;
    const contract = await db
      .selectFrom('contracts')
      .innerJoin('user_customers', 'user_customers.customer_id', 'contracts.customer_id')
      .select(['contracts.id', 'contracts.key'])
      .where('user_customers.user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    await db.updateTable('contracts').set({ status: 'Cessato' }).where('id', '=', contract.id).execute();
    expect(
      (await checkBollettaclickChange(bench.deps(), owner, { contractKey: contract.key }))
        .bollettaclickCanChangeResponse,
    ).toMatchObject({ contractKey: contract.key, canChange: false, message: 'Il contratto non è attivo' });
  });

  it('refuses someone else\u2019s contract (403)', async () => {
    await expectHttpError(
      checkBollettaclickChange(bench.deps(), await bench.user('demo.ast.azienda'), { contractKey }),
      403,
    );
  });
});
