import type { Session, User } from '@sportello/contract';
import { compiledQuery } from '../db/compiled';
import type { Db } from '../db/index';
import type { SessionContext } from './session-store';

/** Module keys the configuration switches off: `pay` when there is no payment provider. */
export function hiddenModulesFor(paymentProvider: unknown): readonly string[] {
  return paymentProvider ? [] : ['pay'];
}

const companyModules = (db: Db, companyCode: string) =>
  db
    .selectFrom('company_modules')
    .select('module_key')
    .distinct()
    .where('company_code', '=', companyCode)
    .orderBy('module_key');
/** Compiled once per shape: without a current customer, and with one. */
const modulesOfCompany = compiledQuery((db, companyCode: string) =>
  companyModules(db, companyCode).where('customer_id', 'is', null),
);
const modulesOfCustomer = compiledQuery((db, companyCode: string, customerId: number) =>
  companyModules(db, companyCode).where((eb) =>
    eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]),
  ),
);

/** The modules enabled for a company, plus those enabled for the session's current customer. */
export async function enabledModules(
  db: Db,
  companyCode: string,
  customerId: number | null,
  /** Keys the configuration switches off (`pay` with no payment provider). */
  hidden: readonly string[] = [],
): Promise<string[]> {
  const rows =
    customerId === null
      ? await modulesOfCompany(db, companyCode)
      : await modulesOfCustomer(db, companyCode, customerId);
  return rows.map((r) => r.module_key).filter((key) => !hidden.includes(key));
}

const userById = compiledQuery((db, userId: number) =>
  db.selectFrom('users').selectAll().where('id', '=', userId),
);
const contractsOfUser = compiledQuery((db, userId: number) =>
  db
    .selectFrom('contracts')
    .innerJoin('user_customers', 'user_customers.customer_id', 'contracts.customer_id')
    .select(['contracts.id', 'contracts.key'])
    .where('user_customers.user_id', '=', userId)
    .where('user_customers.status', '=', 'accepted')
    .orderBy('contracts.id'),
);

export async function loadUserView(db: Db, userId: number): Promise<User> {
  const [[user], contracts] = await Promise.all([userById(db, userId), contractsOfUser(db, userId)]);
  if (!user) throw new Error(`session of user ${userId}: no such user`);
  return {
    id: user.id,
    key: user.key,
    username: user.username,
    status: user.status,
    type: user.type,
    email: user.email,
    userOptions: user.user_options,
    receiveCommercialNotifications: user.receive_commercial_notifications,
    receiveTechNotifications: user.receive_tech_notifications,
    contracts: { contract: contracts },
  };
}

/** The session as the client sees it: who, which brand, which modules. */
export async function buildSessionView(
  db: Db,
  session: SessionContext,
  hiddenModules: readonly string[] = [],
): Promise<Session> {
  // The user and the modules at once, as the three queries do not depend on each other.
  const [user, modules] = await Promise.all([
    session.userId === null ? null : loadUserView(db, session.userId),
    enabledModules(db, session.companyCode, session.currentCustomerId, hiddenModules),
  ]);
  return {
    sessionId: session.id,
    company: session.companyCode as Session['company'],
    locale: 'it',
    clientSpec: (session.clientSpec as Session['clientSpec']) ?? null,
    user,
    roles: user ? [user.type] : session.guest ? ['Guest'] : [],
    modules: modules.map((key) => ({ key })),
    guest: session.guest,
    currentCustomerId: session.currentCustomerId,
    expiresAt: session.expiresAt.toISOString(),
  };
}
