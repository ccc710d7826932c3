import { sql } from 'kysely';
import type { Installment, Invoice } from '@sportello/contract';
import {
  canRequestInstallments,
  installmentStatus,
  invoiceAmountToPay,
  invoicePaymentLevel,
  romeDay,
} from '@sportello/domain';
import { compiledPage } from '../../db/compiled';
import type { Db } from '../../db/index';
import { notFound } from '../../errors';
import type { SessionContext } from '../session-store';
import { accessibleCustomerIds } from '../access';
import { fromCents, INVOICE_TYPE_NAMES, toCents } from './rules';
import { pageTotal } from '../paging';

export const INVOICE_NOT_FOUND = 'Bolletta non trovata';

function invoiceRows(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('contracts', 'contracts.id', 'invoices.contract_id')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .leftJoin('supplies', 'supplies.id', 'invoices.supply_id')
    .leftJoin('documents', (join) =>
      join.onRef('documents.invoice_id', '=', 'invoices.id').on('documents.doc_type', '=', 'Invoice'),
    )
    .selectAll('invoices')
    .select([
      'contracts.key as contract_key',
      'contracts.multi_pod_invoicing',
      'customers.key as customer_key',
      'customers.name as customer_name',
      'supplies.key as supply_key',
      'supplies.commodity',
      'documents.status as document_status',
      // Issue 25: the bill that replaced it, the one it replaces, the replaced bill it cancels.
      sql<ReplacedByRow | null>`(select json_build_object('id', r.replacement_invoice_id, 'key', n.key,
        'replacedAt', r.replaced_at, 'carriedCredit', r.carried_credit::text)
        from invoice_replacements r join invoices n on n.id = r.replacement_invoice_id
        where r.replaced_invoice_id = invoices.id)`.as('replaced_by'),
      sql<LinkRow | null>`(select json_build_object('id', r.replaced_invoice_id, 'key', o.key)
        from invoice_replacements r join invoices o on o.id = r.replaced_invoice_id
        where r.replacement_invoice_id = invoices.id)`.as('replaces'),
      sql<LinkRow | null>`(select json_build_object('id', r.replaced_invoice_id, 'key', o.key)
        from invoice_replacements r join invoices o on o.id = r.replaced_invoice_id
        where r.credit_note_invoice_id = invoices.id)`.as('cancels'),
    ]);
}

type LinkRow = { id: number; key: string };
type ReplacedByRow = LinkRow & { replacedAt: string; carriedCredit: string };

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['execute']>>[number];
type InstallmentRow = {
  id: number;
  invoice_id: number;
  number: number;
  due_date: string;
  amount: string;
  paid_on: string | null;
  withdrawn_on?: string | null;
};

export function toInstallment(i: InstallmentRow, now: Date): Installment {
  // An instalment withdrawn with its replaced bill is not to be paid (issue 25).
  const toBePaid = i.paid_on === null && !i.withdrawn_on;
  return {
    id: i.id,
    invoiceId: i.invoice_id,
    number: i.number,
    dueDate: i.due_date,
    amount: i.amount,
    toBePaid,
    paidDate: i.paid_on,
    status: installmentStatus({ dueDate: i.due_date, toBePaid }, now),
    ...(i.withdrawn_on ? { withdrawn: true } : {}),
  };
}

function toInvoice(r: InvoiceRow, installments: InstallmentRow[], now: Date): Invoice {
  const today = romeDay(now);
  const replacedBy = r.replaced_by
    ? {
        id: r.replaced_by.id,
        key: r.replaced_by.key,
        replacedAt: new Date(r.replaced_by.replacedAt).toISOString(),
        carriedCredit: fromCents(toCents(r.replaced_by.carriedCredit)),
      }
    : null;
  const replaced = replacedBy !== null;
  return {
    id: r.id,
    key: r.key,
    invoiceTypeCode: r.invoice_type_code,
    invoiceTypeDescription: INVOICE_TYPE_NAMES[r.invoice_type_code] ?? 'Documento',
    issueDate: r.issue_date,
    dueDate: r.due_date,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    totalAmount: r.total_amount,
    // What is owed and how late: the domain's rules, the same the web reads them with.
    amountToPay: invoiceAmountToPay(
      { paidOn: r.paid_on, totalAmount: r.total_amount, replaced },
      installments.map((i) => ({ amount: i.amount, paidOn: i.paid_on })),
    ),
    paymentLevel: invoicePaymentLevel(
      { paidOn: r.paid_on, dueDate: r.due_date, totalAmount: r.total_amount, replaced },
      installments.length,
      today,
    ),
    paidDate: r.paid_on,
    consumption: r.consumption,
    consumptionUnit: r.consumption_unit,
    supplyId: r.supply_id,
    supplyKey: r.supply_key,
    commodity: r.commodity,
    archiviationKey: r.archiviation_key,
    documentAvailable: r.document_status === 'ready',
    installmentsRequestable:
      !replaced &&
      !r.paid_on &&
      toCents(r.total_amount) > 0 &&
      installments.length === 0 &&
      canRequestInstallments({ issueDate: r.issue_date, dueDate: r.due_date }, now),
    contract: {
      id: r.contract_id,
      key: r.contract_key,
      customerId: r.customer_id,
      customer: { id: r.customer_id, key: r.customer_key, name: r.customer_name },
      multiPodInvoicing: r.multi_pod_invoicing,
    },
    installments: installments.map((i) => toInstallment(i, now)),
    replacedBy,
    replaces: r.replaces ? { id: r.replaces.id, key: r.replaces.key } : null,
    cancels: r.cancels ? { id: r.cancels.id, key: r.cancels.key } : null,
  };
}

