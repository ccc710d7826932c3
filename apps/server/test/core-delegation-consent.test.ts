import { describe, expect, it } from 'vitest';
import { addSecondCodeOfMarioRossi, useTestApp, type TestApp } from './helper';

/**
 * Issue 18, items 3, 5 and 7: a delegation names one customer and is decided only by its owner,
 * logged in; the delegate's name is restricted and quoted; a read-only delegate files nothing in
 * the owner's name; the contact form and session creation are throttled per address; every
 * privilege change rotates the session (the answer carries the new id, the old one is refused).
 */

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  meta: { linkId?: number; hashCode?: string; otpCode?: string; workflowId?: string };
}

const CONTACT = '/services/rest/portalapi/Contact/v1/requests';

const outbox = async (t: TestApp, to: string): Promise<OutboxMessage[]> =>
  (await t.request('GET', '/dev/outbox', { query: { to } })).json().messages as OutboxMessage[];

const ask = (t: TestApp, session: string, body: Record<string, unknown>) =>
  t.request('POST', '/Wfm/v1/associate-contract-to-user/start', {
    session,
    body: { associateContractToUserRequest: { delegation: true, ...body } },
  });

const decide = (t: TestApp, session: string, workflowId: string, reply: string, scope?: string) =>
  t.request('POST', '/Wfm/v1/workflow/task-execute', {
    session,
    body: { workflowTaskExecuteRequest: { workflowId, taskName: 'confirm-delegation', reply, scope } },
  });

const customerKeys = async (t: TestApp, session: string): Promise<string[]> =>
  (await t.request('GET', '/Erp/v1/customers', { session }))
    .json()
    .getCustomersResponse.customers.map((c: { key: string }) => c.key);

