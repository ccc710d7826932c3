import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { CORE_ERROR_CODES, type OwnershipProof } from '@sportello/contract';
import {
  OWNERSHIP_MESSAGES,
  parseAmountToCents,
  PROOF_RECENT_BILLS,
  type OwnershipProofMethod,
} from '@sportello/domain';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import type { Db } from '../../db/index';
import { conflict, throttled } from '../../errors';
import { createLink, LINK_MODULES, linkUrl } from './links';
import { FIRST_ACCESS_LINK_DAYS, maskEmail, USER_MESSAGES } from './users';
import { newOtpCode, newWorkflowId } from './workflows';

/**
 * Proof of ownership (issue 9): before a user owns a customer it proves control of a contact the
 * retailer already holds for that customer (a 4-digit code to the e-mail or mobile on file), or,
 * with no contact on file, names one of the customer's last bills with its amount.
 *
 * Codes are stored as HMAC-SHA256 under a server-side pepper (CODE_PEPPER), never in clear. A
 * 4-digit code has 10,000 values: no slow hash (argon2 at 10 ms makes a full search 100 s) can
 * protect it from someone holding a copy of the database, while a key the database does not hold
 * makes the stored value useless to them; online guessing is bounded by 5 attempts per code and
 * 5 codes per customer a day.
 */

/** Proofs (codes sent) per customer in 24 hours. */
export const PROOFS_PER_CUSTOMER_PER_DAY = 5;

const DEMO_PEPPER = 'sportello-demo-pepper-not-for-production-use-0001';

/** The pepper of code hashes; production without CODE_PEPPER does not start. */
export function codePepper(config: Pick<Config, 'MODE'> & { CODE_PEPPER?: string }): string {
  if (config.CODE_PEPPER) return config.CODE_PEPPER;
  if (config.MODE === 'production')
    throw new ConfigError(
      'Configurazione non valida:\n  - CODE_PEPPER: obbligatorio in produzione (almeno 32 caratteri casuali)',
    );
  return DEMO_PEPPER;
}