/** Instalments of several invoices in one query (no N+1), grouped by invoice. */
async function installmentsOf(db: Db, invoiceIds: number[]): Promise<Map<number, InstallmentRow[]>> {
  const map = new Map<number, InstallmentRow[]>();
  if (invoiceIds.length === 0) return map;
  const rows = await db
    .selectFrom('installments')
    .select(['id', 'invoice_id', 'number', 'due_date', 'amount', 'paid_on', 'withdrawn_on'])
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('number')
    .execute();
  for (const r of rows) {
    const list = map.get(r.invoice_id) ?? [];
    list.push(r);
    map.set(r.invoice_id, list);
  }
  return map;
}

export interface InvoiceListOptions {
  contractId?: number;
  supplyId?: number;
  orderBy: 'Asc' | 'Desc';
  outstandingOnly?: boolean;
  typeCodes?: number[];
  take: number;
  skip: number;
}

/** What the customers' unpaid invoices still owe, as a scalar query (their unpaid instalments, or the total). */
function owedSql(customerIds: number[]) {
  return sql<string | null>`(select sum(coalesce(
      (select sum(i.amount) filter (where i.paid_on is null) from installments i where i.invoice_id = v.id having count(*) > 0),
      v.total_amount))
    from invoices v
    where v.customer_id in (${sql.join(customerIds)}) and v.paid_on is null
      and not exists (select 1 from invoice_replacements r where r.replaced_invoice_id = v.id))`;
}

/** The variants of the bill list's query: which filters it has, and its order. */
type InvoicePageShape = {
  contract: boolean;
  supply: boolean;
  outstanding: boolean;
  types: number;
  dir: 'asc' | 'desc';
};

/** The bills of some customers with the filters of `shape`, the values of those filters in `filters`. */
function filteredInvoices(db: Db, shape: InvoicePageShape, customerIds: number[], filters: number[]) {
  let k = 0;
  let rows = invoiceRows(db).where('invoices.customer_id', 'in', customerIds);
  if (shape.contract) rows = rows.where('invoices.contract_id', '=', filters[k++]!);
  if (shape.supply) rows = rows.where('invoices.supply_id', '=', filters[k++]!);
  if (shape.outstanding)
    rows = rows
      .where('invoices.paid_on', 'is', null)
      .where(
        sql<boolean>`not exists (select 1 from invoice_replacements r where r.replaced_invoice_id = invoices.id)`,
      );
  if (shape.types) rows = rows.where('invoices.invoice_type_code', 'in', filters.slice(k, k + shape.types));
  return rows;
}

/**
 * One round trip: the page with its total (a window count over the filtered rows), each page
 * row with its instalments (a JSON array, amounts as exact text), and what the customers owe
 * altogether (an uncorrelated subquery, computed once). Compiled once per shape, the first page
 * without OFFSET (compiledPage: so PostgreSQL keeps a generic plan).
 */
