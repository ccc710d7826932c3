import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
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
import { CATALOGUE, type PendingMessage } from '../messages';
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
 * makes the stored value useless to them; online guessing is bounded by 5 attempts per code,
 * 3 codes per requester and 10 per customer a day.
 *
 * Races (issue 18): issuing takes a lock per customer (an advisory lock in the transaction that
 * counts and inserts), so parallel requests cannot all pass the count, and granting takes another,
 * so two proofs answered at once cannot both make their user the owner.
 */

/**
 * Proofs (codes sent, or bill proofs) per customer in 24 hours, whoever asked: the ceiling of
 * online guessing (10 × 5 attempts = 50 of the 10,000 codes a day).
 */
export const PROOFS_PER_CUSTOMER_PER_DAY = 10;
/**
 * Proofs per requester and customer in 24 hours: a requester is the client address (an IPv6 one
 * by its /64) and the applicant user; either one reaching the cap is refused. A stranger thus uses
 * at most 3 of the customer's 10, and locks the customer out only from 4 addresses and users.
 */
export const PROOFS_PER_REQUESTER_PER_DAY = 3;

/** Advisory lock classes (second key) of pg_advisory_xact_lock(customer id, class). */
const ISSUE_LOCK = 11;
const GRANT_LOCK = 12;

/** Takes the transaction-scoped lock `lockClass` of one customer (released at commit or rollback). */
async function lockCustomer(db: Db, customerId: number, lockClass: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${customerId}::integer, ${lockClass}::integer)`.execute(db);
}

/**
 * The requester address a proof counts against: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * as IPv4), an IPv6 address by its /64 (one subscriber's network), anything else as given.
 */
export function requesterAddress(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const [head = '', tail] = address.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 address at the end stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const zeros = Array.from({ length: 8 - width(before) - width(after) }, () => '0');
  const prefix = [...before, ...zeros, ...after].slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

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

/** The proof's code, in the catalogue's words, composed and sent by the caller after commit. */
export type ProofMessage = PendingMessage;

/** Seconds until one of `rows` (newest first) leaves the 24-hour window below `max` (0 = now). */
function capWait(rows: { left: number }[], max: number): number {
  if (rows.length < max) return 0;
  return Math.max(1, Math.ceil(Number(rows[max - 1]!.left)));
}

/**
 * Starts a proof for `customerId` by `userId` (a Pending user registering, or a logged-in user
 * associating) from the client address `ip`, in the caller's transaction, under the customer's
 * lock: 429 past PROOFS_PER_REQUESTER_PER_DAY for this user or address, or past
 * PROOFS_PER_CUSTOMER_PER_DAY; earlier open proofs of the same user or address for the customer
 * die (one open proof per requester at a time). Returns the proof step and the message to send
 * after commit (none for a bill).
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
    /** The client address of the request (actor.ip). */
    ip: string;
  },
): Promise<{ proof: OwnershipProof; message: ProofMessage | null }> {
  // Count and insert under the customer's lock: parallel requests wait here, one at a time, so
  // each sees the proofs the ones before it issued (PGlite runs one transaction at a time anyway).
  await lockCustomer(db, input.customerId, ISSUE_LOCK);
  const requester = requesterAddress(input.ip);
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'key', 'email', 'phone_mobile'])
    .where('id', '=', input.customerId)
    .executeTakeFirstOrThrow();
  // At most PROOFS_PER_CUSTOMER_PER_DAY rows are ever inserted in a day, so this list is short.
  const recent = await db
    .selectFrom('workflows')
    .select([
      'user_id',
      'requester_address',
      sql<number>`extract(epoch from (created_at + interval '1 day' - now()))`.as('left'),
    ])
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'ownership-proof')
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .orderBy('created_at', 'desc')
    .execute();
  const byRequester = recent.filter((r) => r.user_id === input.userId || r.requester_address === requester);
  const wait =
    capWait(byRequester, PROOFS_PER_REQUESTER_PER_DAY) || capWait(recent, PROOFS_PER_CUSTOMER_PER_DAY);
  if (wait > 0) throw throttled(OWNERSHIP_MESSAGES.tooManyProofs, wait);
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
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'ownership-proof')
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('user_id', '=', input.userId), eb('requester_address', '=', requester)]))
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
      requester_address: requester,
      expires_at: sql<string>`now() + make_interval(mins => ${config.OTP_TTL_MINUTES})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  const words = {
    purpose: input.purpose,
    customerKey: customer.key,
    code: code ?? '',
    minutes: config.OTP_TTL_MINUTES,
  };
  const meta = { otpCode: code, workflowId, kind: 'ownership-proof' };
  const message: ProofMessage | null =
    code === null
      ? null
      : method === 'email'
        ? { channel: 'mail', recipient: recipient!, mail: CATALOGUE.ownershipProof.mail(words), meta }
        : { channel: 'sms', recipient: recipient!, text: CATALOGUE.ownershipProof.sms(words), meta };
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
  mail: (PendingMessage & { channel: 'mail' }) | null;
}

/**
 * Grants what a matched proof proves, in the caller's transaction: the user becomes the
 * customer's owner; a registering (Pending) user gets its first-access link at the e-mail it
 * typed. 409 user_already_registered when the customer already has an owner (told only now,
 * to whoever proved control of the contact on file). Under the customer's grant lock, so that of
 * proofs answered at once only the first makes its user the owner.
 */
export async function grantOwnership(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL'>,
  wf: { id: string; company_code: string; user_id: number; customer_id: number; payload: ProofPayload },
): Promise<OwnershipGrant> {
  // A lock of its own (not the issuing one): the caller already holds the proof's row, which a
  // proof being issued may wait for while it holds the issuing lock.
  await lockCustomer(db, wf.customer_id, GRANT_LOCK);
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
        channel: 'mail',
        recipient: user.email,
        mail: CATALOGUE.firstAccess.mail({ username: user.username, days: FIRST_ACCESS_LINK_DAYS, url }),
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
    passwordLinkSentTo: mail ? maskEmail(mail.recipient) : null,
    supplies: supplies.map((s) => ({
      key: s.key,
      commodity: s.commodity,
      address: [s.address, s.locality].filter(Boolean).join(', ') || null,
    })),
    mail,
  };
}
