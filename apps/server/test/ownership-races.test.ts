import { API_BASE } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './helper';

/**
 * Proof of ownership under parallel requests (issue 18, item 6): the caps and "one open proof at
 * a time" hold when many requests arrive at once on a PostgreSQL server (a lock per customer),
 * and a stranger's requests do not use up the real customer's proofs (a cap per requester under
 * a larger ceiling per customer). Run against PostgreSQL with DATABASE_URL set, as CI does.
 */

/** A request from a given client address (the requester the caps count). */
function from(
  t: TestApp,
  ip: string,
  path: string,
  body: unknown,
  session?: string,
): ReturnType<TestApp['request']> {
  const url = /^\/(Core|Wfm|Erp)\//.test(path) ? `${API_BASE}${path}` : path;
  return t.app.inject({
    method: 'POST',
    url,
    headers: session ? { 'x-session-id': session } : {},
    payload: body as object,
    remoteAddress: ip,
  });
}

const associate = (t: TestApp, ip: string, session: string, customerCode: string, taxId: object) =>
  from(
    t,
    ip,
    '/Wfm/v1/associate-contract-to-user/start',
    { associateContractToUserRequest: { customerCode, ...taxId } },
    session,
  );

const register = (t: TestApp, ip: string, session: string, username: string) =>
  from(
    t,
    ip,
    '/Core/v1/users',
    {
      createNewUserRequest: {
        registrationType: 'private',
        customerCode: 'AST0001006',
        fiscalCode: 'NREANN90E50G273K',
        email: `${username}@example.net`,
        username,
        privacy: { personalData: true },
      },
    },
    session,
  );

async function newSession(t: TestApp, ip: string): Promise<string> {
  const res = await from(t, ip, '/Core/v1/sessions', { createNewSessionRequest: { company: 'ast' } });
  return res.json().createNewSessionResponse.sessionId as string;
}

async function proofs(t: TestApp, customerKey: string) {
  return t.db
    .selectFrom('workflows')
    .innerJoin('customers', 'customers.id', 'workflows.customer_id')
    .select(['workflows.id', 'workflows.status', 'workflows.user_id'])
    .where('customers.key', '=', customerKey)
    .where('workflows.kind', '=', 'ownership-proof')
    .execute();
}