const userIdOf = async (t: TestApp, username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** The rotated id of an answer: present, new, and the old id is refused right after. */
async function expectRotated(t: TestApp, res: { headers: Record<string, unknown> }, old: string) {
  const fresh = res.headers['x-session-id'];
  expect(typeof fresh).toBe('string');
  expect(fresh).not.toBe(old);
  expect((await t.request('GET', '/Core/v1/notifications', { session: old })).statusCode).toBe(401);
  expect((await t.request('GET', '/Core/v1/notifications', { session: fresh as string })).statusCode).toBe(
    200,
  );
  return fresh as string;
}

describe('Delegation consent: one customer, its owner only (issue 18 item 3)', () => {
  const t = useTestApp();

  it("needs the customer's own fiscal code or VAT number; an unknown code answers as wrong data", async () => {
    const lead = await t().login('demo.ast.lead');
    const none = await ask(t(), lead, { customerCode: 'AST0001001' });
    expect(none.statusCode).toBe(400);
    const wrong = await ask(t(), lead, { customerCode: 'AST0001001', fiscalCode: 'BNCGLI85M41F205B' });
    const unknown = await ask(t(), lead, { customerCode: 'AST7777777', fiscalCode: 'RSSMRA80A01H501U' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(await outbox(t(), 'mario.rossi@example.it')).toEqual([]);
  });

  it('never spreads to other customers with the same fiscal code; the link opens the decision, only the owner logged in makes it', async () => {
    await addSecondCodeOfMarioRossi(t());
    const agency = await t().login('demo.ast.agenzia');
    const res = await ask(t(), agency, { customerCode: 'AST0001001', fiscalCode: 'RSSMRA80A01H501U' });
    expect(res.statusCode).toBe(200);
    const { workflowId } = res.json().associateContractToUserResponse;
    const pending = await t()
      .db.selectFrom('user_customers as uc')
      .innerJoin('customers as c', 'c.id', 'uc.customer_id')
      .select('c.key')
      .where('uc.user_id', '=', await userIdOf(t(), 'demo.ast.agenzia'))
      .where('uc.status', '=', 'pending')
      .execute();
    expect(pending.map((r) => r.key)).toEqual(['AST0001001']);

    // The mailed link opens the request (read) but its guest session cannot decide it.
    const [mail] = await outbox(t(), 'mario.rossi@example.it');
    expect(mail!.body).toContain('«');
    const link = (
      await t().request('POST', '/Core/v1/sessions', {
        body: {
          createNewSessionRequest: {
            company: 'ast',
            linkId: mail!.meta.linkId,
            hashCode: mail!.meta.hashCode,
            guest: true,
          },
        },
      })
    ).json().createNewSessionResponse.sessionId as string;
    const read = await t().request('GET', `/Core/v1/delegations/requests/${workflowId}`, { session: link });
    expect(read.statusCode).toBe(200);
    expect(read.json().getDelegationRequestResponse.customers).toEqual([
      { key: 'AST0001001', name: 'Mario Rossi' },
    ]);
    const byLink = await decide(t(), link, workflowId, 'accept');
    expect(byLink.statusCode).toBe(403);
    expect(byLink.json().error.code).toBe('delegation_login_required');
    expect(byLink.json().error.message).toMatch(/accedi/);
    // Another customer's owner and the delegate itself: 404.
    expect((await decide(t(), await t().login('demo.ast.azienda'), workflowId, 'accept')).statusCode).toBe(
      404,
    );
    expect((await decide(t(), agency, workflowId, 'accept')).statusCode).toBe(404);

    // The owner, logged in, narrows it to read: only AST0001001 is granted.
    const owner = await t().login('demo.ast');
    const ok = await decide(t(), owner, workflowId, 'accept', 'read');
    expect(ok.statusCode).toBe(200);
    await expectRotated(t(), ok, owner);
    const keys = await customerKeys(t(), agency);
    expect(keys).toContain('AST0001001');
    expect(keys).not.toContain('AST0009001');
  });

  it("restricts the delegate's name at registration and quotes it in every mail, notification and push", async () => {
    const session = await t().newSession('ast');
    const register = (firstName: string, lastName: string, username: string) =>
      t().request('POST', '/Core/v1/users', {
        session,
        body: {
          createNewUserRequest: {
            registrationType: 'delegate',
            email: `${username}@example.it`,
            phoneMobile: '+39 333 1234567',
            username,
            firstName,
            lastName,
            fiscalCode: 'VRDGPP70A01H501X',
            address: {
              city: 'Roma',
              province: 'RM',
              streetName: 'Via Roma',
              civicNumber: '1',
              postalCode: '00100',
            },
            privacy: { personalData: true },
          },
        },
      });
    const bad = await register('Mario.', 'Clicca qui www.x.it', 'clicca1');
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().error.fields ?? {}).join(' ')).toMatch(/Nome non valido/);
    const long = await register('Anna', 'B'.repeat(40), 'lungo1');
    expect(long.statusCode).toBe(400);

    // An older profile whose name breaks the rule: reduced and quoted in what the owner gets.
    const lead = await userIdOf(t(), 'demo.ast.lead');
    await t()
      .db.insertInto('user_profiles')
      .values({
        user_id: lead,
        registration_type: 'delegate',
        first_name: 'Mario.',
        last_name: 'Clicca qui www.x.it',
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ first_name: 'Mario.', last_name: 'Clicca qui www.x.it' }),
      )
      .execute();
    const asked = await ask(t(), await t().login('demo.ast.lead'), {
      customerCode: 'AST0001002',
      vatNumber: '02345670158',
    });
    expect(asked.statusCode).toBe(200);
    const messages = await outbox(t(), 'amministrazione@officinebianchi.example.it');
    const mail = messages.find(
      (m) => m.meta.workflowId === asked.json().associateContractToUserResponse.workflowId,
    );
    expect(mail!.body).toContain('«Mario Clicca qui www x it»');
    expect(mail!.body).not.toContain('www.x.it');
    const owner = await t().login('demo.ast.azienda');
    const notes = (await t().request('GET', '/Core/v1/notifications', { session: owner })).json()
      .getNotificationsResponse.notifications as { message: string }[];
    expect(notes[0]!.message).toMatch(/^«Mario Clicca qui www x it» chiede/);
  });
});

