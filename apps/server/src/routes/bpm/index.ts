import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  CORE_ERROR_CODES,
  emailCheckRequestSchema,
  emailCheckResponseSchema,
  errorBodySchema,
  otpVerificationRequestSchema,
  otpVerificationResponseSchema,
  phoneCheckRequestSchema,
  phoneCheckResponseSchema,
} from '@sportello/contract';
import type { FastifyRequest } from 'fastify';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import { badRequest, conflict, HttpError, notFound, throttled, unauthenticated } from '../../errors';
import { sessionOf, userIdOf } from '../../plugins/session';
import { customerIdForKey } from '../../services/access';
import { isValidEmail, normalizePhone, RULE_MESSAGES } from '../../services/core/rules';
import { USER_MESSAGES } from '../../services/core/users';
import {
  billMatches,
  codeHash,
  codeMatches,
  codePepper,
  grantOwnership,
  sessionRef,
  type ProofPayload,
} from '../../services/core/ownership';
import { checkStartWait, newOtpCode, newWorkflowId, WORKFLOW_MESSAGES } from '../../services/core/workflows';

/** The bpm API area (/services/rest/bpm/v1): e-mail and phone checks with a 4-digit OTP. */
const bpmApi: FastifyPluginAsyncZod = async (app) => {
  // Production without CODE_PEPPER stops here, at start.
  const pepper = codePepper(app.config);
  async function startCheck(
    request: FastifyRequest,
    kind: 'email-check' | 'phone-check',
    input: { company: string; accountNumber: string; value: string },
  ): Promise<{ workflowId: string; expiresAt: string }> {
    const session = sessionOf(request);
    const me = userIdOf(request);
    const p = kind === 'email-check' ? 'emailCheckRequest' : 'phoneCheckRequest';
    if (input.company !== session.companyCode)
      throw badRequest(USER_MESSAGES.wrongCompany, { [`${p}.company`]: USER_MESSAGES.wrongCompany });
    const customerId = await customerIdForKey(app.db, session, input.accountNumber, 'change');
    const wait = await checkStartWait(app.db, me);
    if (wait > 0) throw throttled(`${WORKFLOW_MESSAGES.tooManyChecks}. Riprova tra ${wait} secondi`, wait);
    const code = newOtpCode();
    const workflowId = newWorkflowId();
    const row = await app.db.transaction().execute(async (tx) => {
      // A new code cancels the open checks of the same kind.
      await tx
        .updateTable('workflows')
        .set({ status: 'expired' })
        .where('user_id', '=', me)
        .where('kind', '=', kind)
        .where('status', '=', 'open')
        .execute();
      return tx
        .insertInto('workflows')
        .values({
          id: workflowId,
          kind,
          company_code: session.companyCode,
          user_id: me,
          customer_id: customerId,
          task_name: 'otp-verification',
          payload: JSON.stringify(kind === 'email-check' ? { email: input.value } : { phone: input.value }),
          otp_hash: codeHash(pepper, workflowId, code),
          expires_at: sql<string>`now() + make_interval(mins => ${app.config.OTP_TTL_MINUTES})`,
        })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
    });
    const minutes = app.config.OTP_TTL_MINUTES;
    await app.messenger.send(app.db, {
      channel: kind === 'email-check' ? 'mail' : 'sms',
      companyCode: session.companyCode,
      recipient: input.value,
      subject: kind === 'email-check' ? 'Codice di verifica' : undefined,
      body:
        kind === 'email-check'
          ? `Il tuo codice di verifica dell\u2019indirizzo e-mail è ${code}. Vale ${minutes} minuti. Non comunicarlo a nessuno.`
          : `Codice di verifica ${code} (valido ${minutes} minuti). Non comunicarlo a nessuno.`,
      meta: { otpCode: code, workflowId, kind },
    });
    return { workflowId, expiresAt: new Date(row.expires_at!).toISOString() };
  }

  app.post(
    '/email-check',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bpm'],
        summary:
          'Avvia la verifica di un nuovo indirizzo e-mail: invia un codice di 4 cifre; risponde con workflowId',
        body: emailCheckRequestSchema,
        response: {
          200: emailCheckResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, company, accountNumber } = request.body.emailCheckRequest;
      if (!isValidEmail(email))
        throw badRequest(RULE_MESSAGES.email, { 'emailCheckRequest.email': RULE_MESSAGES.email });
      return {
        emailCheckResponse: await startCheck(request, 'email-check', {
          company,
          accountNumber,
          value: email.trim(),
        }),
      };
    },
  );

  app.post(
    '/phone-check',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bpm'],
        summary:
          'Avvia la verifica di un nuovo numero di telefono: invia un SMS con un codice di 4 cifre; risponde con workflowId',
        body: phoneCheckRequestSchema,
        response: {
          200: phoneCheckResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { phoneNum, company, accountNumber } = request.body.phoneCheckRequest;
      const phone = normalizePhone(phoneNum);
      if (!phone)
        throw badRequest(RULE_MESSAGES.phone, { 'phoneCheckRequest.phoneNum': RULE_MESSAGES.phone });
      return {
        phoneCheckResponse: await startCheck(request, 'phone-check', {
          company,
          accountNumber,
          value: phone,
        }),
      };
    },
  );

  app.post(
    '/otp-verification',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['bpm'],
        summary:
          'Verifica il codice di 4 cifre di una verifica e-mail o telefono, o la prova di titolarità (codice o bolletta)',
        description:
          'Codice errato: 200 con matches false, i tentativi rimasti e "Il codice non è corretto". Al quinto errore il codice ' +
          'muore: poi 409 otp_too_many_attempts. Codice scaduto (10 minuti): 410 otp_expired. Codice già usato: 409 ' +
          'otp_already_used. Prova di titolarità riuscita: ownership (titolare da ora; registrazione: link di primo accesso ' +
          'all\u2019e-mail digitata); 409 user_already_registered se il cliente ha già un titolare. Vedi docs/registration-proof.md.',
        body: otpVerificationRequestSchema,
        response: {
          200: otpVerificationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const input = request.body.otpVerificationRequest;
      const max = app.config.OTP_MAX_ATTEMPTS;
      const wf = await app.db
        .selectFrom('workflows')
        .select([
          'id',
          'kind',
          'status',
          'user_id',
          'customer_id',
          'company_code',
          'payload',
          'otp_attempts',
          sql<boolean>`expires_at <= now()`.as('expired'),
        ])
        .where('id', '=', input.workflowId)
        .where('company_code', '=', session.companyCode)
        .where('kind', 'in', ['email-check', 'phone-check', 'ownership-proof'])
        .executeTakeFirst();
      const proof = wf?.kind === 'ownership-proof' ? (JSON.parse(wf.payload) as ProofPayload) : null;
      const mine =
        !!wf &&
        (proof?.purpose === 'registration'
          ? proof.sessionRef === sessionRef(session.id)
          : session.userId !== null && wf.user_id === session.userId);
      if (!wf || !mine) {
        if (!session.userId && !proof) throw unauthenticated();
        throw notFound(WORKFLOW_MESSAGES.notFound);
      }
      const byBill = proof?.method === 'bill';
      if (byBill ? !input.invoiceNumber || !input.amount : !input.code)
        throw badRequest(byBill ? OWNERSHIP_MESSAGES.billWrong : RULE_MESSAGES.otp, {
          [`otpVerificationRequest.${byBill ? 'invoiceNumber' : 'code'}`]: byBill
            ? OWNERSHIP_MESSAGES.billWrong
            : RULE_MESSAGES.otp,
        });
      if (wf.status === 'completed' || wf.status === 'refused')
        throw conflict(WORKFLOW_MESSAGES.otpAlreadyUsed, CORE_ERROR_CODES.otpAlreadyUsed);
      if (wf.status === 'failed')
        throw conflict(WORKFLOW_MESSAGES.otpTooManyAttempts, CORE_ERROR_CODES.otpTooManyAttempts);
      if (wf.status === 'expired' || wf.expired) {
        await app.db
          .updateTable('workflows')
          .set({ status: 'expired' })
          .where('id', '=', wf.id)
          .where('status', '=', 'open')
          .execute();
        throw new HttpError(410, CORE_ERROR_CODES.otpExpired, WORKFLOW_MESSAGES.otpExpired);
      }
      // Count the attempt first, atomically: parallel guesses cannot exceed the limit.
      const counted = await app.db
        .updateTable('workflows')
        .set({ otp_attempts: sql<number>`otp_attempts + 1` })
        .where('id', '=', wf.id)
        .where('status', '=', 'open')
        .where('otp_attempts', '<', max)
        .returning(['otp_attempts', 'otp_hash'])
        .executeTakeFirst();
      if (!counted) throw conflict(WORKFLOW_MESSAGES.otpTooManyAttempts, CORE_ERROR_CODES.otpTooManyAttempts);
      const attemptsLeft = Math.max(0, max - counted.otp_attempts);
      const matches = byBill
        ? await billMatches(app.db, wf.customer_id!, input.invoiceNumber!, input.amount!)
        : !!counted.otp_hash && codeMatches(pepper, wf.id, input.code!, counted.otp_hash);
      if (!matches) {
        if (attemptsLeft === 0) {
          await app.db
            .updateTable('workflows')
            .set({ status: 'failed' })
            .where('id', '=', wf.id)
            .where('status', '=', 'open')
            .execute();
        }
        return {
          otpVerificationResponse: {
            matches: false,
            attemptsLeft,
            message: byBill ? OWNERSHIP_MESSAGES.billWrong : RULE_MESSAGES.otp,
          },
        };
      }
      if (!proof) {
        const done = await app.db
          .updateTable('workflows')
          .set({ status: 'completed', completed_at: sql<string>`now()` })
          .where('id', '=', wf.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1)
          throw conflict(WORKFLOW_MESSAGES.otpAlreadyUsed, CORE_ERROR_CODES.otpAlreadyUsed);
        return { otpVerificationResponse: { matches: true, attemptsLeft } };
      }
      const outcome = await app.db.transaction().execute(async (tx) => {
        const done = await tx
          .updateTable('workflows')
          .set({ status: 'completed', completed_at: sql<string>`now()` })
          .where('id', '=', wf.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return 'used' as const;
        try {
          return await grantOwnership(tx, app.config, {
            id: wf.id,
            company_code: wf.company_code,
            user_id: wf.user_id!,
            customer_id: wf.customer_id!,
            payload: proof,
          });
        } catch (error) {
          if (error instanceof HttpError && error.code === CORE_ERROR_CODES.alreadyRegistered) return error;
          throw error;
        }
      });
      if (outcome === 'used')
        throw conflict(WORKFLOW_MESSAGES.otpAlreadyUsed, CORE_ERROR_CODES.otpAlreadyUsed);
      if (outcome instanceof HttpError) {
        // The code was right: the proof ends here, refused, and says why.
        await app.db
          .updateTable('workflows')
          .set({ status: 'refused', reply: 'already-registered' })
          .where('id', '=', wf.id)
          .execute();
        throw outcome;
      }
      const { mail, ...ownership } = outcome;
      if (mail) {
        await app.messenger.send(app.db, {
          channel: 'mail',
          companyCode: session.companyCode,
          recipient: mail.to,
          subject: mail.subject,
          body: mail.body,
          meta: mail.meta,
        });
      }
      request.log.info({ workflowId: wf.id, purpose: proof.purpose }, 'ownership proved');
      return { otpVerificationResponse: { matches: true, attemptsLeft, ownership } };
    },
  );
};

export default bpmApi;
