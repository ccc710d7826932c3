import type { Db } from '../../db/index';
import type { OperatorActor } from '../../use-cases/context';

/**
 * The console's audit log (operator_audit_log): every operator action, who, when, what, on what,
 * before and after. The table is append-only by the database itself (migration 0800: an update,
 * a delete or a truncate raises an exception), so this module only ever inserts.
 */

/** Who acted: an operator, the command line, or a login attempt under a username. */
export type AuditWho =
  | OperatorActor
  | { kind: 'command' }
  | { kind: 'login'; username: string; operatorId: number | null; ip: string };

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number | null;
  companyCode?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  const operatorId = who.kind === 'operator' || who.kind === 'login' ? who.operatorId : null;
  const actor = who.kind === 'operator' || who.kind === 'login' ? who.username : 'command';
  const ip = who.kind === 'operator' || who.kind === 'login' ? who.ip : null;
  await db
    .insertInto('operator_audit_log')
    .values({
      operator_id: operatorId,
      actor,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      company_code: entry.companyCode ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip,
    })
    .execute();
}
