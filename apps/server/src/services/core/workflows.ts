import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGES, OWNERSHIP_MESSAGES } from '@sportello/domain';
import type { Db } from '../../db/index';
import type { WorkflowKind } from '../../db/tables/core';

/** 128 random bits: workflow ids are bearer references in links and OTP checks. */
export function newWorkflowId(): string {
  return `wf_${randomBytes(16).toString('base64url')}`;
}

/** A 4-digit code from the CSPRNG. */
export function newOtpCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export const WORKFLOW_MESSAGES = {
  notFound: 'Richiesta non trovata',
  taskAlreadyDone: 'La richiesta è già stata gestita',
  wrongTask: 'Attività non valida per questa richiesta',
  badReply: 'Risposta non valida',
  expired: 'La richiesta è scaduta',
  otpWrong: MESSAGES.otpInvalid,
  otpExpired: OWNERSHIP_MESSAGES.codeExpired,
  otpAlreadyUsed: OWNERSHIP_MESSAGES.codeAlreadyUsed,
  otpTooManyAttempts: OWNERSHIP_MESSAGES.codeTooManyAttempts,
  tooManyChecks: 'Troppe richieste di verifica',
  delegationPending: 'Esiste già una richiesta di delega in attesa di conferma per questo cliente',
  alreadyLinked: 'Il codice cliente è già associato al tuo utente',
  resetParamsNotValid: MESSAGES.passwordResetFailed,
} as const;

/** Verification checks a user may start per hour (e-mail and phone together). */
export const MAX_CHECKS_PER_HOUR = 5;

/** Seconds until the user may start another check (0 = now). */
export async function checkStartWait(db: Db, userId: number): Promise<number> {
  const rows = await db
    .selectFrom('workflows')
    .select(sql<number>`extract(epoch from (created_at + interval '1 hour' - now()))`.as('left'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['email-check', 'phone-check'])
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .orderBy('created_at', 'desc')
    .limit(MAX_CHECKS_PER_HOUR)
    .execute();
  if (rows.length < MAX_CHECKS_PER_HOUR) return 0;
  return Math.max(1, Math.ceil(Number(rows[rows.length - 1]!.left)));
}

/**
 * Whether the user verified `value` (an e-mail or a +39 phone) with an OTP in the last
 * `withinMinutes`: the Erp account-data change request can require it.
 */
export async function hasVerifiedContact(
  db: Db,
  userId: number,
  kind: Extract<WorkflowKind, 'email-check' | 'phone-check'>,
  value: string,
  withinMinutes = 30,
): Promise<boolean> {
  const rows = await db
    .selectFrom('workflows')
    .select('payload')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'completed')
    .where('completed_at', '>', sql<Date>`now() - make_interval(mins => ${withinMinutes})`)
    .execute();
  const wanted = value.trim().toLowerCase();
  return rows.some((r) => {
    const p = JSON.parse(r.payload) as { email?: string; phone?: string };
    return (p.email ?? p.phone ?? '').toLowerCase() === wanted;
  });
}

/** Normalises a delegation reply: accept / refuse (Italian and yes/no accepted too). */
export function delegationReply(reply: string): 'accept' | 'refuse' | null {
  const r = reply.trim().toLowerCase();
  if (['accept', 'accetta', 'accetto', 'si', 'sì', 'yes', 'true', '1'].includes(r)) return 'accept';
  if (['refuse', 'rifiuta', 'rifiuto', 'no', 'false', '0'].includes(r)) return 'refuse';
  return null;
}
