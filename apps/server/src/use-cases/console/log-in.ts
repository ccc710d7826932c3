import type { consoleLoginBodySchema, consoleSessionSchema } from '@sportello/contract/console/operators';
import type { z } from 'zod';
import { sql } from 'kysely';
import { unauthenticated } from '../../errors';
import { audit } from '../../services/console/audit';
import { operatorView } from '../../services/console/operators';
import {
  looksLikeRecoveryCode,
  openTotpSecret,
  recoveryCodeDigest,
  totpStep,
} from '../../services/console/secrets';
import { createOperatorSession } from '../../services/console/sessions';
import { clearFailures, takeAttempt, type ThrottleRule } from '../../services/core/throttle';
import { verifyPassword } from '../../services/passwords';
import type { Deps } from '../context';

type Input = z.output<typeof consoleLoginBodySchema>;
type Output = z.input<typeof consoleSessionSchema>;

export const CONSOLE_LOGIN_FAILED = 'Nome utente, password o codice non validi.';

/** Console login throttling: per username and per client address, with the customers' limits. */
export function operatorLoginThrottleRules(
  config: Deps['config'],
  username: string,
  ip: string,
): [ThrottleRule, ThrottleRule] {
  return [
    {
      scope: 'operator-login-user',
      subject: username.trim().toLowerCase(),
      max: config.LOGIN_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
    {
      scope: 'operator-login-ip',
      subject: ip,
      max: config.LOGIN_IP_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  ];
}

/**
 * An operator enters the console: the password (argon2id) and the second factor, a TOTP code
 * (good once: its time step must come after the last accepted) or an unused recovery code (then
 * used). Any failure (unknown or suspended operator, wrong password, wrong or replayed code) is
 * the same 401, after the same work; attempts are counted before anything is checked (per
 * username and per address, 429 past the limit) and a success gives its count back. Every
 * attempt is in the audit log.
 */
export async function logInOperator(deps: Deps, ip: string, input: Input): Promise<Output> {
  const { db, config } = deps;
  const username = input.username.trim().toLowerCase();
  const rules = operatorLoginThrottleRules(config, username, ip);
  const attempt = await takeAttempt(db, rules);
  const operator = await db
    .selectFrom('operators')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(operator?.password_hash ?? null, input.password);
  const fail = async (reason: string) => {
    await audit(
      db,
      { kind: 'login', username: username.slice(0, 100), operatorId: operator?.id ?? null, ip },
      { action: 'login.failed', targetType: 'operator', targetId: operator?.id ?? null, after: { reason } },
    );
    deps.log.info({ operator: username, ip, reason }, 'console login failed');
    return unauthenticated(CONSOLE_LOGIN_FAILED);
  };
  if (!operator || !passwordOk) throw await fail(operator ? 'password' : 'unknown');
  if (operator.suspended_at) throw await fail('suspended');
  let secondFactor: 'totp' | 'recovery';
  const code = input.code.trim();
  if (/^\d{6}$/.test(code)) {
    const secret = openTotpSecret(config, operator.username, operator.totp_secret_sealed);
    const step = totpStep(secret, code);
    // The step moves forward only: the same code (or an older one) a second time is refused.
    const taken =
      step === null
        ? undefined
        : await db
            .updateTable('operators')
            .set({ totp_last_step: step })
            .where('id', '=', operator.id)
            .where('totp_last_step', '<', step)
            .returning('id')
            .executeTakeFirst();
    if (!taken) throw await fail(step === null ? 'totp' : 'totp-replayed');
    secondFactor = 'totp';
  } else if (looksLikeRecoveryCode(code)) {
    const used = await db
      .updateTable('operator_recovery_codes')
      .set({ used_at: sql<string>`now()` })
      .where('operator_id', '=', operator.id)
      .where('code_digest', '=', recoveryCodeDigest(config, code))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw await fail('recovery-code');
    secondFactor = 'recovery';
  } else throw await fail('code');
  await attempt.succeeded();
  await clearFailures(db, rules[0]);
  const session = await createOperatorSession(db, config, operator.id, ip);
  const left = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operator.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  await audit(
    db,
    { kind: 'login', username: operator.username, operatorId: operator.id, ip },
    { action: 'login', targetType: 'operator', targetId: operator.id, after: { secondFactor } },
  );
  return {
    sessionId: session.id,
    expiresAt: session.expiresAt.toISOString(),
    operator: operatorView(operator),
    recoveryCodesLeft: Number(left.n),
  };
}