async function codeFor(t: TestApp, to: string, workflowId: string): Promise<string> {
  const res = await t.request('GET', '/dev/outbox', { query: { to } });
  const messages = res.json().messages as { meta: { workflowId?: string; otpCode?: string } }[];
  const message = messages.find((m) => m.meta.workflowId === workflowId);
  if (!message?.meta.otpCode) throw new Error(`no code for ${workflowId}`);
  return message.meta.otpCode;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('Proof of ownership under parallel requests', () => {
  // The probe throttle per address is not what these tests are about.
  const t = useTestApp({ LOGIN_IP_MAX_FAILURES: '200' });

  it('20 parallel association starts by one user issue at most 3 proofs, and one stays open', async () => {
    const lead = await t().login('demo.ast.lead');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        associate(t(), '198.51.100.7', lead, 'AST0001005', { fiscalCode: 'VRDLCU75C12L219L' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 200)).toBe(3);
    expect(count(statuses, 429)).toBe(17);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({
      code: 'too_many_attempts',
      message:
        'Troppe richieste di verifica per questo cliente. Riprova più tardi o contatta il servizio clienti',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    const rows = await proofs(t(), 'AST0001005');
    expect(rows).toHaveLength(3);
    // One open proof at a time: the newest; the two before it died.
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
    const mails = (await t().request('GET', '/dev/outbox', { query: { to: 'luca.verdi@example.it' } })).json()
      .messages as unknown[];
    expect(mails).toHaveLength(3);
  });

  it('20 parallel registrations of one customer from 20 addresses issue at most 10 proofs', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newSession(t(), `203.0.113.${i + 1}`)),
    );
    const answers = await Promise.all(
      sessions.map((session, i) => register(t(), `203.0.113.${i + 1}`, session, `parallela${i + 1}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 201)).toBe(10);
    expect(count(statuses, 429)).toBe(10);
    expect(await proofs(t(), 'AST0001006')).toHaveLength(10);
    // A refused registration left no Pending user behind.
    const users = await t()
      .db.selectFrom('users')
      .select('username')
      .where('username', 'like', 'parallela%')
      .execute();
    expect(users).toHaveLength(10);
  });

  it('a stranger cannot use up the proofs of the real customer', async () => {
    // AST0001007 (Ferri, no owner yet). The stranger, from one address: three proofs, then 429,
    // whether it registers again, asks a new code, or associates as another user.
    const stranger = '192.0.2.66';
    const taxId = { vatNumber: '03456780901' };
    const lead = await t().login('demo.ast.lead');
    const azienda = await t().login('demo.ast.azienda');
    const first = await associate(t(), stranger, lead, 'AST0001007', taxId);
    expect(first.statusCode).toBe(200);
    const { workflowId } = first.json().associateContractToUserResponse;
    for (let n = 0; n < 2; n += 1) {
      const resent = await from(
        t(),
        stranger,
        '/Wfm/v1/ownership-proof/resend',
        { ownershipProofResendRequest: { workflowId } },
        lead,
      );
      expect(resent.statusCode).toBe(200);
    }
    expect((await associate(t(), stranger, lead, 'AST0001007', taxId)).statusCode).toBe(429);
    // Another user from the same address is the same requester.
    expect((await associate(t(), stranger, azienda, 'AST0001007', taxId)).statusCode).toBe(429);
    // The same user from another address is the same requester too.
    expect((await associate(t(), '192.0.2.67', lead, 'AST0001007', taxId)).statusCode).toBe(429);

    // The real customer, from its own address: its proof is issued and proves ownership.
    const owner = await t().login('demo.ast');
    const mine = await associate(t(), '198.51.100.200', owner, 'AST0001007', taxId);
    expect(mine.statusCode).toBe(200);
    const proof = mine.json().associateContractToUserResponse.proof;
    const code = await codeFor(t(), 'paolo.ferri@example.it', proof.workflowId);
    const ok = await from(
      t(),
      '198.51.100.200',
      '/services/rest/bpm/v1/otp-verification',
      { otpVerificationRequest: { workflowId: proof.workflowId, code } },
      owner,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().otpVerificationResponse).toMatchObject({
      matches: true,
      ownership: { kind: 'association', customerKey: 'AST0001007' },
    });
  });
});

describe('Ownership granted under parallel proofs', () => {
  const t = useTestApp({ LOGIN_IP_MAX_FAILURES: '200' });

  it('of several users proving the same customer at once, exactly one becomes its owner', async () => {
    const usernames = [
      'demo.ast',
      'demo.ast.azienda',
      'demo.ast.lead',
      'demo.ast.delegato',
      'demo.ast.variazione',
    ];
    const started = await Promise.all(
      usernames.map(async (username, i) => {
        const session = await t().login(username);
        const ip = `198.51.100.${50 + i}`;
        const res = await associate(t(), ip, session, 'AST0001007', { vatNumber: '03456780901' });
        expect(res.statusCode).toBe(200);
        const { workflowId } = res.json().associateContractToUserResponse.proof;
        return { session, ip, workflowId, code: '' };
      }),
    );
    for (const s of started) s.code = await codeFor(t(), 'paolo.ferri@example.it', s.workflowId);
    const answers = await Promise.all(
      started.map((s) =>
        from(
          t(),
          s.ip,
          '/services/rest/bpm/v1/otp-verification',
          { otpVerificationRequest: { workflowId: s.workflowId, code: s.code } },
          s.session,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(usernames.length - 1);
    const owners = await t()
      .db.selectFrom('user_customers')
      .innerJoin('customers', 'customers.id', 'user_customers.customer_id')
      .select('user_customers.user_id')
      .where('customers.key', '=', 'AST0001007')
      .where('user_customers.relation', '=', 'owner')
      .where('user_customers.status', '=', 'accepted')
      .execute();
    expect(owners).toHaveLength(1);
  });
});
