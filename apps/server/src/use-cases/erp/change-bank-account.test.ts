import { bankAccountChangeRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeBankAccount } from './change-bank-account';

const input = (body: object) =>
  bankAccountChangeRequestSchema.parse({
    bankAccountChangeRequest: { contractKey: 'CTR-AST0001001-01', ...body },
  }).bankAccountChangeRequest;

describe('changeBankAccount', () => {
  const bench = useUseCaseBench();

  it('validates the IBAN, marks the debit "in corso" and refuses a second change meanwhile', async () => {
    const actor = await bench.user('demo.ast');
    const bad = await expectHttpError(
      changeBankAccount(
        bench.deps(),
        actor,
        input({
          iban: 'IT00X0000000000000000000000',
          accountHolder: 'Mario Rossi',
          accountHolderFiscalCode: 'RSSMRA80A01H501U',
        }),
      ),
      400,
    );
    expect(bad.fields).toMatchObject({ iban: 'IBAN non valido' });
    const out = await changeBankAccount(
      bench.deps(),
      actor,
      input({
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        accountHolder: 'Mario Rossi',
        accountHolderFiscalCode: 'rssmra80a01h501u',
      }),
    );
    expect(out.createRequestResponse).toMatchObject({
      requestType: 'GestioneSDD',
      details: { action: 'Change', iban: 'IT60X0542811101000000123456' },
    });
    const contract = await bench
      .deps()
      .db.selectFrom('contracts')
      .select('sdd_status')
      .where('key', '=', 'CTR-AST0001001-01')
      .executeTakeFirstOrThrow();
    expect(contract.sdd_status).toBe('VariazioneInCorso');
    await expectHttpError(changeBankAccount(bench.deps(), actor, input({ action: 'Revoke' })), 409);
  });
});
