import type { createNewSessionRequestSchema, createNewSessionResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { createLinkSession, LINK_MESSAGES, resolveLink } from '../../services/core/links';
import { sessionCreationThrottleRules, takeAttempt } from '../../services/core/throttle';
import { createSession } from '../../services/session-store';
import { buildSessionView, hiddenModulesFor } from '../../services/session-view';
import type { Deps, NamedInput } from '../context';

type Input = NamedInput<typeof createNewSessionRequestSchema, 'createNewSessionRequest'>;
type Output = z.output<typeof createNewSessionResponseSchema>;

/**
 * Opens a session for a company: anonymous, or the session a link opens (linkId + hashCode of
 * that company; a guest session for link modules 4 to 9 unless `guest` is false). No actor: this
 * is where a session comes from; counted per client address `ip` (429 past SESSION_CREATE_IP_MAX
 * a minute). Only one of linkId and hashCode: 400; a wrong link 404
 * `link_invalid`, an expired or used one 410 `link_expired`.
 */
export async function createNewSession(deps: Deps, input: Input, ip: string): Promise<Output> {
  const { db, config } = deps;
  const { company, clientSpec, linkId, hashCode, guest } = input;
  // Every session created counts per client address (SESSION_CREATE_IP_MAX a minute, then 429).
  await takeAttempt(db, sessionCreationThrottleRules(config, ip));
  if ((linkId === undefined) !== (hashCode === undefined)) {
    throw badRequest(LINK_MESSAGES.invalid, {
      [linkId === undefined ? 'createNewSessionRequest.linkId' : 'createNewSessionRequest.hashCode']:
        LINK_MESSAGES.invalid,
    });
  }
  const session =
    linkId !== undefined && hashCode !== undefined
      ? await createLinkSession(db, config, {
          companyCode: company,
          clientSpec,
          link: await resolveLink(db, linkId, hashCode, company),
          guest,
        })
      : await createSession(db, config, { companyCode: company, clientSpec });
  return {
    createNewSessionResponse: await buildSessionView(db, session, hiddenModulesFor(deps.paymentProvider)),
  };
}
