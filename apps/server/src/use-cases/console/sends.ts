import type {
  consoleSendBodySchema,
  ConsoleSend,
  ConsoleSendDetail,
} from '@sportello/contract/console/sends';
import { BLOCKING_NOTIFICATION_TYPE } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { notFound } from '../../errors';
import { audit } from '../../services/console/audit';
import { writeMessages, writeProposals, type CustomerRef } from '../../services/core/customer-messages';
import { requireOperatorBrand, requireOperatorRole, type Deps, type OperatorActor } from '../context';

/**
 * The console's messages and proposals: written by the one service the integration API uses
 * (services/core/customer-messages), recorded as a send with the notifications or proposals it
 * wrote, so the operator sees who read and who accepted. An acceptance-required message is of
 * the `mandatory` type, which the portal blocks the next visit on until accepted.
 */

/** The notification type that blocks the customer's next visit until accepted (migration 0820). */
export const MANDATORY_TYPE = BLOCKING_NOTIFICATION_TYPE;

type Body = z.output<typeof consoleSendBodySchema>;

const NOT_FOUND = 'Invio non trovato';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** The day in Italy of a window's bound (stored as a timestamp at the day's start). */
const italianDay = (value: Date | string | null) =>
  value === null ? null : new Date(value).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

async function audienceCustomers(
  db: Db,
  actor: OperatorActor,
  audience: Body['audience'],
): Promise<{ customers: (CustomerRef & { company_code: string })[]; unknown: string[] }> {
  if ('customerCodes' in audience) {
    const codes = [...new Set(audience.customerCodes)];
    const found = await db
      .selectFrom('customers')
      .select(['id', 'key', 'company_code'])
      .where('key', 'in', codes)
      .where('company_code', 'in', actor.brands.length > 0 ? [...actor.brands] : ['-'])
      .orderBy('id')
      .execute();
    const known = new Set(found.map((c) => c.key));
    return { customers: found, unknown: codes.filter((c) => !known.has(c)) };
  }
  // A whole brand: a supervisor's or an admin's act.
  requireOperatorRole(actor, 'supervisor');
  requireOperatorBrand(actor, audience.brand, 'Marchio non trovato');
  let query = db
    .selectFrom('customers as c')
    .select(['c.id', 'c.key', 'c.company_code'])
    .where('c.company_code', '=', audience.brand);
  if (audience.commodity) {
    const commodity = audience.commodity;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('supplies as s')
          .select('s.id')
          .whereRef('s.customer_id', '=', 'c.id')
          .where('s.commodity', '=', commodity)
          .where('s.status', '=', 'Attiva'),
      ),
    );
  }
  return { customers: await query.orderBy('c.id').execute(), unknown: [] };
}

function sendColumns(db: Db) {
  return db
    .selectFrom('console_sends as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.id',
      's.kind',
      's.subject',
      's.body',
      's.type_code',
      's.audience',
      's.start_date',
      's.end_date',
      's.customers',
      's.created_at',
      'o.username',
      sql<number>`case when s.kind = 'message'
        then (select count(*) from console_send_notifications l where l.send_id = s.id)
        else (select count(*) from console_send_proposals l where l.send_id = s.id) end`.as('written'),
      sql<number>`case when s.kind = 'message'
        then (select count(*) from console_send_notifications l join notifications n on n.id = l.notification_id where l.send_id = s.id and n.read_time is not null)
        else (select count(*) from console_send_proposals l join proposals p on p.id = l.proposal_id where l.send_id = s.id and p.action_selected is not null) end`.as(
        'read',
      ),
      sql<number>`case when s.kind = 'message'
        then (select count(*) from console_send_notifications l join notifications n on n.id = l.notification_id where l.send_id = s.id and n.accepted_time is not null)
        else (select count(*) from console_send_proposals l join proposals p on p.id = l.proposal_id where l.send_id = s.id and p.action_selected = 'Accettata') end`.as(
        'accepted',
      ),
    ]);
}

type SendRow = Awaited<ReturnType<ReturnType<typeof sendColumns>['executeTakeFirstOrThrow']>>;

function audienceOf(row: SendRow): Record<string, unknown> {
  return (typeof row.audience === 'string' ? JSON.parse(row.audience) : row.audience) as Record<
    string,
    unknown
  >;
}

function toSend(row: SendRow): ConsoleSend {
  return {
    id: Number(row.id),
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    typeCode: row.type_code,
    acceptanceRequired: row.type_code === MANDATORY_TYPE,
    audience: audienceOf(row),
    startDate: italianDay(row.start_date),
    endDate: italianDay(row.end_date),
    operator: row.username,
    customers: row.customers,
    createdAt: iso(row.created_at)!,
    written: Number(row.written),
    read: Number(row.read),
    accepted: Number(row.accepted),
  };
}

