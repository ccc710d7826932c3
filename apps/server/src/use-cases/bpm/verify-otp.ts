import {
  CORE_ERROR_CODES,
  type otpVerificationRequestSchema,
  type otpVerificationResponseSchema,
} from '@sportello/contract';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound, unauthenticated } from '../../errors';
import {
  billMatches,
  codeMatches,
  codePepper,
  grantOwnership,
  sessionRef,
  type ProofPayload,
} from '../../services/core/ownership';
import { RULE_MESSAGES } from '../../services/core/rules';
import { composeMessage } from '../../services/messages';
import { WORKFLOW_MESSAGES } from '../../services/core/workflows';
import { rotateActorSession } from '../../services/session-store';
import type { Actor, Deps, NamedInput } from '../context';

export type OtpVerificationInput = NamedInput<typeof otpVerificationRequestSchema, 'otpVerificationRequest'>;
type Output = z.output<typeof otpVerificationResponseSchema>;

/**
 * Verifies the 4-digit code of an e-mail or phone check, or a proof of ownership (the code, or
 * the number and amount of a recent bill). A wrong answer is an answer (matches false, attempts
 * left); the attempt is counted first, atomically, and at the last one the code dies (409
 * otp_too_many_attempts); expired: 410; used: 409. A proof that succeeds makes the user the
 * customer's owner (409 user_already_registered when it already has one).
 */
export async function verifyOtp(deps: Deps, actor: Actor, input: OtpVerificationInput): Promise<Output> {
  const { db, config } = deps;
  const { session } = actor;
  const max = config.OTP_MAX_ATTEMPTS;
  const wf = await db
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
      : actor.userId !== null && wf.user_id === actor.userId);
  if (!wf || !mine) {
    if (!actor.userId && !proof) throw unauthenticated();
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
    await db
      .updateTable('workflows')
      .set({ status: 'expired' })
      .where('id', '=', wf.id)
      .where('status', '=', 'open')
      .execute();
    throw new HttpError(410, CORE_ERROR_CODES.otpExpired, WORKFLOW_MESSAGES.otpExpired);
  }
  // Count the attempt first, atomically: parallel guesses cannot exceed the limit.
  const counted = await db
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
    ? await billMatches(db, wf.customer_id!, input.invoiceNumber!, input.amount!)
    : !!counted.otp_hash && codeMatches(codePepper(config), wf.id, input.code!, counted.otp_hash);
  if (!matches) {
    if (attemptsLeft === 0) {
      await db
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
    const done = await db
      .updateTable('workflows')
      .set({ status: 'completed', completed_at: sql<string>`now()` })
      .where('id', '=', wf.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw conflict(WORKFLOW_MESSAGES.otpAlreadyUsed, CORE_ERROR_CODES.otpAlreadyUsed);
    return { otpVerificationResponse: { matches: true, attemptsLeft } };
  }
  const outcome = await db.transaction().execute(async (tx) => {
    const done = await tx
      .updateTable('workflows')
      .set({ status: 'completed', completed_at: sql<string>`now()` })
      .where('id', '=', wf.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'used' as const;
    try {
      return await grantOwnership(tx, config, {
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
  if (outcome === 'used') throw conflict(WORKFLOW_MESSAGES.otpAlreadyUsed, CORE_ERROR_CODES.otpAlreadyUsed);
  if (outcome instanceof HttpError) {
    // The code was right: the proof ends here, refused, and says why.
    await db
      .updateTable('workflows')
      .set({ status: 'refused', reply: 'already-registered' })
      .where('id', '=', wf.id)
      .execute();
    throw outcome;
  }
  const { mail, ...ownership } = outcome;
  if (mail) await deps.messenger.send(db, await composeMessage(config, session.companyCode, mail));
  deps.log.info({ workflowId: wf.id, purpose: proof.purpose }, 'ownership proved');
  // A privilege change: the session that proved ownership gets a new id (X-Session-Id).
  await rotateActorSession(db, config, session);
  return { otpVerificationResponse: { matches: true, attemptsLeft, ownership } };
}
