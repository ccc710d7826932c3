import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS, DEMO_SURVEY_WORKFLOW_ID } from '../src/seed/core';
import { addSecondCodeOfMarioRossi, useTestApp, type TestApp } from './helper';

interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  meta: { linkId?: number; hashCode?: string; otpCode?: string; workflowId?: string };
}

async function outbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  return (await t.request('GET', '/dev/outbox', { query: { to } })).json().messages as OutboxMessage[];
}

async function customerKeys(t: TestApp, session: string): Promise<string[]> {
  const res = await t.request('GET', '/Erp/v1/customers', { session });
  return res.json().getCustomersResponse.customers.map((c: { key: string }) => c.key);
}

const taskExecute = (
  t: TestApp,
  session: string,
  workflowId: string,
  reply: string,
  taskName = 'confirm-delegation',
) =>
  t.request('POST', '/Wfm/v1/workflow/task-execute', {
    session,
    body: { workflowTaskExecuteRequest: { workflowId, taskName, reply } },
  });

describe('Wfm and bpm: delegation, contract association, surveys, OTP checks', () => {
  const t = useTestApp();

  it('a delegate requests delegation; the delegator confirms it; only then the delegate sees the customers', async () => {
    // demo.ast.lead asks to manage demo.ast's customer code.
    const delegate = await t().login('demo.ast.lead');
    const res = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session: delegate,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
          delegation: true,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const { workflowId, status, customers } = res.json().associateContractToUserResponse;
    expect(status).toBe('open');
    // Nothing granted yet, and how many codes share the fiscal code is not told.
    expect(customers).toBe(0);
    expect(workflowId).toMatch(/^wf_[A-Za-z0-9_-]{22}$/);
    expect(await customerKeys(t(), delegate)).toEqual([]);

    // A second request while the first waits: 409.
    const again = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session: delegate,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
          delegation: true,
        },
      },
    });
    expect(again.statusCode).toBe(409);

    // The delegator gets a mail with a link, a notification and a push on the seeded device.
    const [mail] = await outbox(t(), 'mario.rossi@example.it');
    expect(mail!.meta.workflowId).toBe(workflowId);
    const [push] = await outbox(t(), 'demo-push-ast-0001');
    expect(push).toMatchObject({ channel: 'push' });
    let owner = await t().login('demo.ast');
    const notes = (await t().request('GET', '/Core/v1/notifications', { session: owner })).json()
      .getNotificationsResponse.notifications;
    expect(notes[0]).toMatchObject({
      subject: 'Richiesta di delega',
      notificationType: { code: 'delegation-request' },
    });

    // Only the delegator can answer: not the delegate itself, not another customer.
    expect((await taskExecute(t(), delegate, workflowId, 'accept')).statusCode).toBe(404);
    expect(
      (await taskExecute(t(), await t().login('demo.ast.azienda'), workflowId, 'accept')).statusCode,
    ).toBe(404);
    const wrongTask = await taskExecute(t(), owner, workflowId, 'accept', 'survey-reply');
    expect(wrongTask.statusCode).toBe(400);
    const badReply = await taskExecute(t(), owner, workflowId, 'forse');
    expect(badReply.statusCode).toBe(400);
    expect(badReply.json().error.message).toBe('Risposta non valida');

    const ok = await taskExecute(t(), owner, workflowId, 'accept');
    expect(ok.statusCode).toBe(200);
    // A privilege change: the owner's session is rotated, the answer carries the new id.
    owner = ok.headers['x-session-id'] as string;
    expect(ok.json()).toEqual({
      workflowTaskExecuteResponse: { workflowId, taskName: 'confirm-delegation', status: 'completed' },
    });
    expect(await customerKeys(t(), delegate)).toEqual(['AST0001001']);
    const relation = await t().request('GET', '/Erp/v1/customers', { session: delegate });
    expect(relation.json().getCustomersResponse.customers[0].relation).toBe('delegate');

    // Answering twice: 409; the delegate was told by mail.
    const twice = await taskExecute(t(), owner, workflowId, 'refuse');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('task_already_done');
    const [outcome] = await outbox(t(), 'lead@example.it');
    expect(outcome!.body).toContain('confermato');

    await t()
      .db.deleteFrom('user_customers')
      .where(
        'user_id',
        '=',
        (
          await t()
            .db.selectFrom('users')
            .select('id')
            .where('username', '=', 'demo.ast.lead')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
  });

  it('a delegation asks only the customer code named; its e-mail link opens it, the owner logged in refuses it', async () => {
    await addSecondCodeOfMarioRossi(t());
    const delegate = await t().login('demo.ast.agenzia');
    const res = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session: delegate,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
          delegation: true,
        },
      },
    });
    expect(res.json().associateContractToUserResponse.customers).toBe(0);
    const { workflowId } = res.json().associateContractToUserResponse;
    const [mail] = await outbox(t(), 'mario.rossi@example.it');
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
    ).json().createNewSessionResponse;
    expect(link.guest).toBe(true);
    const read = await t().request('GET', `/Core/v1/links/${mail!.meta.linkId}`, {
      session: link.sessionId,
      query: { hashCode: mail!.meta.hashCode! },
    });
    expect(read.json().getLinkResponse).toMatchObject({ module: { id: 6 }, entityKey: workflowId });
    // The link opens the decision, never makes it.
    expect((await taskExecute(t(), link.sessionId, workflowId, 'rifiuta')).statusCode).toBe(403);
    const refused = await taskExecute(t(), await t().login('demo.ast'), workflowId, 'rifiuta');
    expect(refused.json().workflowTaskExecuteResponse.status).toBe('refused');
    expect(await customerKeys(t(), delegate)).toEqual(['AST0001006', 'AST0001007']);
    const rows = await t()
      .db.selectFrom('user_customers')
      .select('status')
      .where('status', '=', 'refused')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a delegation for customers the user already has, and an unknown customer code', async () => {
    const session = await t().login('demo.ast.azienda');
    const own = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST0001002',
          vatNumber: '02345670158',
          delegation: true,
        },
      },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('already_linked');
    const unknown = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: {
          customerCode: 'AST7777777',
          fiscalCode: 'RSSMRA80A01H501U',
          delegation: true,
        },
      },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('associates a customer code to the user as owner with matching fiscal data', async () => {
    let session = await t().login('demo.ast.lead');
    const wrong = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: { customerCode: 'AST0001003', fiscalCode: 'RSSMRA80A01H501U' },
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('fiscal_data_mismatch');
    const noData = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: { associateContractToUserRequest: { customerCode: 'AST0001003' } },
    });
    expect(noData.statusCode).toBe(400);
    const ok = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: { customerCode: 'AST0001003', fiscalCode: 'BNCGLI85M41F205B' },
      },
    });
    // Nothing is granted before the proof: a code goes to the customer's e-mail on file.
    const started = ok.json().associateContractToUserResponse;
    expect(started).toMatchObject({ status: 'open', customers: 0, proof: { method: 'email' } });
    expect(await customerKeys(t(), session)).toEqual([]);
    const [codeMail] = await outbox(t(), 'giulia.bianchi@example.it');
    const proved = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session,
      body: {
        otpVerificationRequest: { workflowId: started.workflowId, code: codeMail!.meta.otpCode as string },
      },
    });
    expect(proved.json().otpVerificationResponse).toMatchObject({
      matches: true,
      ownership: { kind: 'association', customerKey: 'AST0001003', passwordLinkSentTo: null },
    });
    // Ownership proven: the session is rotated, the answer carries the new id.
    session = proved.headers['x-session-id'] as string;
    expect(await customerKeys(t(), session)).toEqual(['AST0001003']);
    const twice = await t().request('POST', '/Wfm/v1/associate-contract-to-user/start', {
      session,
      body: {
        associateContractToUserRequest: { customerCode: 'AST0001003', fiscalCode: 'BNCGLI85M41F205B' },
      },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers the seeded survey from its link as a guest, once', async () => {
    const guest = (
      await t().request('POST', '/Core/v1/sessions', {
        body: {
          createNewSessionRequest: {
            company: 'ast',
            linkId: DEMO_LINKS.survey.id,
            hashCode: DEMO_LINKS.survey.hashCode,
            guest: true,
          },
        },
      })
    ).json().createNewSessionResponse.sessionId;
    const bad = await taskExecute(t(), guest, DEMO_SURVEY_WORKFLOW_ID, '9', 'survey-reply');
    expect(bad.statusCode).toBe(400);
    const ok = await taskExecute(t(), guest, DEMO_SURVEY_WORKFLOW_ID, '5', 'survey-reply');
    expect(ok.json().workflowTaskExecuteResponse.status).toBe('completed');
    expect((await taskExecute(t(), guest, DEMO_SURVEY_WORKFLOW_ID, '4', 'survey-reply')).statusCode).toBe(
      409,
    );
    // A guest of another link cannot touch it.
    const other = (
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
    expect((await taskExecute(t(), other, DEMO_SURVEY_WORKFLOW_ID, '4', 'survey-reply')).statusCode).toBe(
      404,
    );
    expect(
      (await taskExecute(t(), await t().newSession('ast'), DEMO_SURVEY_WORKFLOW_ID, '4', 'survey-reply'))
        .statusCode,
    ).toBe(401);
  });

  it('verifies a new e-mail with the OTP mailed to it; a replayed code is refused', async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('POST', '/services/rest/bpm/v1/email-check', {
      session,
      body: {
        emailCheckRequest: { email: ' nuova.mail@example.it ', company: 'ast', accountNumber: 'AST0001001' },
      },
    });
    expect(res.statusCode).toBe(200);
    const { workflowId } = res.json().emailCheckResponse;
    const [mail] = await outbox(t(), 'nuova.mail@example.it');
    expect(mail!.meta.workflowId).toBe(workflowId);
    const code = mail!.meta.otpCode!;
    expect(code).toMatch(/^\d{4}$/);
    expect(mail!.body).toContain(code);

    const verify = (c: string) =>
      t().request('POST', '/services/rest/bpm/v1/otp-verification', {
        session,
        body: { otpVerificationRequest: { workflowId, code: c } },
      });
    const wrongCode = code === '0000' ? '0001' : '0000';
    const wrong = await verify(wrongCode);
    expect(wrong.json().otpVerificationResponse).toEqual({
      matches: false,
      attemptsLeft: 4,
      message: 'Il codice non è corretto',
    });
    const ok = await verify(code);
    expect(ok.json().otpVerificationResponse).toMatchObject({ matches: true });
    const replay = await verify(code);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('otp_already_used');

    // Another user cannot verify this workflow.
    const other = await t().login('demo.ast.azienda');
    const theirs = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session: other,
      body: { otpVerificationRequest: { workflowId, code } },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('blocks an OTP after the allowed wrong attempts (brute force) and when expired', async () => {
    const session = await t().login('demo.ast.variazione');
    const start = await t().request('POST', '/services/rest/bpm/v1/phone-check', {
      session,
      body: { phoneCheckRequest: { phoneNum: '340 555 0999', company: 'ast', accountNumber: 'AST0001005' } },
    });
    expect(start.statusCode).toBe(200);
    const { workflowId } = start.json().phoneCheckResponse;
    const [sms] = await outbox(t(), '+393405550999');
    expect(sms).toMatchObject({ channel: 'sms' });
    const code = sms!.meta.otpCode!;
    const verify = (c: string) =>
      t().request('POST', '/services/rest/bpm/v1/otp-verification', {
        session,
        body: { otpVerificationRequest: { workflowId, code: c } },
      });
    const wrongCodes = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code).slice(0, 5);
    const answers = [];
    for (const c of wrongCodes) answers.push((await verify(c)).json().otpVerificationResponse);
    expect(answers.map((a) => a.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    const blocked = await verify(code);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('otp_too_many_attempts');

    // A new code, expired before use.
    const again = await t().request('POST', '/services/rest/bpm/v1/phone-check', {
      session,
      body: {
        phoneCheckRequest: { phoneNum: '+39 340 5550999', company: 'ast', accountNumber: 'AST0001005' },
      },
    });
    const id2 = again.json().phoneCheckResponse.workflowId;
    const [sms2] = await outbox(t(), '+393405550999');
    await sql`update workflows set expires_at = now() - interval '1 second' where id = ${id2}`.execute(
      t().db,
    );
    const expired = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session,
      body: { otpVerificationRequest: { workflowId: id2, code: sms2!.meta.otpCode } },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('otp_expired');
  });

  it('validates checks: e-mail and phone format, OTP format, company, and customers of others', async () => {
    const session = await t().login('demo.ast.azienda');
    const post = (path: string, body: unknown) =>
      t().request('POST', `/services/rest/bpm/v1/${path}`, { session, body });
    const badMail = await post('email-check', {
      emailCheckRequest: { email: 'non-una-mail', company: 'ast', accountNumber: 'AST0001002' },
    });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().error.message).toBe('Indirizzo e-mail non valido');
    const badPhone = await post('phone-check', {
      phoneCheckRequest: { phoneNum: '12', company: 'ast', accountNumber: 'AST0001002' },
    });
    expect(badPhone.json().error.message).toBe('Numero di cellulare non valido');
    const otherBrand = await post('email-check', {
      emailCheckRequest: { email: 'a@example.it', company: 'sgr', accountNumber: 'AST0001002' },
    });
    expect(otherBrand.statusCode).toBe(400);
    const notMine = await post('email-check', {
      emailCheckRequest: { email: 'a@example.it', company: 'ast', accountNumber: 'AST0001001' },
    });
    expect(notMine.statusCode).toBe(403);
    const badCode = await post('otp-verification', {
      otpVerificationRequest: { workflowId: 'wf_x', code: '12a4' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.message).toBe('Il codice non è corretto');
    expect(
      (await post('otp-verification', { otpVerificationRequest: { workflowId: 'wf_x', code: '1234' } }))
        .statusCode,
    ).toBe(404);
    const anonymous = await t().request('POST', '/services/rest/bpm/v1/email-check', {
      session: await t().newSession('ast'),
      body: { emailCheckRequest: { email: 'a@example.it', company: 'ast', accountNumber: 'AST0001002' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits how many checks a user starts per hour (429 with Retry-After)', async () => {
    const session = await t().login('demo.ast.azienda');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await t().request('POST', '/services/rest/bpm/v1/email-check', {
        session,
        body: {
          emailCheckRequest: { email: `prova${i}@example.it`, company: 'ast', accountNumber: 'AST0001002' },
        },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().error.retryAfterSeconds).toBe(Number(res.headers['retry-after']));
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shows the outbox newest first, filtered by recipient and channel', async () => {
    const all = (await t().request('GET', '/dev/outbox')).json().messages as { id: number }[];
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    const sms = (await t().request('GET', '/dev/outbox', { query: { channel: 'sms' } })).json().messages as {
      channel: string;
    }[];
    expect(sms.every((m) => m.channel === 'sms')).toBe(true);
    const byPhone = (await t().request('GET', '/dev/outbox', { query: { to: '+39 340 555 0999' } })).json()
      .messages;
    expect(byPhone.length).toBeGreaterThan(0);
  });
});
