import type { Session, User } from '@sportello/contract';
import type { Db } from '../db/index';
import type { SessionContext } from './session-store';

/** Module keys the configuration switches off: `pay` when there is no payment provider. */
export function hiddenModulesFor(paymentProvider: unknown): readonly string[] {
  return paymentProvider ? [] : ['pay'];
}

/** The modules enabled for a company, plus those enabled for the session's current customer. */
export async function enabledModules(
  db: Db,
  companyCode: string,
  customerId: number | null,
  /** Keys the configuration switches off (`pay` with no payment provider). */
  hidden: readonly string[] = [],
): Promise<string[]> {
  const rows = await db
    .selectFrom('company_modules')
    .select('module_key')
    .distinct()
    .where('company_code', '=', companyCode)
    .where((eb) =>
      customerId === null
        ? eb('customer_id', 'is', null)
        : eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]),
    )
    .orderBy('module_key')
    .execute();
  return rows.map((r) => r.module_key).filter((key) => !hidden.includes(key));
}

export async function loadUserView(db: Db, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const contracts = await db
    .selectFrom('contracts')
    .innerJoin('user_customers', 'user_customers.customer_id', 'contracts.customer_id')
    .select(['contracts.id', 'contracts.key'])
    .where('user_customers.user_id', '=', userId)
    .where('user_customers.status', '=', 'accepted')
    .orderBy('contracts.id')
    .execute();
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
  const user = session.userId === null ? null : await loadUserView(db, session.userId);
  return {
    sessionId: session.id,
    company: session.companyCode as Session['company'],
    locale: 'it',
    clientSpec: (session.clientSpec as Session['clientSpec']) ?? null,
    user,
    roles: user ? [user.type] : session.guest ? ['Guest'] : [],
    modules: (await enabledModules(db, session.companyCode, session.currentCustomerId, hiddenModules)).map(
      (key) => ({
        key,
      }),
    ),
    guest: session.guest,
    currentCustomerId: session.currentCustomerId,
    expiresAt: session.expiresAt.toISOString(),
  };
}
