import { sql } from 'kysely';
import type { Customer } from '@sportello/contract';
import { compiledPage } from '../../db/compiled';
import type { Db } from '../../db/index';
import type { SessionContext } from '../session-store';

/**
 * The rows of customers, contracts and supplies as the API shows them (queries shared by the
 * use cases of `use-cases/erp`; who may see which ids is `services/access`).
 */

/** Supplies with their customer's and contract's keys. */
export function suppliesWithKeys(db: Db) {
  return db
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
    .selectAll('supplies')
    .select(['customers.key as customer_key', 'contracts.key as contract_key']);
}

/** Contracts of some customers, joined with the customer (for its key). */
export function contractsQuery(db: Db, customerIds: number[]) {
  return db
    .selectFrom('contracts')
    .innerJoin('customers', 'customers.id', 'contracts.customer_id')
    .where('contracts.customer_id', 'in', customerIds);
}

/** Number of supplies of the contract (a correlated count, served by supplies_contract_idx). */
export const supplyCount = sql<number>`(select count(*) from supplies where supplies.contract_id = contracts.id)`;

const customersOfUser = compiledPage((db, paginate, userId: number, ids: number[]) =>
  paginate(
    db
      .selectFrom('customers')
      .leftJoin('user_customers', (join) =>
        join
          .onRef('user_customers.customer_id', '=', 'customers.id')
          .on('user_customers.user_id', '=', userId),
      )
      .selectAll('customers')
      .select(['user_customers.relation', 'user_customers.scope'])
      .where('customers.id', 'in', ids)
      .orderBy('customers.id'),
  ),
);

/** One page of the customers `ids`, each with the session user's relation to it. */
export async function customerPage(
  db: Db,
  session: SessionContext,
  ids: number[],
  take: number,
  skip: number,
): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const rows = await customersOfUser(db, take, skip, session.userId ?? -1, ids);
  return rows.map((c): Customer => ({
    id: c.id,
    customerId: c.id,
    key: c.key,
    customerType: c.customer_type,
    relation: c.relation ?? 'owner',
    scope: c.relation === 'delegate' ? (c.scope ?? 'read') : null,
    fiscalCode: c.fiscal_code,
    vatNumber: c.vat_number,
    account: { name: c.name, phoneMobile: c.phone_mobile, phoneHome: c.phone_home, email: c.email },
    privacyCompany: c.privacy_company,
    privacyOthers: c.privacy_others,
  }));
}
