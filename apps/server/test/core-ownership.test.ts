import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { useTestApp, type TestApp } from './helper';

/**
 * Proof of ownership and delegation scopes (issue 9, holes 2, 7 and 8): knowing a customer's
 * codes gives nothing; a delegate gets only its scope; a revoked one loses access at once.
 */

interface OutboxMessage {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  meta: { linkId?: number; hashCode?: string; linkUrl?: string; otpCode?: string; workflowId?: string };
}

async function outbox(t: TestApp, to?: string): Promise<OutboxMessage[]> {
  const res = await t.request('GET', '/dev/outbox', to ? { query: { to } } : {});
  return res.json().messages as OutboxMessage[];
}

async function userId(t: TestApp, username: string): Promise<number> {
  return (
    await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  ).id;
}

async function relations(t: TestApp, uid: number) {
  return t.db.selectFrom('user_customers').selectAll().where('user_id', '=', uid).execute();
}

/** A registration, from the client address `ip` (each address has its own proofs a day). */
const register = (t: TestApp, session: string, body: Record<string, unknown>, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/Core/v1/users`,
    headers: { 'x-session-id': session },
    payload: { createNewUserRequest: { privacy: { personalData: true }, ...body } },
    ...(ip ? { remoteAddress: ip } : {}),
  });

const verify = (t: TestApp, session: string, body: Record<string, unknown>) =>
  t.request('POST', '/services/rest/bpm/v1/otp-verification', {
    session,
    body: { otpVerificationRequest: body },
  });

/** A 4-digit code that is not `code`. */
const wrongCode = (code: string, n = 0) => String((Number(code) + 1 + n) % 10_000).padStart(4, '0');

describe('Proof of ownership before any customer is owned', () => {
  const t = useTestApp();

  it('a stranger with the right customer code and fiscal code gets no access and no mail about the customer', async () => {
    const attacker = 'attaccante@example.net';
    const session = await t().newSession('ast');
    // Mario Rossi (AST0001001) already has a user; Anna Neri (AST0001006) has none.
    for (const [customerCode, fiscalCode, username] of [
      ['AST0001001', 'RSSMRA80A01H501U', 'presomario'],
      ['AST0001006', 'NREANN90E50G273K', 'presoanna'],
    ] as const) {
      const res = await register(t(), session, {
        registrationType: 'private',
        customerCode,
        fiscalCode,
        email: attacker,
        username,
      });
      // Registered or not, the same answer: a proof to the contact on file.
      expect(res.statusCode).toBe(201);
      const created = res.json().createNewUserResponse;
      expect(created).toMatchObject({ status: 'Pending', proof: { method: 'email', attemptsLeft: 5 } });
      expect(created.proof.sentTo).not.toContain('attaccante');
      expect(await relations(t(), created.userId)).toEqual([]);
    }
    // Not a single message to the address the attacker typed.
    expect(await outbox(t(), attacker)).toEqual([]);
    // The real customers were told, with the code, at the address on file.
    const [toMario] = await outbox(t(), 'mario.rossi@example.it');
    expect(toMario!.body).toContain('AST0001001');
    expect(toMario!.body).toContain('Se non sei stato tu');

    // A password reset by the same two codes goes to the real owner, never to the attacker.
    const reset = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: { customerCode: 'AST0001001', fiscalCode: 'RSSMRA80A01H501U' } },
    });
    expect(reset.json()).toEqual({ passwordResetResponse: { status: 'queued' } });
    expect(await outbox(t(), attacker)).toEqual([]);

    // A logged-in user (the Lead) associating the codes gets no customer and no mail either.
    const lead = await t().login('demo.ast.lead');
    const assoc = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session: lead,
      body: {
        associateContractToUserRequest: { customerCode: 'AST0001005', fiscalCode: 'VRDLCU75C12L219L' },
      },
    });
    expect(assoc.statusCode).toBe(200);
    expect(assoc.json().associateContractToUserResponse).toMatchObject({ status: 'open', customers: 0 });
    expect(await relations(t(), await userId(t(), 'demo.ast.lead'))).toEqual([]);
    expect(await outbox(t(), 'lead@example.it')).toEqual([]);
    const customers = await t().request('GET', '/Erp/v1/customers', { session: lead });
    expect(customers.json().getCustomersResponse.total).toBe(0);
    // Nor can another session answer the proof of the registration.
    const other = await t().newSession('ast');
    const created = (
      await register(t(), other, {
        registrationType: 'private',
        customerCode: 'AST0001006',
        fiscalCode: 'NREANN90E50G273K',
        email: 'anna.vera@example.it',
        username: 'annavera',
      })
    ).json().createNewUserResponse;
    const [code] = await outbox(t(), 'anna.neri@example.it');
    expect(code!.meta.workflowId).toBe(created.proof.workflowId);
    const stolen = await verify(t(), session, {
      workflowId: created.proof.workflowId,
      code: code!.meta.otpCode,
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('tells "already registered" only to whoever proved control of the contact on file', async () => {
    const session = await t().newSession('ast');
    const res = await register(t(), session, {
      registrationType: 'private',
      customerCode: 'AST0001001',
      fiscalCode: 'RSSMRA80A01H501U',
      email: 'mario.bis@example.it',
      username: 'mariobis',
    });
    const { proof, userId: uid } = res.json().createNewUserResponse;
    const [mail] = await outbox(t(), 'mario.rossi@example.it');
    const ok = await verify(t(), session, { workflowId: proof.workflowId, code: mail!.meta.otpCode });
    expect(ok.statusCode).toBe(409);
    expect(ok.json().error).toMatchObject({
      code: 'user_already_registered',
      message: 'Utente già registrato. Accedi con le tue credenziali o recupera la password.',
    });
    expect(await relations(t(), uid)).toEqual([]);
    expect(await outbox(t(), 'mario.bis@example.it')).toEqual([]);
  });

  it('kills a code after 5 wrong attempts, with the spec message each time', async () => {
    const session = await t().newSession('ast');
    // Its own address: the first test already asked 2 of this address's 3 proofs for AST0001006.
    const ip = '198.51.100.143';
    const created = (
      await register(
        t(),
        session,
        {
          registrationType: 'private',
          customerCode: 'AST0001006',
          fiscalCode: 'NREANN90E50G273K',
          email: 'anna.tentativi@example.it',
          username: 'annatentativi',
        },
        ip,
      )
    ).json().createNewUserResponse;
    const [mail] = await outbox(t(), 'anna.neri@example.it');
    const right = mail!.meta.otpCode!;
    for (let n = 0; n < 5; n += 1) {
      const res = await verify(t(), session, {
        workflowId: created.proof.workflowId,
        code: wrongCode(right, n),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().otpVerificationResponse).toEqual({
        matches: false,
        attemptsLeft: 4 - n,
        message: 'Il codice non è corretto',
      });
    }
    // Dead: even the right code is refused now.
    const dead = await verify(t(), session, { workflowId: created.proof.workflowId, code: right });
    expect(dead.statusCode).toBe(409);
    expect(dead.json().error).toMatchObject({
      code: 'otp_too_many_attempts',
      message: 'Troppi tentativi errati: il codice non è più valido, richiederne uno nuovo',
    });
    expect(await relations(t(), created.userId)).toEqual([]);
    // The code is stored only as a peppered hash.
    const row = await t()
      .db.selectFrom('workflows')
      .select(['otp_hash', 'payload'])
      .where('id', '=', created.proof.workflowId)
      .executeTakeFirstOrThrow();
    expect(row.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.otp_hash).not.toContain(right);
    expect(row.payload).not.toContain(right);

    // A new code (resend) works, and the old workflow stays dead.
    const resent = await t().app.inject({
      method: 'POST',
      url: `${API_BASE}/Wfm/v1/ownership-proof/resend`,
      headers: { 'x-session-id': session },
      payload: { ownershipProofResendRequest: { workflowId: created.proof.workflowId } },
      remoteAddress: ip,
    });
    expect(resent.statusCode).toBe(200);
    const fresh = resent.json().ownershipProofResendResponse;
    expect(fresh.workflowId).not.toBe(created.proof.workflowId);
    const [again] = await outbox(t(), 'anna.neri@example.it');
    expect(again!.meta.workflowId).toBe(fresh.workflowId);
    const ok = await verify(t(), session, { workflowId: fresh.workflowId, code: again!.meta.otpCode });
    expect(ok.json().otpVerificationResponse).toMatchObject({
      matches: true,
      ownership: { kind: 'registration', customerKey: 'AST0001006', passwordLinkSentTo: 'an***@example.it' },
    });
    expect(await relations(t(), created.userId)).toMatchObject([{ relation: 'owner', status: 'accepted' }]);
    // Only now the e-mail typed gets its first-access link (and nothing about the customer).
    const [welcome] = await outbox(t(), 'anna.tentativi@example.it');
    expect(welcome!.meta.linkUrl).toContain('/crea-psw?linkId=');
    expect(welcome!.body).not.toContain('AST0001006');
  });

  it('refuses an expired code with its own message', async () => {
    const session = await t().newSession('ast');
    const created = (
      await register(t(), session, {
        registrationType: 'private',
        customerCode: 'AST0001005',
        fiscalCode: 'VRDLCU75C12L219L',
        email: 'luca.tardi@example.it',
        username: 'lucatardi',
      })
    ).json().createNewUserResponse;
    const [mail] = await outbox(t(), 'luca.verdi@example.it');
    await t()
      .db.updateTable('workflows')
      .set({ expires_at: sql<string>`now() - interval '1 second'` })
      .where('id', '=', created.proof.workflowId)
      .execute();
    const res = await verify(t(), session, {
      workflowId: created.proof.workflowId,
      code: mail!.meta.otpCode,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'otp_expired',
      message: 'Il codice è scaduto: richiedere un nuovo codice',
    });
  });

  it('with no contact on file, proves by the number and amount of one of the last three bills', async () => {
    // A customer with bills and no user: its contacts on file removed.
    const target = await t()
      .db.selectFrom('customers as c')
      .select(['c.id', 'c.key', 'c.fiscal_code', 'c.vat_number', 'c.customer_type'])
      .where('c.company_code', '=', 'ast')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('invoices as i').select('i.id').whereRef('i.customer_id', '=', 'c.id')),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_customers as uc')
              .select('uc.user_id')
              .whereRef('uc.customer_id', '=', 'c.id')
              .where('uc.relation', '=', 'owner'),
          ),
        ),
      )
      .where('c.fiscal_code', 'is not', null)
      .where('c.customer_type', '=', 'private')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    await t()
      .db.updateTable('customers')
      .set({ email: null, phone_mobile: null })
      .where('id', '=', target.id)
      .execute();
    const bills = await t()
      .db.selectFrom('invoices')
      .select(['key', 'total_amount'])
      .where('customer_id', '=', target.id)
      .orderBy('issue_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const session = await t().newSession('ast');
    const before = (await outbox(t())).length;
    const created = (
      await register(t(), session, {
        registrationType: 'private',
        customerCode: target.key,
        fiscalCode: target.fiscal_code,
        email: 'bolletta@example.it',
        username: 'perbolletta',
      })
    ).json().createNewUserResponse;
    expect(created.proof).toMatchObject({ method: 'bill', sentTo: null });
    expect((await outbox(t())).length).toBe(before);
    const workflowId = created.proof.workflowId as string;
    const amount = (v: string) => v.replace('.', ',');

    const wrongAmount = await verify(t(), session, {
      workflowId,
      invoiceNumber: bills[0]!.key,
      amount: amount(String((Number(bills[0]!.total_amount) + 1).toFixed(2))),
    });
    expect(wrongAmount.json().otpVerificationResponse).toEqual({
      matches: false,
      attemptsLeft: 4,
      message: 'Numero o importo della bolletta non corretti',
    });
    if (bills.length > 3) {
      // A bill older than the last three is not accepted.
      const old = bills[3]!;
      const tooOld = await verify(t(), session, {
        workflowId,
        invoiceNumber: old.key,
        amount: amount(String(old.total_amount)),
      });
      expect(tooOld.json().otpVerificationResponse.matches).toBe(false);
    }
    expect(await relations(t(), created.userId)).toEqual([]);
    const bill = bills[1] ?? bills[0]!;
    const ok = await verify(t(), session, {
      workflowId,
      invoiceNumber: bill.key.toLowerCase(),
      amount: `€ ${amount(Number(bill.total_amount).toFixed(2))}`,
    });
    expect(ok.json().otpVerificationResponse).toMatchObject({
      matches: true,
      ownership: { kind: 'registration', customerKey: target.key },
    });
    expect(await relations(t(), created.userId)).toMatchObject([{ relation: 'owner', status: 'accepted' }]);
  });

  it('answers a password reset the same whether the user exists or not', async () => {
    const session = await t().newSession('ast');
    const answers = [];
    for (const body of [
      { username: 'demo.ast.azienda', email: 'amministrazione@officinebianchi.example.it' },
      { username: 'nessuno.mai', email: 'nessuno@example.it' },
      { customerCode: 'AST0001002', vatNumber: '12345670017' },
      { customerCode: 'AST9999999', fiscalCode: 'RSSMRA80A01H501U' },
    ]) {
      const started = performance.now();
      const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
        session,
        body: { passwordResetRequest: body },
      });
      answers.push({
        status: res.statusCode,
        body: res.body,
        ms: performance.now() - started,
        headers: res.headers['content-length'],
      });
    }
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toBe(answers[0]!.body);
      expect(a.headers).toBe(answers[0]!.headers);
      // Every answer waits for the same floor, found or not.
      expect(a.ms).toBeGreaterThanOrEqual(390);
    }
  });

  it('throttles username checks per client address, the same for free and taken names', async () => {
    const t2 = t();
    const session = await t2.newSession('ast');
    let throttledAt = 0;
    for (let n = 1; n <= 80 && !throttledAt; n += 1) {
      const res = await t2.request('POST', '/Core/v1/users/validate', {
        session,
        body: { validateUserRequest: { username: n % 2 ? 'demo.ast' : `libero${n}` } },
      });
      if (res.statusCode === 429) throttledAt = n;
      else
        expect(Object.keys(res.json().validateUserResponse).sort()).toEqual([
          'messages',
          'usernameAvailable',
          'valid',
        ]);
    }
    // LOGIN_IP_MAX_FAILURES (20) × 3 checks in the window, then 429.
    expect(throttledAt).toBe(61);
  });
});

describe('Delegations with a scope', () => {
  const t = useTestApp();
  const ids: Record<string, string | number> = {};
  let delegateId = 0;
  let customerId = 0;

  beforeAll(async () => {
    const db = t().db;
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    customerId = customer.id;
    const contract = await db
      .selectFrom('contracts')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const supply = await db
      .selectFrom('supplies')
      .selectAll()
      .where('key', '=', 'AST0001001-01')
      .executeTakeFirstOrThrow();
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('paid_on', 'is', null)
      .orderBy('due_date', 'desc')
      .executeTakeFirstOrThrow();
    const proposal = await db
      .selectFrom('proposals')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('action_selected', 'is', null)
      .where('offer_code', '=', 'AST-LUCE-ORARIA')
      .executeTakeFirstOrThrow();
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    Object.assign(ids, {
      customerKey: customer.key,
      contractKey: contract.key,
      supplyId: supply.id,
      gasKey: 'AST0001001-02',
      invoiceId: invoice.id,
      invoiceTotal: invoice.total_amount,
      proposalId: proposal.id,
      paymentId: payment.id,
    });
    delegateId = await userId(t(), 'demo.ast.delegato');
  });

  type Write = [string, 'read' | 'pay' | 'change', 'POST' | 'PUT', string, () => unknown];
  const writes: Write[] = [
    [
      'information request',
      'change',
      'POST',
      '/Erp/v1/requests/information',
      () => ({
        informationRequest: {
          customerKey: ids.customerKey,
          contractKey: ids.contractKey,
          subject: 'Bolletta',
          message: 'x',
        },
      }),
    ],
    [
      'e-mail invoice',
      'change',
      'POST',
      '/Erp/v1/requests/emailInvoice',
      () => ({ emailInvoiceRequest: { contractKey: ids.contractKey, enabled: true, email: 'd@example.it' } }),
    ],
    [
      'billing options',
      'change',
      'POST',
      '/Erp/v1/requests/billingOptions',
      () => ({ billingOptionsRequest: { contractKey: ids.contractKey, invoiceFormat: 'Dettagliata' } }),
    ],
    [
      'shipping address',
      'change',
      'POST',
      '/Erp/v1/requests/shippingAddress',
      () => ({
        shippingAddressRequest: {
          contractKey: ids.contractKey,
          shippingAddress: {
            streetGeneric: 'Via',
            streetName: 'Po',
            civicNumber: '10',
            city: 'Torino',
            province: 'to',
            postalCode: '10124',
          },
        },
      }),
    ],
    [
      'IBAN change',
      'change',
      'POST',
      '/Erp/v1/requests/bankAccountChange',
      () => ({
        bankAccountChangeRequest: {
          contractKey: ids.contractKey,
          iban: 'IT60 X054 2811 1010 0000 0123 456',
          accountHolder: 'Mario Rossi',
          accountHolderFiscalCode: 'RSSMRA80A01H501U',
        },
      }),
    ],
    [
      'contact data and consents',
      'change',
      'POST',
      '/Erp/v1/requests/accountData',
      () => ({ accountDataRequest: { customerKey: ids.customerKey, email: 'delegato.mail@example.it' } }),
    ],
    [
      'supply nickname',
      'change',
      'PUT',
      '/Erp/v1/supplies',
      () => ({ updateSupplyRequest: { id: ids.supplyId, nickname: 'Del delegato' } }),
    ],
    [
      'proposal answer',
      'change',
      'PUT',
      '/Erp/v1/proposals',
      () => ({ updateProposalRequest: { id: ids.proposalId, actionSelected: 'Accettata' } }),
    ],
    [
      'self-reading',
      'change',
      'POST',
      '/Erp/v1/metering/insertReadings',
      () => ({ insertReadingsRequest: { supplyKey: ids.gasKey, value: '99999' } }),
    ],
    [
      'e-mail check (contact change)',
      'change',
      'POST',
      '/services/rest/bpm/v1/email-check',
      () => ({
        emailCheckRequest: { email: 'nuova@example.it', company: 'ast', accountNumber: ids.customerKey },
      }),
    ],
    [
      'phone check (contact change)',
      'change',
      'POST',
      '/services/rest/bpm/v1/phone-check',
      () => ({
        phoneCheckRequest: { phoneNum: '3471234567', company: 'ast', accountNumber: ids.customerKey },
      }),
    ],
    [
      'instalment request',
      'pay',
      'POST',
      '/Erp/v1/requests/installments',
      () => ({ installmentsRequest: { invoiceId: ids.invoiceId, contractKey: ids.contractKey } }),
    ],
    [
      'payment',
      'pay',
      'POST',
      '/Erp/v1/payments',
      () => ({
        createPaymentRequest: {
          gatewayId: 1,
          payKind: 'Invoices',
          totalAmount: String(ids.invoiceTotal),
          items: { item: [{ invoiceId: ids.invoiceId, amount: String(ids.invoiceTotal) }] },
        },
      }),
    ],
    [
      'payment outcome',
      'pay',
      'PUT',
      '/Erp/v1/payments',
      () => ({ updatePaymentRequest: { id: ids.paymentId, userOutcome: 'KO' } }),
    ],
  ];

  async function grant(scope: 'read' | 'pay') {
    await t()
      .db.insertInto('user_customers')
      .values({
        user_id: delegateId,
        customer_id: customerId,
        relation: 'delegate',
        status: 'accepted',
        scope,
      })
      .onConflict((oc) => oc.columns(['user_id', 'customer_id']).doUpdateSet({ status: 'accepted', scope }))
      .execute();
  }

  async function counts() {
    const db = t().db;
    const n = async (table: 'customer_requests' | 'payments' | 'workflows') =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const supply = await db
      .selectFrom('supplies')
      .select('nickname')
      .where('id', '=', Number(ids.supplyId))
      .executeTakeFirstOrThrow();
    const proposal = await db
      .selectFrom('proposals')
      .select('action_selected')
      .where('id', '=', Number(ids.proposalId))
      .executeTakeFirstOrThrow();
    return {
      requests: await n('customer_requests'),
      payments: await n('payments'),
      workflows: await n('workflows'),
      nickname: supply.nickname,
      proposal: proposal.action_selected,
    };
  }

  it('a read-only delegate sees the customer and is refused every write, changing nothing', async () => {
    await grant('read');
    const session = await t().login('demo.ast.delegato');
    const list = (await t().request('GET', '/Erp/v1/customers', { session })).json().getCustomersResponse;
    expect(list.customers.find((c: { key: string }) => c.key === 'AST0001001')).toMatchObject({
      relation: 'delegate',
      scope: 'read',
    });
    expect(
      (await t().request('GET', '/Erp/v1/invoices', { session, query: { customerId: String(customerId) } }))
        .statusCode,
    ).toBe(200);
    const before = await counts();
    for (const [name, , method, path, body] of writes) {
      const res = await t().request(method, path, { session, body: body() });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error, name).toMatchObject({
        code: 'scope_forbidden',
        message: 'La delega ricevuta non consente questa operazione: è riservata al titolare del contratto',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('a pay delegate may pay but still not change the customer', async () => {
    await grant('pay');
    const session = await t().login('demo.ast.delegato');
    for (const [name, action, method, path, body] of writes) {
      const res = await t().request(method, path, { session, body: body() });
      if (action === 'change') {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().error.code, name).toBe('scope_forbidden');
      } else {
        expect(res.statusCode, name).toBeLessThan(300);
      }
    }
  });

  it('the owner confirms a request with a scope, lists it, and a revoked delegate loses access on its next request', async () => {
    await t()
      .db.deleteFrom('user_customers')
      .where('user_id', '=', delegateId)
      .where('customer_id', '=', customerId)
      .execute();
    const delegate = await t().login('demo.ast.delegato');
    const asked = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session: delegate,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
          delegation: true,
          scope: 'pay',
        },
      },
    });
    expect(asked.statusCode).toBe(200);
    const { workflowId } = asked.json().associateContractToUserResponse;
    let owner = await t().login('demo.ast');
    const lists = (await t().request('GET', '/Core/v1/delegations', { session: owner })).json()
      .getDelegationsResponse;
    expect(lists.received).toMatchObject([
      { workflowId, delegateId, customerKey: 'AST0001001', status: 'pending', requestedScope: 'pay' },
    ]);
    const one = await t().request('GET', `/Core/v1/delegations/requests/${workflowId}`, { session: owner });
    expect(one.json().getDelegationRequestResponse).toMatchObject({
      workflowId,
      requestedScope: 'pay',
      status: 'open',
      customers: [{ key: 'AST0001001' }],
    });
    // Nobody else reads the request.
    const stranger = await t().login('demo.ast.azienda');
    expect(
      (await t().request('GET', `/Core/v1/delegations/requests/${workflowId}`, { session: stranger }))
        .statusCode,
    ).toBe(404);

    // The owner grants less than asked: read only.
    const ok = await t().request('POST', '/Wfm/v1/workflow/task-execute', {
      session: owner,
      body: {
        workflowTaskExecuteRequest: {
          workflowId,
          taskName: 'confirm-delegation',
          reply: 'accept',
          scope: 'read',
        },
      },
    });
    expect(ok.statusCode).toBe(200);
    // A privilege change rotates the owner's session: the answer carries the new id (issue 18).
    owner = ok.headers['x-session-id'] as string;
    const granted = (await t().request('GET', '/Core/v1/delegations', { session: owner })).json()
      .getDelegationsResponse.granted;
    expect(granted).toMatchObject([
      { delegateId, customerKey: 'AST0001001', scope: 'read', status: 'accepted' },
    ]);
    const mine = (await t().request('GET', '/Core/v1/delegations', { session: delegate })).json()
      .getDelegationsResponse.requested;
    expect(mine.find((d: { customerKey: string }) => d.customerKey === 'AST0001001')).toMatchObject({
      scope: 'read',
      status: 'accepted',
    });
    const pay = writes.find(([name]) => name === 'payment')!;
    const refused = await t().request(pay[2], pay[3], { session: delegate, body: pay[4]() });
    expect(refused.json().error.code).toBe('scope_forbidden');
    expect(
      (
        await t().request('GET', '/Erp/v1/invoices', {
          session: delegate,
          query: { customerId: String(customerId) },
        })
      ).statusCode,
    ).toBe(200);

    // Only the owner revokes.
    const notOwner = await t().request('POST', '/Core/v1/delegations/revoke', {
      session: stranger,
      body: { revokeDelegationRequest: { delegateId, customerId } },
    });
    expect(notOwner.statusCode).toBe(404);
    const revoked = await t().request('POST', '/Core/v1/delegations/revoke', {
      session: owner,
      body: { revokeDelegationRequest: { delegateId, customerId } },
    });
    expect(revoked.json()).toEqual({ revokeDelegationResponse: { revoked: true } });
    // The very next request of the same delegate session: no access.
    const after = await t().request('GET', '/Erp/v1/invoices', {
      session: delegate,
      query: { customerId: String(customerId) },
    });
    expect(after.statusCode).toBe(403);
    const keys = (await t().request('GET', '/Erp/v1/customers', { session: delegate }))
      .json()
      .getCustomersResponse.customers.map((c: { key: string }) => c.key);
    expect(keys).not.toContain('AST0001001');
  });

  it('limits delegation requests per delegate and per customer asked', async () => {
    const delegate = await t().login('demo.ast.lead');
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      await t()
        .db.deleteFrom('user_customers')
        .where('user_id', '=', await userId(t(), 'demo.ast.lead'))
        .execute();
      const res = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
        session: delegate,
        body: {
          associateContractToUserRequest: {
            customerCode: 'AST0001002',
            vatNumber: '02345670158',
            delegation: true,
          },
        },
      });
      statuses.push(res.statusCode);
    }
    // 3 requests per customer in 24 hours (the seeded ones count nothing).
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