/** HMAC-SHA256 of a one-time code, bound to its workflow. */
export function codeHash(pepper: string, workflowId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${workflowId}:${code}`).digest('hex');
}

export function codeMatches(pepper: string, workflowId: string, code: string, stored: string): boolean {
  const given = Buffer.from(codeHash(pepper, workflowId, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** A reference to the session that started a registration proof (only it may answer it). */
export function sessionRef(sessionId: string): string {
  return createHash('sha256').update(`proof:${sessionId}`).digest('hex');
}

/** "+393331234567" → "+39 *** *** 4567". */
export function maskPhone(phone: string): string {
  return `+39 *** *** ${phone.replace(/\D/g, '').slice(-4)}`;
}

export type ProofPurpose = 'registration' | 'association';

export interface ProofPayload {
  purpose: ProofPurpose;
  method: OwnershipProofMethod;
  sentTo: string | null;
  /** Registration: sessionRef of the anonymous session that registered. */
  sessionRef?: string;
}

interface CustomerContacts {
  id: number;
  key: string;
  email: string | null;
  phone_mobile: string | null;
}

/** Where the proof goes: the e-mail on file, else the mobile on file, else a bill. */
export function proofMethodFor(customer: Pick<CustomerContacts, 'email' | 'phone_mobile'>): {
  method: OwnershipProofMethod;
  recipient: string | null;
} {
  if (customer.email) return { method: 'email', recipient: customer.email };
  if (customer.phone_mobile) return { method: 'sms', recipient: customer.phone_mobile };
  return { method: 'bill', recipient: null };
}

export interface ProofMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  meta: Record<string, unknown>;
}

/**
 * Starts a proof for `customerId` by `userId` (a Pending user registering, or a logged-in user
 * associating): 429 past PROOFS_PER_CUSTOMER_PER_DAY; earlier open proofs of the user for the
 * customer die. Returns the proof step and the message to send after commit (none for a bill).
 */
export async function startProof(
  db: Db,
  config: Pick<Config, 'MODE' | 'OTP_TTL_MINUTES' | 'OTP_MAX_ATTEMPTS'> & { CODE_PEPPER?: string },
  input: {
    companyCode: string;
    customerId: number;
    userId: number;
    purpose: ProofPurpose;
    sessionId?: string;
  },
): Promise<{ proof: OwnershipProof; message: ProofMessage | null }> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'key', 'email', 'phone_mobile'])
    .where('id', '=', input.customerId)
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('workflows')
    .select(sql<number>`extract(epoch from (created_at + interval '1 day' - now()))`.as('left'))
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'ownership-proof')
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .orderBy('created_at', 'desc')
    .limit(PROOFS_PER_CUSTOMER_PER_DAY)
    .execute();
  if (recent.length >= PROOFS_PER_CUSTOMER_PER_DAY) {
    const wait = Math.max(1, Math.ceil(Number(recent[recent.length - 1]!.left)));
    throw throttled(OWNERSHIP_MESSAGES.tooManyProofs, wait);
  }
  const { method, recipient } = proofMethodFor(customer);
  const workflowId = newWorkflowId();
  const code = method === 'bill' ? null : newOtpCode();
  const sentTo = method === 'email' ? maskEmail(recipient!) : method === 'sms' ? maskPhone(recipient!) : null;
  const payload: ProofPayload = {
    purpose: input.purpose,
    method,
    sentTo,
    ...(input.sessionId ? { sessionRef: sessionRef(input.sessionId) } : {}),
  };
  await db
    .updateTable('workflows')
    .set({ status: 'expired' })
    .where('user_id', '=', input.userId)
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'ownership-proof')
    .where('status', '=', 'open')
    .execute();
  const row = await db
    .insertInto('workflows')
    .values({
      id: workflowId,
      kind: 'ownership-proof',
      company_code: input.companyCode,
      user_id: input.userId,
      customer_id: customer.id,
      task_name: method === 'bill' ? 'bill-verification' : 'otp-verification',
      payload: JSON.stringify(payload),
      otp_hash: code ? codeHash(codePepper(config), workflowId, code) : null,
      expires_at: sql<string>`now() + make_interval(mins => ${config.OTP_TTL_MINUTES})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  const minutes = config.OTP_TTL_MINUTES;
  const what =
    input.purpose === 'registration'
      ? 'registrarsi al portale clienti'
      : 'associare al proprio utente del portale clienti';
  const warning =
    'Se non sei stato tu, ignora questo messaggio e non comunicare il codice a nessuno: senza il codice non viene concesso alcun accesso.';
  const message: ProofMessage | null =
    code === null
      ? null
      : method === 'email'
        ? {
            channel: 'mail',
            recipient: recipient!,
            subject: 'Codice di verifica del titolare',
            body:
              `È stato chiesto di ${what} il codice cliente ${customer.key}. ` +
              `Il codice di verifica è ${code} (valido ${minutes} minuti).\n${warning}`,
            meta: { otpCode: code, workflowId, kind: 'ownership-proof' },
          }
        : {
            channel: 'sms',
            recipient: recipient!,
            body: `Codice ${code} per verificare il titolare del codice cliente ${customer.key} (valido ${minutes} minuti). Se non l\u2019hai chiesto, ignora.`,
            meta: { otpCode: code, workflowId, kind: 'ownership-proof' },
          };
  return {
    proof: {
      workflowId,
      method,
      sentTo,
      expiresAt: new Date(row.expires_at!).toISOString(),
      attemptsLeft: config.OTP_MAX_ATTEMPTS,
    },
    message,
  };
}

