import { sql } from 'kysely';
import { badRequest, throttled } from '../../errors';
import { customerIdForKey } from '../../services/access';
import { codeHash, codePepper } from '../../services/core/ownership';
import { USER_MESSAGES } from '../../services/core/users';
import { CATALOGUE, composeMessage } from '../../services/messages';
import { checkStartWait, newOtpCode, newWorkflowId, WORKFLOW_MESSAGES } from '../../services/core/workflows';
import type { Deps, UserActor } from '../context';

/**
 * Starts the check of a new e-mail address or phone number of a customer the user may change:
 * a 4-digit code (valid OTP_TTL_MINUTES) goes to the address or number; a new code cancels the
 * open checks of the same kind. At most MAX_CHECKS_PER_HOUR per user (429).
 */
export async function startContactCheck(
  deps: Deps,
  actor: UserActor,
  kind: 'email-check' | 'phone-check',
  input: { company: string; accountNumber: string; value: string },
): Promise<{ workflowId: string; expiresAt: string }> {
  const { db, config } = deps;
  const { session, userId: me } = actor;
  const p = kind === 'email-check' ? 'emailCheckRequest' : 'phoneCheckRequest';
  if (input.company !== session.companyCode)
    throw badRequest(USER_MESSAGES.wrongCompany, { [`${p}.company`]: USER_MESSAGES.wrongCompany });
  const customerId = await customerIdForKey(db, session, input.accountNumber, 'change');
  const wait = await checkStartWait(db, me);
  if (wait > 0) throw throttled(`${WORKFLOW_MESSAGES.tooManyChecks}. Riprova tra ${wait} secondi`, wait);
  const code = newOtpCode();
  const workflowId = newWorkflowId();
  const pepper = codePepper(config);
  const row = await db.transaction().execute(async (tx) => {
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
        expires_at: sql<string>`now() + make_interval(mins => ${config.OTP_TTL_MINUTES})`,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
  });
  const words = { code, minutes: config.OTP_TTL_MINUTES };
  const meta = { otpCode: code, workflowId, kind };
  await deps.messenger.send(
    db,
    await composeMessage(
      config,
      session.companyCode,
      kind === 'email-check'
        ? { channel: 'mail', recipient: input.value, mail: CATALOGUE.emailCheck.mail(words), meta }
        : { channel: 'sms', recipient: input.value, text: CATALOGUE.phoneCheck.sms(words), meta },
    ),
  );
  return { workflowId, expiresAt: new Date(row.expires_at!).toISOString() };
}
