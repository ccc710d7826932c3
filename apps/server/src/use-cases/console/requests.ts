import type { consoleRequestsQuerySchema } from '@sportello/contract/console/requests';
import {
  practiceTypeLabel,
  RETTIFICA_REQUEST_TYPE,
  REQUEST_STATE_STATUSES,
  requestStateOf,
  isFinalRequestState,
  type RequestTargetState,
} from '@sportello/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { InvoiceReplacementTables } from '../../db/tables/invoice-replacements';
import { conflict, notFound } from '../../errors';
import { audit } from '../../services/console/audit';
import { pageTotal } from '../../services/paging';
import {
  changeRequestState,
  REQUEST_STATE_MESSAGES,
  type ChangeRequestStateResult,
} from '../requests/change-request-state';
import { forbidden } from '../../errors';
import { requireOperatorBrand, roleIncludes, type Deps, type OperatorActor } from '../context';

/** Another operator's request: only a supervisor or an admin takes it over or rejects it. */
function requireMayOverrule(actor: OperatorActor, assignee: { id: number } | null, what: string): void {
  if (assignee && assignee.id !== actor.operatorId && !roleIncludes(actor.role, 'supervisor'))
    throw forbidden(
      `Solo un supervisore o un amministratore può ${what} una richiesta presa in carico da un altro operatore.`,
    );
}

/**
 * The console's inbox of what customers ask: the requests of the operator's brands only (a
 * request of another brand is a 404, as if unknown), listed with filters and search, taken in hand,
 * and moved through the ONE use case for request state changes (use-cases/requests), which checks
 * the operator's brand itself. Every search, take and move is in the audit log.
 */

type Query = z.output<typeof consoleRequestsQuerySchema>;

const ALL_STATUSES = Object.values(REQUEST_STATE_STATUSES).flat();

function baseQuery(deps: Deps, actor: OperatorActor) {
  return deps.db
    .selectFrom('customer_requests as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('operator_request_assignments as a', 'a.request_id', 'r.id')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .where('c.company_code', 'in', actor.brands.length > 0 ? [...actor.brands] : ['-']);
}

const COLUMNS = [
  'r.id',
  'r.ticket_key',
  'r.request_type',
  'r.status',
  'r.phase_code',
  'r.created_at',
  'r.state_changed_at',
  'r.state_message',
  'r.payload',
  'c.id as customer_id',
  'c.key as customer_code',
  'c.name as customer_name',
  'c.fiscal_code',
  'c.vat_number',
  'c.email as customer_email',
  'c.company_code',
  'o.id as assignee_id',
  'o.username as assignee_username',
  'o.name as assignee_name',
  'a.assigned_at',
] as const;

type Row = {
  id: number;
  ticket_key: string;
  request_type: string;
  status: string;
  phase_code: string;
  created_at: Date;
  state_changed_at: Date | null;
  state_message: string | null;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  fiscal_code: string | null;
  vat_number: string | null;
  company_code: string;
  assignee_id: number | null;
  assignee_username: string | null;
  assignee_name: string | null;
  assigned_at: Date | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toItem(row: Row) {
  return {
    id: row.id,
    ticketKey: row.ticket_key,
    requestType: row.request_type,
    typeLabel: practiceTypeLabel(row.request_type),
    state: requestStateOf(row.status),
    status: row.status,
    phaseCode: row.phase_code,
    brand: row.company_code,
    customer: {
      id: row.customer_id,
      code: row.customer_code,
      name: row.customer_name,
      fiscalCode: row.fiscal_code,
      vatNumber: row.vat_number,
    },
    createdAt: iso(row.created_at)!,
    stateChangedAt: iso(row.state_changed_at),
    message: row.state_message,
    assignee:
      row.assignee_id !== null
        ? {
            id: row.assignee_id,
            username: row.assignee_username!,
            name: row.assignee_name!,
            assignedAt: iso(row.assigned_at)!,
          }
        : null,
  };
}

type Eb = ExpressionBuilder<
  Database & { r: Database['customer_requests']; c: Database['customers'] },
  'r' | 'c'
>;

/** The search: customer code, fiscal code or VAT, a POD/PDR of the customer's supplies, the practice's number. */
function matches(eb: Eb, q: string) {
  const upper = q.toUpperCase().replace(/\s+/g, '');
  return eb.or([
    eb(sql<string>`upper(c.key)`, '=', upper),
    eb(sql<string>`upper(c.fiscal_code)`, '=', upper),
    eb('c.vat_number', '=', upper.replace(/^IT/, '')),
    eb(sql<string>`upper(r.ticket_key)`, '=', upper),
    eb.exists(
      eb
        .selectFrom('supplies as s')
        .select('s.id')
        .whereRef('s.customer_id', '=', 'c.id')
        .where(sql<string>`upper(s.pod_pdr)`, '=', upper),
    ),
  ]);
}

export async function listConsoleRequests(deps: Deps, actor: OperatorActor, query: Query) {
  let list = baseQuery(deps, actor);
  if (query.brand) list = list.where('c.company_code', '=', query.brand);
  if (query.type) list = list.where('r.request_type', '=', query.type);
  if (query.state === 'open')
    list = list.where((eb) => eb.or([eb('r.status', 'is', null), eb('r.status', 'not in', ALL_STATUSES)]));
  else if (query.state) list = list.where('r.status', 'in', [...REQUEST_STATE_STATUSES[query.state]]);
  if (query.assigned === 'me') list = list.where('a.operator_id', '=', actor.operatorId);
  if (query.assigned === 'none') list = list.where('a.operator_id', 'is', null);
  const q = query.q?.trim();
  if (q) list = list.where((eb) => matches(eb as unknown as Eb, q));
  const skip = (query.page - 1) * query.pageSize;
  const rows = await list
    .select([...COLUMNS, sql<number>`count(*) over ()`.as('total_count')])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset(skip)
    .execute();
  const total = await pageTotal(rows, skip, async () => {
    const counted = await list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return counted.n;
  });
  // Looking customers up is itself logged (who searched what); browsing the inbox is not.
  if (q)
    await audit(deps.db, actor, {
      action: 'requests.search',
      targetType: 'request',
      after: { q, brand: query.brand ?? null, type: query.type ?? null, state: query.state ?? null, total },
    });
  return { items: rows.map((row) => toItem(row as Row)), total, page: query.page, pageSize: query.pageSize };
}

async function loadRequest(deps: Deps, actor: OperatorActor, id: number) {
  const row = await baseQuery(deps, actor).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REQUEST_STATE_MESSAGES.notFound);
  requireOperatorBrand(actor, row.company_code, REQUEST_STATE_MESSAGES.notFound);
  return row;
}

export async function getConsoleRequest(deps: Deps, actor: OperatorActor, id: number) {
  const row = await loadRequest(deps, actor, id);
  const supplies = await deps.db
    .selectFrom('supplies')
    .select(['key', 'pod_pdr', 'commodity', 'address', 'postal_code', 'locality', 'province'])
    .where('customer_id', '=', row.customer_id)
    .orderBy('id')
    .execute();
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload ?? {})) as Record<
    string,
    unknown
  >;
  return {
    ...toItem(row as Row),
    details: payload,
    bill: await rettificaBill(deps, row.id, row.request_type),
    customerEmail: row.customer_email,
    supplies: supplies.map((s) => ({
      code: s.key,
      podPdr: s.pod_pdr,
      commodity: s.commodity,
      address: `${s.address}, ${s.postal_code} ${s.locality} (${s.province})`,
    })),
  };
}