/** A send is the operator's when every brand it reached is one of the operator's. */
function mayReach(actor: OperatorActor, row: SendRow): boolean {
  const brands = (audienceOf(row).brands as string[] | undefined) ?? [];
  return brands.every((b) => actor.brands.includes(b));
}

export async function sendToCustomers(deps: Deps, actor: OperatorActor, body: Body) {
  const result = await deps.db.transaction().execute(async (tx) => {
    const { customers, unknown } = await audienceCustomers(tx, actor, body.audience);
    const brands = [...new Set(customers.map((c) => c.company_code))].sort();
    if ('brand' in body.audience && !brands.includes(body.audience.brand)) brands.push(body.audience.brand);
    const typeCode = body.kind === 'message' ? (body.acceptanceRequired ? MANDATORY_TYPE : body.type) : null;
    const send = await tx
      .insertInto('console_sends')
      .values({
        kind: body.kind,
        operator_id: actor.operatorId,
        audience: JSON.stringify({ ...body.audience, brands }),
        subject: body.subject,
        body: body.body,
        type_code: typeCode,
        start_date:
          body.kind === 'proposal' ? (body.startDate ?? new Date().toISOString().slice(0, 10)) : null,
        end_date: body.kind === 'proposal' ? (body.endDate ?? null) : null,
        customers: customers.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let customersWithoutUsers: string[] = [];
    if (body.kind === 'message') {
      const written = await writeMessages(tx, customers, {
        typeCode: typeCode!,
        subject: body.subject,
        message: body.body,
      });
      customersWithoutUsers = written.customersWithoutUsers;
      if (written.notificationIds.length > 0)
        await tx
          .insertInto('console_send_notifications')
          .values(written.notificationIds.map((id) => ({ send_id: send.id, notification_id: id })))
          .execute();
    } else {
      const written = await writeProposals(tx, customers, {
        title: body.subject,
        description: body.body,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
      });
      if (written.proposalIds.length > 0)
        await tx
          .insertInto('console_send_proposals')
          .values(written.proposalIds.map((id) => ({ send_id: send.id, proposal_id: id })))
          .execute();
    }
    const row = await sendColumns(tx).where('s.id', '=', send.id).executeTakeFirstOrThrow();
    return { ...toSend(row), unknownCustomerCodes: unknown, customersWithoutUsers };
  });
  await audit(deps.db, actor, {
    action: body.kind === 'message' ? 'send.message' : 'send.proposal',
    targetType: 'send',
    targetId: result.id,
    companyCode: 'brand' in body.audience ? body.audience.brand : null,
    after: {
      audience: result.audience,
      subject: result.subject,
      typeCode: result.typeCode,
      customers: result.customers,
      written: result.written,
      unknownCustomerCodes: result.unknownCustomerCodes,
    },
  });
  return result;
}

export async function listSends(deps: Deps, actor: OperatorActor) {
  const rows = await sendColumns(deps.db).orderBy('s.id', 'desc').limit(500).execute();
  return {
    items: rows
      .filter((row) => mayReach(actor, row))
      .slice(0, 100)
      .map(toSend),
  };
}

export async function getSend(deps: Deps, actor: OperatorActor, id: number): Promise<ConsoleSendDetail> {
  const row = await sendColumns(deps.db).where('s.id', '=', id).executeTakeFirst();
  if (!row || !mayReach(actor, row)) throw notFound(NOT_FOUND);
  const recipients =
    row.kind === 'message'
      ? (
          await deps.db
            .selectFrom('console_send_notifications as l')
            .innerJoin('notifications as n', 'n.id', 'l.notification_id')
            .innerJoin('customers as c', 'c.id', 'n.customer_id')
            .innerJoin('users as u', 'u.id', 'n.user_id')
            .select(['c.key', 'c.name', 'u.key as user_key', 'n.read_time', 'n.accepted_time'])
            .where('l.send_id', '=', id)
            .orderBy('c.id')
            .orderBy('u.id')
            .execute()
        ).map((r) => ({
          customerCode: r.key,
          customerName: r.name,
          user: r.user_key,
          readAt: iso(r.read_time),
          acceptedAt: iso(r.accepted_time),
          answer: null,
        }))
      : (
          await deps.db
            .selectFrom('console_send_proposals as l')
            .innerJoin('proposals as p', 'p.id', 'l.proposal_id')
            .innerJoin('customers as c', 'c.id', 'p.customer_id')
            .select(['c.key', 'c.name', 'p.action_selected', 'p.action_date'])
            .where('l.send_id', '=', id)
            .orderBy('c.id')
            .execute()
        ).map((r) => ({
          customerCode: r.key,
          customerName: r.name,
          user: null,
          readAt: iso(r.action_date),
          acceptedAt: r.action_selected === 'Accettata' ? iso(r.action_date) : null,
          answer: r.action_selected,
        }));
  return { ...toSend(row), recipients };
}
