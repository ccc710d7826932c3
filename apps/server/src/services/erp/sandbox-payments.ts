import type { Db } from '../../db/index';

/** A payment the sandbox provider opened, by its token (its reference at the sandbox), or undefined. */
export function sandboxPaymentByToken(db: Db, token: string) {
  return db
    .selectFrom('payments')
    .innerJoin('customers', 'customers.id', 'payments.customer_id')
    .select([
      'payments.id',
      'payments.total_amount',
      'payments.status',
      'payments.ok_url',
      'payments.ko_url',
      // The page shows the brand's registry data (name, colours) by this code.
      'customers.company_code',
    ])
    .where('payments.provider', '=', 'sandbox')
    .where('payments.provider_ref', '=', token)
    .executeTakeFirst();
}
