import type { Db } from '../../db/index';

/** A payment the sandbox provider opened, by its token (its reference at the sandbox), or undefined. */
export function sandboxPaymentByToken(db: Db, token: string) {
  return db
    .selectFrom('payments')
    .innerJoin('customers', 'customers.id', 'payments.customer_id')
    .innerJoin('companies', 'companies.code', 'customers.company_code')
    .select([
      'payments.id',
      'payments.total_amount',
      'payments.status',
      'payments.ok_url',
      'payments.ko_url',
      'companies.name as company_name',
    ])
    .where('payments.provider', '=', 'sandbox')
    .where('payments.provider_ref', '=', token)
    .executeTakeFirst();
}
