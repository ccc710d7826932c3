import {
  CORE_ERROR_CODES,
  type createNewUserRequestSchema,
  type createNewUserResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import { startProof } from '../../services/core/ownership';
import { RULE_MESSAGES } from '../../services/core/rules';
import { composeMessage } from '../../services/messages';
import { takeAttempt } from '../../services/core/throttle';
import {
  maskEmail,
  probeThrottleRules,
  registerUser as storeUser,
  registrationThrottleRules,
} from '../../services/core/users';
import type { Actor, Deps, NamedInput } from '../context';

export type RegistrationInput = NamedInput<typeof createNewUserRequestSchema, 'createNewUserRequest'>;

/**
 * Registers a customer's user (customer code + fiscal code or VAT number) or a delegate. A
 * customer's user starts Pending with no customer, and a proof of ownership goes to the contact
 * on file (nothing to the e-mail typed); a delegate gets the first-access link by e-mail. Every
 * registration counts against the client address and e-mail; the probe throttle only on a
 * fiscal data mismatch.
 */
export async function registerUser(
  deps: Deps,
  actor: Actor,
  input: RegistrationInput,
): Promise<z.output<typeof createNewUserResponseSchema>> {
  const { db, config, messenger } = deps;
  const { session } = actor;
  const probe = probeThrottleRules(config, actor.ip);
  const counted = registrationThrottleRules(
    config,
    actor.ip,
    input.registrationType === 'delegate' ? input.email : undefined,
  );
  await takeAttempt(db, counted);
  const attempt = await takeAttempt(db, probe);
  let result;
  try {
    result = await db.transaction().execute(async (tx) => {
      const registered = await storeUser(tx, config, session.companyCode, input);
      const started =
        registered.customerId === null
          ? null
          : await startProof(tx, config, {
              companyCode: session.companyCode,
              customerId: registered.customerId,
              userId: registered.userId,
              purpose: 'registration',
              sessionId: session.id,
              ip: actor.ip,
            });
      return { ...registered, started };
    });
    await attempt.succeeded();
  } catch (error) {
    // A fiscal data mismatch keeps counting against the address; other refusals do not.
    if (!(error instanceof HttpError && error.code === CORE_ERROR_CODES.fiscalDataMismatch))
      await attempt.succeeded();
    if ((error as { code?: string }).code === '23505') {
      throw new HttpError(409, CORE_ERROR_CODES.usernameTaken, RULE_MESSAGES.username, {
        'createNewUserRequest.username': RULE_MESSAGES.username,
      });
    }
    throw error;
  }
  const message = result.started?.message ?? result.mail;
  if (message) await messenger.send(db, await composeMessage(config, session.companyCode, message));
  const proof = result.started?.proof ?? null;
  return {
    createNewUserResponse: {
      success: true as const,
      userId: result.userId,
      username: result.username,
      status: result.status,
      sentTo: proof ? (proof.sentTo ?? '') : maskEmail(result.mail!.recipient),
      proof,
    },
  };
}
