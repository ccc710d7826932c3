import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS, DEMO_PENDING_USER } from '../src/seed/core';
import { useTestApp, type TestApp } from './helper';

interface OutboxMessage {
  to: string;
  subject: string | null;
  body: string;
  meta: { linkId?: number; hashCode?: string; linkUrl?: string; otpCode?: string; workflowId?: string };
}

async function lastMessage(t: TestApp, to: string): Promise<OutboxMessage> {
  const res = await t.request('GET', '/dev/outbox', { query: { to } });
  const [message] = res.json().messages as OutboxMessage[];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

async function userIdOf(t: TestApp, session: string): Promise<number> {
  return (await t.request('GET', `/Core/v1/sessions/${session}`, { session })).json().getSessionResponse.user
    .id;
}

const register = (t: TestApp, session: string, body: Record<string, unknown>) =>
  t.request('POST', '/Core/v1/users', {
    session,
    body: { createNewUserRequest: { privacy: { personalData: true }, ...body } },
  });

/** Opens a password link as the web app does: a link session, then PUT /users with the new password. */
async function setPasswordWithLink(
  t: TestApp,
  linkId: number,
  hashCode: string,
  userId: number,
  password: string,
) {
  const created = await t.request('POST', '/Core/v1/sessions', {
    body: { createNewSessionRequest: { company: 'ast', linkId, hashCode, guest: true } },
  });
  if (created.statusCode !== 201) return created;
  const session = created.json().createNewSessionResponse.sessionId as string;
  return t.request('PUT', '/Core/v1/users', {
    session,
    body: { updateUserRequest: { id: userId, password } },
  });
}

describe('Core: registration, users, passwords', () => {
  const t = useTestApp();

  it('registers a private customer by customer code and fiscal code, then the first access link activates it', async () => {
    const session = await t().newSession('ast');
    const res = await register(t(), session, {
      registrationType: 'private',
      customerCode: 'ast0001003',
      fiscalCode: 'bncgli85m41f205b',
      email: 'giulia.nuova@example.it',
      username: 'giuliab',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().createNewUserResponse;
    expect(created).toMatchObject({
      success: true,
      username: 'giuliab',
      status: 'Pending',
      sentTo: 'gi***@example.it',
    });

    // Proof of ownership first: the code goes to the customer's e-mail on file; the e-mail typed
    // gets nothing until the proof matched, then only its first-access link.
    expect(created.proof).toMatchObject({ method: 'email', sentTo: 'gi***@example.it', attemptsLeft: 5 });
    const code = await lastMessage(t(), 'giulia.bianchi@example.it');
    expect(code.meta.otpCode).toMatch(/^\d{4}$/);
    const proved = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session,
      body: { otpVerificationRequest: { workflowId: created.proof.workflowId, code: code.meta.otpCode } },
    });
    expect(proved.statusCode).toBe(200);
    expect(proved.json().otpVerificationResponse).toMatchObject({
      matches: true,
      ownership: { kind: 'registration', customerKey: 'AST0001003', passwordLinkSentTo: 'gi***@example.it' },
    });
    const mail = await lastMessage(t(), 'giulia.nuova@example.it');
    expect(mail.meta.linkUrl).toContain('/crea-psw?linkId=');
    expect(mail.body).toContain(mail.meta.linkUrl);

    // Pending: no login yet.
    const early = await t().request('POST', '/Core/v1/user/login', {
      session: await t().newSession('ast'),
      body: { doLoginRequest: { username: 'giuliab', password: 'Nuova!Password1' } },
    });
    expect(early.json()).toHaveProperty('doLoginFailed');

    const set = await setPasswordWithLink(
      t(),
      mail.meta.linkId!,
      mail.meta.hashCode!,
      created.userId,
      'Nuova!Password1',
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ updateUserResponse: { success: true, user: null } });

    const session2 = await t().login('giuliab', 'Nuova!Password1', 'ast');
    const me = await t().request('GET', `/Core/v1/users/${created.userId}`, { session: session2 });
    expect(me.json().getUserResponse).toMatchObject({
      username: 'giuliab',
      status: 'Active',
      type: 'Customer',
    });
    expect(me.json().getUserResponse.contracts.contract.length).toBeGreaterThan(0);

    // The link is single use.
    const replay = await setPasswordWithLink(
      t(),
      mail.meta.linkId!,
      mail.meta.hashCode!,
      created.userId,
      'Altra!Password2',
    );
    expect(replay.statusCode).toBe(410);
    expect(replay.json().error.code).toBe('link_expired');
  });

  it('registers a company by VAT number and a condominium by its fiscal code', async () => {
    const session = await t().newSession('ast');
    const company = await register(t(), session, {
      registrationType: 'company',
      customerCode: 'AST0001007',
      vatNumber: '03456780901',
      email: 'paolo.ferri@example.it',
      username: 'ferripaolo',
    });
    expect(company.statusCode).toBe(201);
    const condo = await register(t(), session, {
      registrationType: 'condominium',
      customerCode: 'AST0001004',
      fiscalCode: '80012340586',
      email: 'amministratore@condominiotoledo.example.it',
      username: 'condominiotoledo',
    });
    expect(condo.statusCode).toBe(201);
  });

  it('registers a delegate with contacts, address and privacy', async () => {
    const session = await t().newSession('ast');
    const res = await register(t(), session, {
      registrationType: 'delegate',
      firstName: 'Carla',
      lastName: 'Conti',
      fiscalCode: 'RSSMRA80A01H501U',
      email: 'carla.conti@example.it',
      phoneMobile: '347 555 0001',
      username: 'carlaconti',
      address: {
        streetName: 'Via Roma',
        civicNumber: '1',
        city: 'Roma',
        province: 'rm',
        postalCode: '00100',
      },
      privacy: { personalData: true, marketing: true },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMessage(t(), 'carla.conti@example.it');
    expect(mail.meta.linkUrl).toContain('/crea-psw');
    const profile = await t()
      .db.selectFrom('user_profiles')
      .selectAll()
      .where('user_id', '=', res.json().createNewUserResponse.userId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      registration_type: 'delegate',
      phone_mobile: '+393475550001',
      province: 'RM',
      privacy_marketing: true,
    });
  });

  it.each([
    [
      'wrong fiscal code for the customer',
      { registrationType: 'private', customerCode: 'AST0001005', fiscalCode: 'RSSMRA80A01H501U' },
      400,
      'fiscal_data_mismatch',
    ],
    [
      'unknown customer code',
      { registrationType: 'private', customerCode: 'AST9999999', fiscalCode: 'VRDLCU75C12L219L' },
      400,
      'fiscal_data_mismatch',
    ],
    [
      'type not matching the customer',
      { registrationType: 'company', customerCode: 'AST0001005', vatNumber: '03456780901' },
      400,
      'fiscal_data_mismatch',
    ],
    [
      'bad fiscal code check character',
      { registrationType: 'private', customerCode: 'AST0001005', fiscalCode: 'VRDLCU75C12L219A' },
      400,
      'validation_error',
    ],
  ])('refuses a registration with %s', async (_case, body, status, code) => {
    const session = await t().newSession('ast');
    const before = await t()
      .db.selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await register(t(), session, { ...body, email: 'x.y@example.it', username: 'nuovoutente' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    const after = await t()
      .db.selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('validates registration input with Italian messages per field', async () => {
    const session = await t().newSession('ast');
    const missing = await register(t(), session, {
      registrationType: 'private',
      email: 'a@b.it',
      username: 'abc',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['createNewUserRequest.customerCode']).toBe(
      'Inserire il codice cliente',
    );

    const noPrivacy = await t().request('POST', '/Core/v1/users', {
      session,
      body: {
        createNewUserRequest: {
          registrationType: 'private',
          customerCode: 'AST0001005',
          fiscalCode: 'VRDLCU75C12L219L',
          email: 'a@b.it',
          username: 'lucaverdi',
          privacy: { personalData: false },
        },
      },
    });
    expect(noPrivacy.statusCode).toBe(400);
    expect(noPrivacy.json().error.message).toBe(
      'Il consenso al trattamento dei dati personali è obbligatorio',
    );

    const badUsername = await register(t(), session, {
      registrationType: 'private',
      customerCode: 'AST0001005',
      fiscalCode: 'VRDLCU75C12L219L',
      email: 'luca@example',
      username: 'luca.verdi!',
    });
    expect(badUsername.statusCode).toBe(400);
    expect(badUsername.json().error.fields).toMatchObject({
      'createNewUserRequest.username': 'Nome utente non valido o già in uso. Riprova',
      'createNewUserRequest.email': 'Indirizzo e-mail non valido',
    });

    const taken = await register(t(), session, {
      registrationType: 'private',
      customerCode: 'AST0001005',
      fiscalCode: 'VRDLCU75C12L219L',
      email: 'luca@example.it',
      username: DEMO_PENDING_USER.username.toUpperCase(),
    });
    // The username is taken (whether AST0001005 has an owner is told only after a proof).
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('username_taken');
  });

  it('answers users/validate for username, customer code and fiscal data', async () => {
    const session = await t().newSession('ast');
    const free = await t().request('POST', '/Core/v1/users/validate', {
      session,
      body: {
        validateUserRequest: {
          username: 'liberissimo',
          customerCode: 'AST0001006',
          fiscalCode: 'NREANN90E50G273K',
        },
      },
    });
    expect(free.json().validateUserResponse).toEqual({
      valid: true,
      usernameAvailable: true,
      customerMatches: true,
      messages: {},
    });
    const used = await t().request('POST', '/Core/v1/users/validate', {
      session,
      body: {
        validateUserRequest: {
          username: 'Demo.Ast',
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
        },
      },
    });
    // A registered customer answers as any other: no alreadyRegistered before the proof.
    expect(used.json().validateUserResponse).toEqual({
      valid: false,
      usernameAvailable: false,
      customerMatches: true,
      messages: { username: 'Nome utente non valido o già in uso. Riprova' },
    });
    const wrong = await t().request('POST', '/Core/v1/users/validate', {
      session,
      body: { validateUserRequest: { customerCode: 'AST0001006', fiscalCode: 'RSSMRA80A01H501U' } },
    });
    expect(wrong.json().validateUserResponse).toMatchObject({ valid: false, customerMatches: false });
  });

  it('checks fiscal data: check characters and the match with a customer code', async () => {
    const session = await t().newSession('ast');
    const ok = await t().request('POST', '/Core/v1/check-fiscal-data', {
      session,
      body: { checkFiscalDataRequest: { fiscalCode: 'nreann90e50g273k', customerCode: 'AST0001006' } },
    });
    expect(ok.json().checkFiscalDataResponse).toEqual({
      valid: true,
      fiscalCodeValid: true,
      customerMatches: true,
      messages: {},
    });
    const bad = await t().request('POST', '/Core/v1/check-fiscal-data', {
      session,
      body: { checkFiscalDataRequest: { fiscalCode: 'NREANN90E50G273X', vatNumber: '03456789018' } },
    });
    expect(bad.json().checkFiscalDataResponse).toMatchObject({
      valid: false,
      fiscalCodeValid: false,
      vatNumberValid: false,
      messages: { fiscalCode: 'Codice fiscale non valido', vatNumber: 'Partita IVA non valida' },
    });
    // Right check digit, but office code 890 (digits 8–10) does not exist: the domain's one rule.
    const noOffice = await t().request('POST', '/Core/v1/check-fiscal-data', {
      session,
      body: { checkFiscalDataRequest: { vatNumber: '12345678903' } },
    });
    expect(noOffice.json().checkFiscalDataResponse).toMatchObject({
      valid: false,
      vatNumberValid: false,
      messages: { vatNumber: 'Partita IVA non valida' },
    });
    const empty = await t().request('POST', '/Core/v1/check-fiscal-data', {
      session,
      body: { checkFiscalDataRequest: {} },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("reads the session's own user; another user's id is 403; an Agency reads the users it serves", async () => {
    const session = await t().login('demo.ast');
    const me = await userIdOf(t(), session);
    expect(
      (await t().request('GET', `/Core/v1/users/${me}`, { session })).json().getUserResponse.username,
    ).toBe('demo.ast');
    const other = await t()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'demo.ast.azienda')
      .executeTakeFirstOrThrow();
    const denied = await t().request('GET', `/Core/v1/users/${other.id}`, { session });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('azienda');

    // demo.ast.agenzia serves AST0001006: give that customer an owner and read it.
    const owner = await t()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'demo.ast.lead')
      .executeTakeFirstOrThrow();
    const customer = await t()
      .db.selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001006')
      .executeTakeFirstOrThrow();
    await t()
      .db.insertInto('user_customers')
      .values({ user_id: owner.id, customer_id: customer.id, relation: 'owner' })
      .execute();
    const agency = await t().login('demo.ast.agenzia');
    expect((await t().request('GET', `/Core/v1/users/${owner.id}`, { session: agency })).statusCode).toBe(
      200,
    );
    expect((await t().request('GET', `/Core/v1/users/${me}`, { session: agency })).statusCode).toBe(403);
    const byContract = await t().request('GET', '/Core/v1/users', {
      session: agency,
      query: { contractKey: 'CTR-AST0001006-01' },
    });
    expect(byContract.json().getUsersResponse.users.map((u: { username: string }) => u.username)).toEqual([
      'demo.ast.lead',
    ]);
    await t().db.deleteFrom('user_customers').where('user_id', '=', owner.id).execute();
  });

  it('lists users by contractKey: own contract gives the own user, another contract 403', async () => {
    const session = await t().login('demo.ast');
    const own = await t().request('GET', '/Core/v1/users', {
      session,
      query: { contractKey: 'CTR-AST0001001-01' },
    });
    expect(own.json().getUsersResponse.users.map((u: { username: string }) => u.username)).toEqual([
      'demo.ast',
    ]);
    const other = await t().request('GET', '/Core/v1/users', {
      session,
      query: { contractKey: 'CTR-AST0001002-01' },
    });
    expect(other.statusCode).toBe(403);
    expect((await t().request('GET', '/Core/v1/users', { session })).statusCode).toBe(400);
  });

  it('updates options and notification preferences; refuses another id', async () => {
    const session = await t().login('demo.ast.variazione');
    const me = await userIdOf(t(), session);
    const res = await t().request('PUT', '/Core/v1/users', {
      session,
      body: {
        updateUserRequest: {
          id: me,
          userOptions: '{"theme":"scuro"}',
          receiveCommercialNotifications: true,
          receiveTechNotifications: false,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updateUserResponse.user).toMatchObject({
      userOptions: '{"theme":"scuro"}',
      receiveCommercialNotifications: true,
      receiveTechNotifications: false,
    });
    const notJson = await t().request('PUT', '/Core/v1/users', {
      session,
      body: { updateUserRequest: { id: me, userOptions: '[1' } },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe('userOptions deve essere un oggetto JSON');
    const other = await t().request('PUT', '/Core/v1/users', {
      session,
      body: { updateUserRequest: { id: me + 1, receiveTechNotifications: true } },
    });
    expect(other.statusCode).toBe(403);
  });

  it('changes the password only with the current one, enforces the rules and ends the other sessions', async () => {
    let session = await t().login('demo.ast.variazione');
    const otherDevice = await t().login('demo.ast.variazione');
    const me = await userIdOf(t(), session);
    const put = (body: Record<string, unknown>) =>
      t().request('PUT', '/Core/v1/users', { session, body: { updateUserRequest: { id: me, ...body } } });

    const noCurrent = await put({ password: 'Nuova!Pass1' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().error.fields['updateUserRequest.currentPassword']).toBe(
      'Inserire la password attuale',
    );

    const wrong = await put({ password: 'Nuova!Pass1', currentPassword: 'Sbagliata!1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      message: 'La password attuale non è corretta',
    });

    const weak = await put({ password: 'debole', currentPassword: 'Sportello!2026' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('La password deve contenere almeno 8 caratteri');
    expect(weak.json().error.fields['updateUserRequest.password']).toContain('almeno una lettera maiuscola');
    const noSymbol = await put({ password: 'Password12', currentPassword: 'Sportello!2026' });
    expect(noSymbol.json().error.message).toBe('La password deve contenere almeno un simbolo');

    const ok = await put({ password: 'Nuova!Pass1', currentPassword: 'Sportello!2026' });
    expect(ok.statusCode).toBe(200);
    expect((await t().request('GET', '/Core/v1/modules', { session: otherDevice })).statusCode).toBe(401);
    // This session goes on under a new id (X-Session-Id of the answer); the old id is ended.
    const rotated = ok.headers['x-session-id'] as string;
    expect((await t().request('GET', '/Core/v1/modules', { session })).statusCode).toBe(401);
    session = rotated;
    expect((await t().request('GET', '/Core/v1/modules', { session })).statusCode).toBe(200);
    await t().login('demo.ast.variazione', 'Nuova!Pass1');
    // Put the demo password back for the other tests.
    await put({ password: 'Sportello!2026', currentPassword: 'Nuova!Pass1' });
  });

  it('resets a password by username and e-mail: queued, a single-use expiring link to /recupero-psw', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: {
        passwordResetRequest: {
          username: 'demo.ast.azienda',
          email: 'AMMINISTRAZIONE@officinebianchi.example.it',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passwordResetResponse: { status: 'queued' } });
    const first = await lastMessage(t(), 'amministrazione@officinebianchi.example.it');
    expect(first.meta.linkUrl).toContain('/recupero-psw?linkId=');

    // A second request cancels the first link.
    await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: { customerCode: 'AST0001002', vatNumber: '02345670158' } },
    });
    const second = await lastMessage(t(), 'amministrazione@officinebianchi.example.it');
    expect(second.meta.linkId).not.toBe(first.meta.linkId);
    const userId = (
      await t()
        .db.selectFrom('users')
        .select('id')
        .where('username', '=', 'demo.ast.azienda')
        .executeTakeFirstOrThrow()
    ).id;
    const old = await setPasswordWithLink(
      t(),
      first.meta.linkId!,
      first.meta.hashCode!,
      userId,
      'Reset!Password9',
    );
    expect(old.statusCode).toBe(410);

    // Expired: 410 with its message.
    await sql`update links set expires_at = now() - interval '1 minute' where id = ${second.meta.linkId!}`.execute(
      t().db,
    );
    const expired = await setPasswordWithLink(
      t(),
      second.meta.linkId!,
      second.meta.hashCode!,
      userId,
      'Reset!Password9',
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe('Link scaduto, inserire nuovamente i dati');

    // A fresh one works once; the wrong user id in the request is refused.
    await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: {
        passwordResetRequest: {
          username: 'demo.ast.azienda',
          email: 'amministrazione@officinebianchi.example.it',
        },
      },
    });
    const third = await lastMessage(t(), 'amministrazione@officinebianchi.example.it');
    const wrongUser = await setPasswordWithLink(
      t(),
      third.meta.linkId!,
      third.meta.hashCode!,
      userId + 1,
      'Reset!Password9',
    );
    expect(wrongUser.statusCode).toBe(403);
    const done = await setPasswordWithLink(
      t(),
      third.meta.linkId!,
      third.meta.hashCode!,
      userId,
      'Reset!Password9',
    );
    expect(done.statusCode).toBe(200);
    await t().login('demo.ast.azienda', 'Reset!Password9');
    await t()
      .db.updateTable('users')
      .set({
        password_hash: (
          await t()
            .db.selectFrom('users')
            .select('password_hash')
            .where('username', '=', 'demo.ast')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', '=', userId)
      .execute();
  });

  it.each([
    ['wrong e-mail', { username: 'demo.ast', email: 'altro@example.it' }],
    ['unknown user', { username: 'nessuno', email: 'mario.rossi@example.it' }],
    ['not Active user', { username: 'demo.ast.sospeso', email: 'sospeso@example.it' }],
    [
      'customer code with a wrong fiscal code',
      { customerCode: 'AST0001001', fiscalCode: 'VRDLCU75C12L219L' },
    ],
  ])('answers a reset with %s as any other (queued), sending nothing', async (_case, body) => {
    const session = await t().newSession('ast');
    const before = (await t().request('GET', '/dev/outbox')).json().messages.length;
    const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: body },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passwordResetResponse: { status: 'queued' } });
    expect((await t().request('GET', '/dev/outbox')).json().messages.length).toBe(before);
  });

  it('creates the password of the seeded Pending user with the seeded link', async () => {
    const user = await t()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_PENDING_USER.username)
      .executeTakeFirstOrThrow();
    const res = await setPasswordWithLink(
      t(),
      DEMO_LINKS.createPassword.id,
      DEMO_LINKS.createPassword.hashCode,
      user.id,
      'Prima!Volta1',
    );
    expect(res.statusCode).toBe(200);
    await t().login(DEMO_PENDING_USER.username, 'Prima!Volta1', 'ast');
  });

  it('does not let an anonymous session or a non-password link set a password', async () => {
    const anonymous = await t().newSession('ast');
    const res = await t().request('PUT', '/Core/v1/users', {
      session: anonymous,
      body: { updateUserRequest: { id: 1, password: 'Nuova!Pass1' } },
    });
    expect(res.statusCode).toBe(401);
    const guest = (
      await t().request('POST', '/Core/v1/sessions', {
        body: {
          createNewSessionRequest: {
            company: 'ast',
            linkId: DEMO_LINKS.pun.id,
            hashCode: DEMO_LINKS.pun.hashCode,
          },
        },
      })
    ).json().createNewSessionResponse.sessionId;
    const viaPun = await t().request('PUT', '/Core/v1/users', {
      session: guest,
      body: { updateUserRequest: { id: 1, password: 'Nuova!Pass1' } },
    });
    expect(viaPun.statusCode).toBe(403);
  });
});
