import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { CORE_ERROR_CODES, type CreateNewUserRequest } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { badRequest, HttpError } from '../../errors';
import { hashPassword } from '../passwords';
import { CATALOGUE, type PendingMessage } from '../messages';
import { createLink, LINK_MODULES, linkUrl } from './links';
import {
  isValidEmail,
  isValidFiscalCode,
  isValidPersonalFiscalCode,
  isValidUsername,
  isValidVatNumber,
  normalizePhone,
  passwordProblems,
  RULE_MESSAGES,
} from './rules';
import type { ThrottleRule } from './throttle';

export const USER_MESSAGES = {
  fiscalDataMismatch: 'Codice cliente e dati fiscali non corrispondono',
  alreadyRegistered: MESSAGES.userAlreadyRegistered,
  wrongCurrentPassword: 'La password attuale non è corretta',
  currentPasswordRequired: 'Inserire la password attuale',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
  wrongCompany: 'Società non corrispondente alla sessione',
} as const;

/** Days a first-access (/crea-psw) link stays valid. */
export const FIRST_ACCESS_LINK_DAYS = 7;

/** Login throttling: per username of the brand and per client address. */
export function loginThrottleRules(
  config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_WINDOW_SECONDS'>,
  companyCode: string,
  username: string,
  ip: string,
): [ThrottleRule, ThrottleRule] {
  return [
    {
      scope: 'login-user',
      subject: `${companyCode}:${username.trim().toLowerCase()}`,
      max: config.LOGIN_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
    {
      scope: 'login-ip',
      subject: ip,
      max: config.LOGIN_IP_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  ];
}

/**
 * Calls that answer whether fiscal data matches a customer code (registration, validation,
 * password reset by customer code) count mismatches per client address, so codes and fiscal
 * data printed on an invoice cannot be probed in bulk.
 */
export function probeThrottleRules(
  config: Pick<Config, 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_WINDOW_SECONDS'>,
  ip: string,
): ThrottleRule[] {
  return [
    {
      scope: 'probe-ip',
      subject: ip,
      max: config.LOGIN_IP_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  ];
}

/** Every registration counts per client address; a delegate's e-mail typed, per address (24 h). */
export function registrationThrottleRules(
  config: Pick<Config, 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_WINDOW_SECONDS'>,
  ip: string,
  email?: string,
): ThrottleRule[] {
  const rules: ThrottleRule[] = [
    {
      scope: 'register-ip',
      subject: ip,
      max: config.LOGIN_IP_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  ];
  if (email)
    rules.push({
      scope: 'register-email',
      subject: email.trim().toLowerCase(),
      max: 3,
      windowSeconds: 86_400,
    });
  return rules;
}

/** Username availability checks count per client address, whatever the answer. */
export function usernameCheckThrottleRules(
  config: Pick<Config, 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_WINDOW_SECONDS'>,
  ip: string,
): ThrottleRule[] {
  return [
    {
      scope: 'username-check-ip',
      subject: ip,
      max: 3 * config.LOGIN_IP_MAX_FAILURES,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  ];
}

/** Delegation requests: per requesting user (5 a day) and per customer asked (3 a day). */
export function delegationThrottleRules(userId: number, customerId: number): ThrottleRule[] {
  return [
    { scope: 'delegation-user', subject: String(userId), max: 5, windowSeconds: 86_400 },
    { scope: 'delegation-customer', subject: String(customerId), max: 3, windowSeconds: 86_400 },
  ];
}

/** "mario.rossi@example.it" → "ma***@example.it". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export async function usernameTaken(db: Db, companyCode: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

type CustomerRow = {
  id: number;
  key: string;
  customer_type: 'private' | 'company' | 'condominium' | 'body';
  fiscal_code: string | null;
  vat_number: string | null;
  email: string | null;
};

/**
 * The customer of `customerCode` in the brand when the fiscal data is its own (fiscal code or
 * VAT number, as the customer type calls for), else null. Unknown code and wrong data look alike.
 */
export async function matchCustomer(
  db: Db,
  companyCode: string,
  input: { customerCode: string; fiscalCode?: string; vatNumber?: string; registrationType?: string },
): Promise<CustomerRow | null> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'key', 'customer_type', 'fiscal_code', 'vat_number', 'email'])
    .where('key', '=', input.customerCode.trim().toUpperCase())
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
  if (!customer) return null;
  if (
    input.registrationType &&
    input.registrationType !== 'delegate' &&
    input.registrationType !== customer.customer_type
  ) {
    return null;
  }
  const fiscal = input.fiscalCode?.trim().toUpperCase();
  const vat = input.vatNumber?.trim();
  const fiscalOk = !!fiscal && !!customer.fiscal_code && customer.fiscal_code.toUpperCase() === fiscal;
  const vatOk = !!vat && !!customer.vat_number && customer.vat_number === vat;
  const ok = customer.customer_type === 'company' ? vatOk || fiscalOk : fiscalOk || vatOk;
  return ok ? customer : null;
}

export async function hasOwner(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .where('relation', '=', 'owner')
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return !!row;
}

/** Format checks of the fiscal data sent (check characters), as 400 field messages. */
export function fiscalDataProblems(
  prefix: string,
  input: { fiscalCode?: string; vatNumber?: string },
  personalOnly = false,
) {
  const fields: Record<string, string> = {};
  if (input.fiscalCode) {
    const ok = personalOnly
      ? isValidPersonalFiscalCode(input.fiscalCode)
      : isValidFiscalCode(input.fiscalCode);
    if (!ok) fields[`${prefix}.fiscalCode`] = RULE_MESSAGES.fiscalCode;
  }
  if (input.vatNumber && !isValidVatNumber(input.vatNumber))
    fields[`${prefix}.vatNumber`] = RULE_MESSAGES.vatNumber;
  return fields;
}

function throwIfAny(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

export interface RegistrationResult {
  userId: number;
  username: string;
  status: string;
  /** Customer registration: the customer to prove ownership of (nothing is granted yet). */
  customerId: number | null;
  /** Delegate registration: the first-access mail to the e-mail typed (its own verification). */
  mail: (PendingMessage & { channel: 'mail' }) | null;
}

/**
 * Registers a customer (by customer code and fiscal data) or a delegate (contacts, address) as a
 * Pending user. A customer registration grants nothing: the caller starts the proof of
 * ownership (services/core/ownership.ts), and only a matched proof makes the user owner and
 * mails its first-access link. Whether the customer already has a user is not told here (the
 * answer is the same either way), only after the proof. A delegate gets its /crea-psw link at the
 * e-mail it typed. Runs in `db`, which the caller makes a transaction; mail goes after commit.
 */
export async function registerUser(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL'>,
  companyCode: string,
  input: CreateNewUserRequest,
): Promise<RegistrationResult> {
  const p = 'createNewUserRequest';
  if (input.company && input.company !== companyCode)
    throw badRequest(USER_MESSAGES.wrongCompany, { [`${p}.company`]: USER_MESSAGES.wrongCompany });
  const fields: Record<string, string> = {};
  if (!isValidUsername(input.username)) fields[`${p}.username`] = RULE_MESSAGES.username;
  if (!isValidEmail(input.email)) fields[`${p}.email`] = RULE_MESSAGES.email;
  const isDelegate = input.registrationType === 'delegate';
  Object.assign(fields, fiscalDataProblems(p, input, isDelegate));
  let phone: string | null = null;
  if (input.phoneMobile) {
    phone = normalizePhone(input.phoneMobile);
    if (!phone) fields[`${p}.phoneMobile`] = RULE_MESSAGES.phone;
  }
  throwIfAny(fields);

  let customer: CustomerRow | null = null;
  if (!isDelegate) {
    customer = await matchCustomer(db, companyCode, {
      customerCode: input.customerCode!,
      fiscalCode: input.fiscalCode,
      vatNumber: input.vatNumber,
      registrationType: input.registrationType,
    });
    if (!customer) {
      throw new HttpError(400, CORE_ERROR_CODES.fiscalDataMismatch, USER_MESSAGES.fiscalDataMismatch, {
        [`${p}.customerCode`]: USER_MESSAGES.fiscalDataMismatch,
      });
    }
  }
  if (await usernameTaken(db, companyCode, input.username)) {
    throw new HttpError(409, CORE_ERROR_CODES.usernameTaken, RULE_MESSAGES.username, {
      [`${p}.username`]: RULE_MESSAGES.username,
    });
  }

  const email = input.email.trim();
  const user = await db
    .insertInto('users')
    .values({
      key: `USR-${randomBytes(5).toString('hex').toUpperCase()}`,
      username: input.username,
      company_code: companyCode,
      password_hash: null,
      status: 'Pending',
      type: 'Customer',
      email,
      receive_commercial_notifications: input.privacy.marketing,
    })
    .returning(['id', 'username', 'status'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_profiles')
    .values({
      user_id: user.id,
      registration_type: input.registrationType,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      fiscal_code: input.fiscalCode ?? null,
      phone_mobile: phone,
      street_name: input.address?.streetName ?? null,
      civic_number: input.address?.civicNumber ?? null,
      city: input.address?.city ?? null,
      province: input.address?.province ?? null,
      postal_code: input.address?.postalCode ?? null,
      privacy_personal_data_at: new Date(),
      privacy_marketing: input.privacy.marketing,
      privacy_others: input.privacy.others,
    })
    .execute();
  if (customer) {
    return {
      userId: user.id,
      username: user.username,
      status: user.status,
      customerId: customer.id,
      mail: null,
    };
  }

  const link = await createLink(db, {
    companyCode,
    moduleId: LINK_MODULES.password,
    entityKey: String(user.id),
    additionalParams: { userId: user.id, firstAccess: true },
    customerId: null,
    userId: user.id,
    ttlMinutes: FIRST_ACCESS_LINK_DAYS * 24 * 60,
    singleUse: true,
  });
  const url = linkUrl(config.PUBLIC_URL, '/crea-psw', link.id, link.hashCode);
  return {
    userId: user.id,
    username: user.username,
    status: user.status,
    customerId: null,
    mail: {
      channel: 'mail',
      recipient: email,
      mail: CATALOGUE.firstAccess.mail({ username: user.username, days: FIRST_ACCESS_LINK_DAYS, url }),
      meta: { linkId: link.id, hashCode: link.hashCode, linkUrl: url, userId: user.id, kind: 'first-access' },
    },
  };
}

/** Sets a new password after the rules of section 5 (each failing rule a message). */
export async function newPasswordHash(password: string, field: string): Promise<string> {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw badRequest(problems[0]!, { [field]: problems.join(' ') });
  return hashPassword(password);
}

export { endUserSessions } from '../session-store';

/** Whether `viewer` (an Agency) serves a customer of `target`. */
export async function agencyServesUser(db: Db, viewerId: number, targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_customers as mine')
    .innerJoin('user_customers as theirs', 'theirs.customer_id', 'mine.customer_id')
    .select('mine.customer_id')
    .where('mine.user_id', '=', viewerId)
    .where('mine.relation', '=', 'agency')
    .where('mine.status', '=', 'accepted')
    .where('theirs.user_id', '=', targetId)
    .where('theirs.status', '=', 'accepted')
    .executeTakeFirst();
  return !!row;
}