function invoicePageQuery(shape: InvoicePageShape) {
  return compiledPage((db, paginate, customerIds: number[], filters: number[]) =>
    db
      .with('page', () =>
        paginate(
          filteredInvoices(db, shape, customerIds, filters)
            .select(sql<string>`count(*) over ()`.as('total_count'))
            .orderBy('invoices.issue_date', shape.dir)
            .orderBy('invoices.id', shape.dir),
        ),
      )
      .selectFrom('page')
      .selectAll('page')
      .select([
        sql<InstallmentRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'invoice_id', i.invoice_id, 'number', i.number, 'due_date', i.due_date,
          'amount', i.amount::text, 'paid_on', i.paid_on, 'withdrawn_on', i.withdrawn_on) order by i.number)
        from installments i where i.invoice_id = page.id), '[]'::json)`.as('installment_rows'),
        owedSql(customerIds).as('owed'),
      ])
      .orderBy('page.issue_date', shape.dir)
      .orderBy('page.id', shape.dir),
  );
}
const invoicePages = new Map<string, ReturnType<typeof invoicePageQuery>>();

export async function listInvoices(db: Db, customerIds: number[], opts: InvoiceListOptions, now: Date) {
  if (customerIds.length === 0) return { invoices: [], total: 0, outstandingAmount: '0.00' };
  const shape: InvoicePageShape = {
    contract: opts.contractId !== undefined,
    supply: opts.supplyId !== undefined,
    outstanding: !!opts.outstandingOnly,
    types: opts.typeCodes?.length ?? 0,
    dir: opts.orderBy === 'Asc' ? 'asc' : 'desc',
  };
  const filters = [
    ...(opts.contractId !== undefined ? [opts.contractId] : []),
    ...(opts.supplyId !== undefined ? [opts.supplyId] : []),
    ...(opts.typeCodes ?? []),
  ];
  const key = JSON.stringify(shape);
  let page = invoicePages.get(key);
  if (!page) invoicePages.set(key, (page = invoicePageQuery(shape)));
  const list = await page(db, opts.take, opts.skip, customerIds, filters);
  // Only an empty page past the first asks the total apart (pageTotal): built only then.
  const total = await pageTotal(list, opts.skip, async () =>
    filteredInvoices(db, shape, customerIds, filters)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n),
  );
  // An empty page has no row to carry the amount owed: only then is it asked apart.
  const owed = list.length
    ? list[0]!.owed
    : (await sql<{ owed: string | null }>`select ${owedSql(customerIds)} as owed`.execute(db)).rows[0]?.owed;
  return {
    invoices: list.map((r) => toInvoice(r, r.installment_rows, now)),
    total,
    outstandingAmount: fromCents(toCents(owed ?? '0')),
  };
}

/**
 * One invoice the session may see, by id or by its printed number (useExtKey), or 404 (unknown and
 * someone else's look the same).
 */
export async function invoiceFor(
  db: Db,
  session: SessionContext,
  ref: number | { id?: number; key?: string },
  now: Date,
): Promise<Invoice> {
  const { id, key } = typeof ref === 'number' ? { id: ref, key: undefined } : ref;
  const ids = await accessibleCustomerIds(db, session);
  if (ids.length === 0) throw notFound(INVOICE_NOT_FOUND);
  let query = invoiceRows(db).where('invoices.customer_id', 'in', ids);
  query =
    id !== undefined ? query.where('invoices.id', '=', id) : query.where('invoices.key', '=', key ?? '');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const installments = await installmentsOf(db, [row.id]);
  return toInvoice(row, installments.get(row.id) ?? [], now);
}

export const SECTION_TITLES = {
  energia: 'Spesa per la materia energia',
  trasporto: 'Spesa per il trasporto e la gestione del contatore',
  oneri: 'Spesa per oneri di sistema',
  imposte: 'Imposte e IVA',
  altro: 'Altre partite',
} as const;

/** The Bolletta 2.0 summary of an invoice: its lines by section, in print order. */
export async function invoiceSections(db: Db, invoiceId: number) {
  const lines = await db
    .selectFrom('invoice_lines')
    .leftJoin('supplies', 'supplies.id', 'invoice_lines.supply_id')
    .selectAll('invoice_lines')
    .select('supplies.pod_pdr')
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  const order = Object.keys(SECTION_TITLES) as (keyof typeof SECTION_TITLES)[];
  return order
    .map((code) => {
      const own = lines.filter((l) => l.section === code);
      return {
        code,
        title: SECTION_TITLES[code],
        amount: fromCents(own.reduce((s, l) => s + toCents(l.amount), 0)),
        lines: own.map((l) => ({
          description: l.description,
          supplyId: l.supply_id,
          podPdr: l.pod_pdr,
          quantity: l.quantity,
          unit: l.unit,
          unitPrice: l.unit_price,
          amount: l.amount,
        })),
      };
    })
    .filter((s) => s.lines.length > 0);
}
