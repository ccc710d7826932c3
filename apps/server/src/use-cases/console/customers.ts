import type { consoleCustomersQuerySchema, ConsoleCustomerView } from '@sportello/contract/console/customers';
import { sql } from 'kysely';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { audit } from '../../services/console/audit';
import { paymentFor } from '../../services/erp/payments';
import type { SessionContext } from '../../services/session-store';
import { loadUserView } from '../../services/session-view';
import { listDelegations } from '../core/list-delegations';
import { listNotifications } from '../core/list-notifications';
import { listInvoices } from '../erp/list-invoices';
import { listReadings } from '../erp/list-readings';
import { listSupplies } from '../erp/list-supplies';
import { requireOperatorBrand, type Deps, type OperatorActor, type UserActor } from '../context';

/**
 * The console's customer view: a customer of the operator's brands found by code, fiscal code,
 * VAT or POD/PDR (each search audited), then seen as the customer sees it — the portal's own use
 * cases called with a read-only view of the customer (its owner's user, that one customer), so
 * the console never writes a second query of what the portal shows. Each view is audited.
 */

const NOT_FOUND = 'Cliente non trovato';

type Query = z.output<typeof consoleCustomersQuerySchema>;

const CUSTOMER_COLUMNS = [
  'c.id',
  'c.key',
  'c.name',
  'c.fiscal_code',
  'c.vat_number',
  'c.email',
  'c.company_code',
] as const;

function toCustomer(row: {
  id: number;
  key: string;
  name: string;
  fiscal_code: string | null;
  vat_number: string | null;
  email: string | null;
  company_code: string;
}) {
  return {
    id: row.id,
    code: row.key,
    name: row.name,
    fiscalCode: row.fiscal_code,
    vatNumber: row.vat_number,
    email: row.email,
    brand: row.company_code,
  };
}

export async function searchConsoleCustomers(deps: Deps, actor: OperatorActor, query: Query) {
  const upper = query.q.toUpperCase().replace(/\s+/g, '');
  const brands = query.brand ? actor.brands.filter((b) => b === query.brand) : [...actor.brands];
  const rows = await deps.db
    .selectFrom('customers as c')
    .select(CUSTOMER_COLUMNS)
    .where('c.company_code', 'in', brands.length > 0 ? brands : ['-'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`upper(c.key)`, '=', upper),
        eb(sql<string>`upper(c.fiscal_code)`, '=', upper),
        eb('c.vat_number', '=', upper.replace(/^IT/, '')),
        eb.exists(
          eb
            .selectFrom('supplies as s')
            .select('s.id')
            .whereRef('s.customer_id', '=', 'c.id')
            .where(sql<string>`upper(s.pod_pdr)`, '=', upper),
        ),
      ]),
    )
    .orderBy('c.id')
    .limit(50)
    .execute();
  await audit(deps.db, actor, {
    action: 'customers.search',
    targetType: 'customer',
    after: { q: query.q, brand: query.brand ?? null, found: rows.map((r) => r.key) },
  });
  return { items: rows.map(toCustomer) };
}

/**
 * The customer as the portal shows it to its owner: a view actor on that one customer (the
 * owner's user where one is registered), never a session of the database and never written.
 */
async function viewActor(deps: Deps, customerId: number, companyCode: string): Promise<UserActor> {
  const owner = await deps.db
    .selectFrom('user_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .where('relation', '=', 'owner')
    .where('status', '=', 'accepted')
    .orderBy('user_id')
    .executeTakeFirst();
  const far = new Date(Date.now() + 60_000);
  const session: SessionContext = {
    id: 'console-view',
    companyCode,
    userId: owner?.user_id ?? 0,
    currentCustomerId: customerId,
    guest: false,
    linkId: null,
    clientSpec: null,
    expiresAt: far,
    absoluteExpiresAt: far,
    primaryReadsUntil: null,
    customerIds: [customerId],
  };
  return { kind: 'user', userId: session.userId!, session, ip: 'console' };
}

export async function getConsoleCustomer(
  deps: Deps,
  actor: OperatorActor,
  id: number,
): Promise<ConsoleCustomerView> {
  const row = await deps.db
    .selectFrom('customers as c')
    .select(CUSTOMER_COLUMNS)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  requireOperatorBrand(actor, row.company_code, NOT_FOUND);
  const view = await viewActor(deps, id, row.company_code);
  const hasUser = view.userId !== 0;

  const userIds = await deps.db
    .selectFrom('user_customers')
    .select('user_id')
    .where('customer_id', '=', id)
    .where('status', '=', 'accepted')
    .orderBy('user_id')
    .execute();
  const paymentIds = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('customer_id', '=', id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const [users, supplies, invoices, payments, delegations, notifications] = await Promise.all([
    Promise.all(userIds.map((u) => loadUserView(deps.db, u.user_id))),
    listSupplies(deps, view, { pagingTake: 100, pagingSkip: 0 }),
    listInvoices(deps, view, { pagingTake: 24, pagingSkip: 0, outstandingOnly: false } as Parameters<
      typeof listInvoices
    >[2]),
    Promise.all(paymentIds.map((p) => paymentFor(deps.db, view.session, p.id))),
    hasUser
      ? listDelegations(deps, view)
      : { getDelegationsResponse: { received: [], granted: [], requested: [] } },
    hasUser
      ? listNotifications(deps, view, { pagingTake: 50, pagingSkip: 0 })
      : { getNotificationsResponse: { notifications: [], total: 0, unread: 0, toBeAccepted: 0 } },
  ]);
  const readings = await Promise.all(
    supplies.getSuppliesResponse.supplies.map(async (s) => ({
      supplyKey: s.key,
      readings: (
        await listReadings(deps, view, { supplyId: s.id, pagingTake: 12, pagingSkip: 0 } as Parameters<
          typeof listReadings
        >[2])
      ).getReadingsResponse,
    })),
  );
  await audit(deps.db, actor, {
    action: 'customer.view',
    targetType: 'customer',
    targetId: id,
    companyCode: row.company_code,
  });
  return {
    customer: toCustomer(row),
    users,
    supplies: supplies.getSuppliesResponse,
    invoices: invoices.getInvoicesResponse,
    payments,
    readings,
    delegations: delegations.getDelegationsResponse,
    notifications: notifications.getNotificationsResponse,
  };
}