/** A rettifica's bill (issue 25) and, once replaced, the bill that replaced it. */
async function rettificaBill(deps: Deps, requestId: number, requestType: string) {
  if (requestType !== RETTIFICA_REQUEST_TYPE) return null;
  const bill = await deps.db
    .withTables<InvoiceReplacementTables>()
    .selectFrom('customer_requests as r')
    .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
    .leftJoin('invoice_replacements as x', 'x.replaced_invoice_id', 'i.id')
    .leftJoin('invoices as n', 'n.id', 'x.replacement_invoice_id')
    .select(['i.id', 'i.key', 'n.id as new_id', 'n.key as new_key', 'x.replaced_at'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!bill) return null;
  return {
    id: bill.id,
    key: bill.key,
    replacedBy:
      bill.new_id !== null && bill.new_key !== null
        ? { id: bill.new_id, key: bill.new_key, replacedAt: iso(bill.replaced_at as Date)! }
        : null,
  };
}

export async function takeConsoleRequest(deps: Deps, actor: OperatorActor, id: number) {
  const before = toItem((await loadRequest(deps, actor, id)) as Row);
  if (isFinalRequestState(before.state))
    throw conflict('La pratica è già conclusa o respinta: non si prende in carico', 'request_state_final');
  requireMayOverrule(actor, before.assignee, 'riassegnare');
  await deps.db
    .insertInto('operator_request_assignments')
    .values({ request_id: id, operator_id: actor.operatorId })
    .onConflict((oc) =>
      oc.column('request_id').doUpdateSet({ operator_id: actor.operatorId, assigned_at: sql<string>`now()` }),
    )
    .execute();
  const after = toItem((await loadRequest(deps, actor, id)) as Row);
  await audit(deps.db, actor, {
    action: 'request.take',
    targetType: 'request',
    targetId: id,
    companyCode: after.brand,
    before: { assignee: before.assignee },
    after: { assignee: after.assignee },
  });
  return after;
}

export async function changeConsoleRequestState(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  input: { state: RequestTargetState; message?: string | null },
): Promise<ChangeRequestStateResult> {
  if (input.state === 'rejected')
    requireMayOverrule(actor, toItem((await loadRequest(deps, actor, id)) as Row).assignee, 'respingere');
  // The one use case for request state changes (it checks the operator's brand itself).
  const result = await changeRequestState(deps, actor, { id, state: input.state, message: input.message });
  const { brand } = await deps.db
    .selectFrom('customer_requests as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select('c.company_code as brand')
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  await audit(deps.db, actor, {
    action: 'request.state',
    targetType: 'request',
    targetId: id,
    companyCode: brand,
    before: { state: result.previousState },
    after: { state: result.state, status: result.status, message: result.message },
  });
  return result;
}