describe('Session rotation on every privilege change (issue 18 item 7)', () => {
  const t = useTestApp();

  it('accepting, then revoking, a delegation rotates the owner session each time', async () => {
    const lead = await t().login('demo.ast.lead');
    const asked = await ask(t(), lead, { customerCode: 'AST0001001', fiscalCode: 'RSSMRA80A01H501U' });
    const { workflowId } = asked.json().associateContractToUserResponse;
    const owner = await t().login('demo.ast');
    const accepted = await decide(t(), owner, workflowId, 'accept');
    expect(accepted.statusCode).toBe(200);
    const afterAccept = await expectRotated(t(), accepted, owner);
    const customer = await t()
      .db.selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    const res = await t().request('POST', '/Core/v1/delegations/revoke', {
      session: afterAccept,
      body: {
        revokeDelegationRequest: {
          delegateId: await userIdOf(t(), 'demo.ast.lead'),
          customerId: customer.id,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    await expectRotated(t(), res, afterAccept);
    expect(await customerKeys(t(), lead)).toEqual([]);
  });

  it('a password change rotates the current session and ends the others', async () => {
    const other = await t().login('demo.ast.password');
    const session = await t().login('demo.ast.password');
    const id = await userIdOf(t(), 'demo.ast.password');
    const res = await t().request('PUT', '/Core/v1/users', {
      session,
      body: { updateUserRequest: { id, password: 'Nuova!Pass2026', currentPassword: 'Sportello!2026' } },
    });
    expect(res.statusCode).toBe(200);
    await expectRotated(t(), res, session);
    expect((await t().request('GET', '/Core/v1/notifications', { session: other })).statusCode).toBe(401);
  });

  it('proving ownership of a customer rotates the session', async () => {
    const session = await t().login('demo.ast.lead');
    const started = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: { customerCode: 'AST0001006', fiscalCode: 'NREANN90E50G273K' },
      },
    });
    expect(started.statusCode).toBe(200);
    const { proof } = started.json().associateContractToUserResponse;
    const [mail] = await outbox(t(), 'anna.neri@example.it');
    const res = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session,
      body: { otpVerificationRequest: { workflowId: proof.workflowId, code: mail!.meta.otpCode } },
    });
    expect(res.json().otpVerificationResponse.matches).toBe(true);
    const fresh = await expectRotated(t(), res, session);
    expect(await customerKeys(t(), fresh)).toEqual(['AST0001006']);
  });
});

describe('Scopes and throttles (issue 18 item 5)', () => {
  const t = useTestApp({ SESSION_CREATE_IP_MAX: '40', CONTACT_IP_MAX: '3' });

  it('a read-only delegate cannot file a contact request in the owner name; the owner can', async () => {
    const delegate = await t().login('demo.ast.delegato');
    const body = (key: string) => ({
      contactRequest: {
        customer: { key },
        subject: 'bolletta',
        description: 'Una domanda',
        mobilephone: '3471234567',
      },
    });
    for (const key of ['AST0001004', 'AST0001003']) {
      // Read only, and read and pay: neither files anything in the owner's name.
      const refused = await t().request('POST', CONTACT, { session: delegate, body: body(key) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('scope_forbidden');
    }
    const owner = await t().login('demo.ast');
    const ok = await t().request('POST', CONTACT, { session: owner, body: body('AST0001001') });
    expect(ok.statusCode).toBe(201);
  });

  it('limits contact requests per client address: 429 with Retry-After and seconds in the body', async () => {
    const session = await t().login('demo.ast');
    const send = () =>
      t().request('POST', CONTACT, {
        session,
        body: { contactRequest: { subject: 'bolletta', description: 'x', mobilephone: '3471234567' } },
      });
    // The previous test spent all 3 of the window (refused requests count too).
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/Troppi tentativi|Riprova/i);
  });

  it('limits anonymous sessions per client address', async () => {
    let refused: { statusCode: number; headers: Record<string, unknown> } | undefined;
    for (let i = 0; i < 45 && !refused; i += 1) {
      const res = await t().request('POST', '/Core/v1/sessions', {
        body: { createNewSessionRequest: { company: 'ast' } },
      });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(201);
    }
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
