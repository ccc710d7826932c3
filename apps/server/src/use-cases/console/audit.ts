import type { auditExportQuerySchema, auditQuerySchema, AuditEntry } from '@sportello/contract/console/audit';
import { sql } from 'kysely';
import type { z } from 'zod';
import { audit } from '../../services/console/audit';
import { csvDocument } from '../../services/csv';
import { pageTotal } from '../../services/paging';
import type { Deps, OperatorActor } from '../context';

/**
 * The audit log for admins: read and filtered (operator, action or its prefix, days in Italy),
 * exported as CSV through services/csv (formula cells neutralised). Only the entries of the
 * admin's brands and those of no brand; the export is itself an audited action.
 */

type Filters = z.output<typeof auditExportQuerySchema>;
type Query = z.output<typeof auditQuerySchema>;

const EXPORT_LIMIT = 50_000;

function filtered(deps: Deps, actor: OperatorActor, q: Filters) {
  let list = deps.db
    .selectFrom('operator_audit_log')
    .where((eb) =>
      eb.or([
        eb('company_code', 'is', null),
        eb('company_code', 'in', actor.brands.length > 0 ? [...actor.brands] : ['-']),
      ]),
    );
  if (q.operator) list = list.where('actor', '=', q.operator.toLowerCase());
  if (q.action) list = list.where('action', 'like', `${q.action.replace(/[%_]/g, '')}%`);
  if (q.from)
    list = list.where('at', '>=', sql<Date>`(${q.from}::date)::timestamp at time zone 'Europe/Rome'`);
  if (q.to)
    list = list.where('at', '<', sql<Date>`((${q.to}::date + 1)::timestamp) at time zone 'Europe/Rome'`);
  return list;
}

const json = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? null);

function toEntry(row: {
  id: number;
  at: Date;
  operator_id: number | null;
  actor: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  company_code: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    operatorId: row.operator_id === null ? null : Number(row.operator_id),
    actor: row.actor,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    brand: row.company_code,
    before: json(row.before),
    after: json(row.after),
    ip: row.ip,
  };
}

export async function listAudit(deps: Deps, actor: OperatorActor, query: Query) {
  const list = filtered(deps, actor, query);
  const skip = (query.page - 1) * query.pageSize;
  const rows = await list
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset(skip)
    .execute();
  const total = await pageTotal(rows, skip, async () => {
    const counted = await list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(counted.n);
  });
  return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

export async function exportAudit(deps: Deps, actor: OperatorActor, query: Filters) {
  const rows = (
    await filtered(deps, actor, query).selectAll().orderBy('id', 'desc').limit(EXPORT_LIMIT).execute()
  ).map(toEntry);
  const text = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  const file = csvDocument([
    [
      'id',
      'quando',
      'operatore',
      'azione',
      'oggetto',
      'identificativo',
      'marchio',
      'prima',
      'dopo',
      'indirizzo',
    ],
    ...rows.map((e) => [
      String(e.id),
      e.at,
      e.actor,
      e.action,
      e.targetType,
      e.targetId,
      e.brand,
      text(e.before),
      text(e.after),
      e.ip,
    ]),
  ]);
  await audit(deps.db, actor, {
    action: 'audit.export',
    targetType: 'audit',
    after: { ...query, rows: rows.length },
  });
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  return {
    fileName: `registro-attivita-${day}.csv`,
    contentType: 'text/csv; charset=utf-8' as const,
    content: file.toString('base64'),
    rows: rows.length,
  };
}
