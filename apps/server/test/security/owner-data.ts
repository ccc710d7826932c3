import type { TestApp } from '../helper';

/**
 * The demo customer whose data the security suites try to reach (demo.ast, customer AST0001001),
 * read from the seeded database, and the strings that must never appear in an answer given to
 * someone else.
 */
export interface OwnerData {
  userId: number;
  customerId: number;
  customerKey: string;
  contractId: number;
  contractKey: string;
  supplyId: number;
  supplyKey: string;
  gasKey: string;
  offerCode: string;
  invoiceId: number;
  invoiceKey: string;
  invoiceTotal: string;
  installmentId: number;
  installmentAmount: string;
  documentId: number;
  archiviationKey: string;
  requestId: number;
  proposalId: number;
  paymentId: number;
  notificationId: number;
  maintenanceContractId: number;
  /** Texts of the owner's data: an answer to anyone else containing one of them leaks. */
  secrets: string[];
}

export const OWNER_USERNAME = 'demo.ast';
export const OWNER_CUSTOMER_KEY = 'AST0001001';

export async function readOwnerData(t: TestApp): Promise<OwnerData> {
  const db = t.db;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', OWNER_USERNAME)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('key', '=', OWNER_CUSTOMER_KEY)
    .executeTakeFirstOrThrow();
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const supply = await db
    .selectFrom('supplies')
    .selectAll()
    .where('key', '=', `${OWNER_CUSTOMER_KEY}-01`)
    .executeTakeFirstOrThrow();
  const gas = await db
    .selectFrom('supplies')
    .selectAll()
    .where('key', '=', `${OWNER_CUSTOMER_KEY}-02`)
    .executeTakeFirstOrThrow();
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('paid_on', 'is', null)
    .orderBy('due_date', 'desc')
    .executeTakeFirstOrThrow();
  const installment = await db
    .selectFrom('installments')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('paid_on', 'is', null)
    .executeTakeFirstOrThrow();
  const document = await db
    .selectFrom('documents')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('status', '=', 'ready')
    .executeTakeFirstOrThrow();
  const request = await db
    .selectFrom('customer_requests')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const proposal = await db
    .selectFrom('proposals')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('action_selected', 'is', null)
    .where('offer_code', '=', 'AST-LUCE-ORARIA')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const notification = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const maintenance = await db
    .selectFrom('maintenance_contracts')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const secrets = [customer.key, customer.fiscal_code, customer.email, supply.key, invoice.key].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  return {
    userId: user.id,
    customerId: customer.id,
    customerKey: customer.key,
    contractId: contract.id,
    contractKey: contract.key,
    supplyId: supply.id,
    supplyKey: supply.key,
    gasKey: gas.key,
    offerCode: supply.offer_code ?? '',
    invoiceId: invoice.id,
    invoiceKey: invoice.key,
    invoiceTotal: String(invoice.total_amount),
    installmentId: installment.id,
    installmentAmount: String(installment.amount),
    documentId: document.id,
    archiviationKey: document.archiviation_key,
    requestId: request.id,
    proposalId: proposal.id,
    paymentId: payment.id,
    notificationId: notification.id,
    maintenanceContractId: maintenance.id,
    secrets,
  };
}