/** Whether `invoiceNumber` is one of the customer's last bills and `amount` its total. */
export async function billMatches(
  db: Db,
  customerId: number,
  invoiceNumber: string,
  amount: string,
): Promise<boolean> {
  const cents = parseAmountToCents(amount);
  if (cents === null) return false;
  const bills = await db
    .selectFrom('invoices')
    .select(['key', 'total_amount'])
    .where('customer_id', '=', customerId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .limit(PROOF_RECENT_BILLS)
    .execute();
  const wanted = invoiceNumber.trim().toUpperCase();
  return bills.some(
    (b) => b.key.toUpperCase() === wanted && Math.round(Number(b.total_amount) * 100) === cents,
  );
}

export interface OwnershipGrant {
  kind: ProofPurpose;
  customerKey: string;
  customerName: string;
  passwordLinkSentTo: string | null;
  supplies: { key: string; commodity: string; address: string | null }[];
  /** Registration: the first-access mail to send after commit. */
  mail: { to: string; subject: string; body: string; meta: Record<string, unknown> } | null;
}

/**
 * Grants what a matched proof proves, in the caller's transaction: the user becomes the
 * customer's owner; a registering (Pending) user gets its first-access link at the e-mail it
 * typed. 409 user_already_registered when the customer already has an owner (told only now,
 * to whoever proved control of the contact on file).
 */
export async function grantOwnership(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL'>,
  wf: { id: string; company_code: string; user_id: number; customer_id: number; payload: ProofPayload },
): Promise<OwnershipGrant> {
  const others = await db
    .selectFrom('user_customers')
    .select('user_id')
    .where('customer_id', '=', wf.customer_id)
    .where('relation', '=', 'owner')
    .where('status', '=', 'accepted')
    .where('user_id', '!=', wf.user_id)
    .executeTakeFirst();
  if (others) throw conflict(USER_MESSAGES.alreadyRegistered, CORE_ERROR_CODES.alreadyRegistered);
  await db
    .insertInto('user_customers')
    .values({ user_id: wf.user_id, customer_id: wf.customer_id, relation: 'owner', status: 'accepted' })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'customer_id'])
        .doUpdateSet({ relation: 'owner', status: 'accepted', scope: null }),
    )
    .execute();
  const customer = await db
    .selectFrom('customers')
    .select(['key', 'name'])
    .where('id', '=', wf.customer_id)
    .executeTakeFirstOrThrow();
  const supplies = await db
    .selectFrom('supplies')
    .select(['key', 'commodity', 'address', 'locality'])
    .where('customer_id', '=', wf.customer_id)
    .orderBy('id')
    .execute();
  let mail: OwnershipGrant['mail'] = null;
  if (wf.payload.purpose === 'registration') {
    const user = await db
      .selectFrom('users')
      .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.username',
        'users.email',
        'user_profiles.privacy_marketing',
        'user_profiles.privacy_others',
      ])
      .where('users.id', '=', wf.user_id)
      .executeTakeFirstOrThrow();
    if (user.privacy_marketing !== null) {
      await db
        .updateTable('customers')
        .set({ privacy_company: !!user.privacy_marketing, privacy_others: !!user.privacy_others })
        .where('id', '=', wf.customer_id)
        .execute();
    }
    const link = await createLink(db, {
      companyCode: wf.company_code,
      moduleId: LINK_MODULES.password,
      entityKey: String(user.id),
      additionalParams: { userId: user.id, firstAccess: true },
      customerId: wf.customer_id,
      userId: user.id,
      ttlMinutes: FIRST_ACCESS_LINK_DAYS * 24 * 60,
      singleUse: true,
    });
    const url = linkUrl(config.PUBLIC_URL, '/crea-psw', link.id, link.hashCode);
    if (user.email) {
      mail = {
        to: user.email,
        subject: 'Crea la tua password',
        body:
          `Benvenuto! Per completare la registrazione dell\u2019utente ${user.username} crea la tua password da questo link ` +
          `(valido ${FIRST_ACCESS_LINK_DAYS} giorni, utilizzabile una sola volta):\n${url}`,
        meta: {
          linkId: link.id,
          hashCode: link.hashCode,
          linkUrl: url,
          userId: user.id,
          kind: 'first-access',
        },
      };
    }
  }
  return {
    kind: wf.payload.purpose,
    customerKey: customer.key,
    customerName: customer.name,
    passwordLinkSentTo: mail ? maskEmail(mail.to) : null,
    supplies: supplies.map((s) => ({
      key: s.key,
      commodity: s.commodity,
      address: [s.address, s.locality].filter(Boolean).join(', ') || null,
    })),
    mail,
  };
}
