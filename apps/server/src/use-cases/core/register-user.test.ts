import { createNewUserRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PENDING_USER } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { registerUser } from './register-user';

const input = (body: object) =>
  createNewUserRequestSchema.parse({ createNewUserRequest: { privacy: { personalData: true }, ...body } })
    .createNewUserRequest;

describe('registerUser', () => {
  const bench = useUseCaseBench();

  it('creates a Pending user with no customer and sends the proof to the contact on file, not to the typed e-mail', async () => {
    const actor = await bench.anonymous();
    const out = await registerUser(
      bench.deps(),
      actor,
      input({
        registrationType: 'private',
        customerCode: 'ast0001003',
        fiscalCode: 'bncgli85m41f205b',
        email: 'giulia.nuova@example.it',
        username: 'giuliab',
      }),
    );
    expect(out.createNewUserResponse).toMatchObject({
      success: true,
      username: 'giuliab',
      status: 'Pending',
      proof: { method: 'email' },
    });
    expect(await bench.outbox('giulia.nuova@example.it')).toEqual([]);
    expect((await bench.outbox('giulia.bianchi@example.it')).length).toBe(1);
    const relations = await bench
      .deps()
      .db.selectFrom('user_customers')
      .select('customer_id')
      .where('user_id', '=', out.createNewUserResponse.userId)
      .execute();
    expect(relations).toEqual([]);
  });

  it('refuses fiscal data of another customer and a username in use', async () => {
    const actor = await bench.anonymous();
    await expectHttpError(
      registerUser(
        bench.deps(),
        actor,
        input({
          registrationType: 'private',
          customerCode: 'AST0001005',
          fiscalCode: 'RSSMRA80A01H501U',
          email: 'x@example.it',
          username: 'nuovoutente',
        }),
      ),
      400,
      'fiscal_data_mismatch',
    );
    await expectHttpError(
      registerUser(
        bench.deps(),
        actor,
        input({
          registrationType: 'private',
          customerCode: 'AST0001005',
          fiscalCode: 'VRDLCU75C12L219L',
          email: 'y@example.it',
          username: DEMO_PENDING_USER.username.toUpperCase(),
        }),
      ),
      409,
      'username_taken',
    );
  });
});
