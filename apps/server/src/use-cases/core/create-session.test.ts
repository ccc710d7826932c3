import { createNewSessionRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS } from '../../seed/core';
import { touchSession } from '../../services/session-store';
import { createNewSession } from './create-session';

const IP = '203.0.113.9';

const input = (body: Record<string, unknown>) =>
  createNewSessionRequestSchema.parse({ createNewSessionRequest: body }).createNewSessionRequest;

describe('createNewSession', () => {
  const bench = useUseCaseBench();
  const customerOf = async (key: string) =>
    (
      await bench
        .deps()
        .db.selectFrom('customers')
        .select('id')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).id;

  it('opens an anonymous session of a brand, stored under its id', async () => {
    const created = (await createNewSession(bench.deps(), input({ company: 'SGR' }), IP))
      .createNewSessionResponse;
    expect(created).toMatchObject({
      company: 'sgr',
      user: null,
      guest: false,
      roles: [],
      currentCustomerId: null,
    });
    const { db, config } = bench.deps();
    expect(await touchSession(db, created.sessionId, config)).toMatchObject({
      companyCode: 'sgr',
      userId: null,
      linkId: null,
      guest: false,
    });
  });

  it("opens a link's guest session with the link's customer, and none for password and survey links", async () => {
    const astCustomer = await customerOf('AST0001001');
    const { message, survey, createPassword } = DEMO_LINKS;
    const open = async (link: { id: number; hashCode: string }, guest?: boolean) =>
      (
        await createNewSession(
          bench.deps(),
          input({ company: 'ast', linkId: link.id, hashCode: link.hashCode, guest }),
          IP,
        )
      ).createNewSessionResponse;
    expect(await open(message)).toMatchObject({
      guest: true,
      roles: ['Guest'],
      currentCustomerId: astCustomer,
    });
    expect(await open(survey)).toMatchObject({ guest: true, currentCustomerId: null });
    expect(await open(createPassword)).toMatchObject({ guest: true, currentCustomerId: null });
    // guest: false keeps the link but needs the login: no customer.
    const withLogin = await open(message, false);
    expect(withLogin).toMatchObject({ guest: false, roles: [], currentCustomerId: null });
    const { db, config } = bench.deps();
    expect(await touchSession(db, withLogin.sessionId, config)).toMatchObject({ linkId: message.id });
  });

  it('refuses half a link (400), a wrong hash or another brand (404), an expired link (410), opening nothing', async () => {
    const { db } = bench.deps();
    const count = async () =>
      Number((await db.selectFrom('sessions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const { message, expired } = DEMO_LINKS;
    await expectHttpError(
      createNewSession(bench.deps(), input({ company: 'ast', linkId: message.id }), IP),
      400,
    );
    await expectHttpError(
      createNewSession(
        bench.deps(),
        input({ company: 'ast', linkId: message.id, hashCode: 'Sbagliato' }),
        IP,
      ),
      404,
      'link_invalid',
    );
    await expectHttpError(
      createNewSession(
        bench.deps(),
        input({ company: 'sgr', linkId: message.id, hashCode: message.hashCode }),
        IP,
      ),
      404,
      'link_invalid',
    );
    await expectHttpError(
      createNewSession(
        bench.deps(),
        input({ company: 'ast', linkId: expired.id, hashCode: expired.hashCode }),
        IP,
      ),
      410,
      'link_expired',
    );
    expect(await count()).toBe(before);
  });
});
