import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  delegationRequestParams,
  errorBodySchema,
  getDelegationRequestResponseSchema,
  getDelegationsResponseSchema,
  revokeDelegationRequestSchema,
  revokeDelegationResponseSchema,
  type Delegation,
} from '@sportello/contract';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import type { Db } from '../../db/index';
import { notFound, unauthenticated } from '../../errors';
import { sessionOf, userIdOf } from '../../plugins/session';
import { guestScope, LINK_MODULES } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';

type Scope = 'read' | 'pay';

/** Delegation rows (user_customers with relation delegate) with names, newest first. */
async function delegationRows(
  db: Db,
  where: { ownerId?: number; delegateId?: number; statuses: string[] },
): Promise<Delegation[]> {
  let q = db
    .selectFrom('user_customers as uc')
    .innerJoin('customers as c', 'c.id', 'uc.customer_id')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .leftJoin('user_profiles as up', 'up.user_id', 'u.id')
    .select([
      'uc.user_id',
      'uc.customer_id',
      'uc.status',
      'uc.scope',
      'uc.created_at',
      'c.key as customer_key',
      'c.name as customer_name',
      'u.username',
      'up.first_name',
      'up.last_name',
      // The newest delegation request of this delegate for this customer, with the scope asked.
      sql<
        string | null
      >`(select d.workflow_id from delegation_requests d join workflows w on w.id = d.workflow_id
        where d.user_id = uc.user_id and d.customer_id = uc.customer_id order by w.created_at desc limit 1)`.as(
        'workflow_id',
      ),
      sql<string | null>`(select w.payload from delegation_requests d join workflows w on w.id = d.workflow_id
        where d.user_id = uc.user_id and d.customer_id = uc.customer_id order by w.created_at desc limit 1)`.as(
        'payload',
      ),
    ])
    .where('uc.relation', '=', 'delegate')
    .where('uc.status', 'in', where.statuses as ('pending' | 'accepted' | 'refused' | 'revoked')[]);
  if (where.delegateId !== undefined) q = q.where('uc.user_id', '=', where.delegateId);
  if (where.ownerId !== undefined) {
    const ownerId = where.ownerId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_customers as o')
          .select('o.user_id')
          .whereRef('o.customer_id', '=', 'uc.customer_id')
          .where('o.user_id', '=', ownerId)
          .where('o.relation', '=', 'owner')
          .where('o.status', '=', 'accepted'),
      ),
    );
  }
  const rows = await q.orderBy('uc.created_at', 'desc').orderBy('uc.customer_id').execute();
  return rows.map((r) => {
    const payload = r.payload
      ? (JSON.parse(r.payload) as { requestedScope?: Scope; delegateName?: string })
      : {};
    const requestedScope: Scope = payload.requestedScope ?? r.scope ?? 'read';
    return {
      workflowId: r.workflow_id,
      delegateId: r.user_id,
      delegateName:
        [r.first_name, r.last_name].filter(Boolean).join(' ') || payload.delegateName || r.username,
      customerId: r.customer_id,
      customerKey: r.customer_key,
      customerName: r.customer_name,
      status: r.status,
      scope: r.status === 'pending' ? requestedScope : (r.scope ?? 'read'),
      requestedScope,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

/** The customer side of delegations: requests received, delegations granted, revoke. */
const delegationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delegations',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Core'],
        summary:
          'Deleghe: richieste ricevute e deleghe concesse sui clienti di cui si è titolari; le proprie richieste da delegato',
        response: { 200: getDelegationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const me = userIdOf(request);
      const [received, granted, requested] = await Promise.all([
        delegationRows(app.db, { ownerId: me, statuses: ['pending'] }),
        delegationRows(app.db, { ownerId: me, statuses: ['accepted'] }),
        delegationRows(app.db, { delegateId: me, statuses: ['pending', 'accepted', 'refused', 'revoked'] }),
      ]);
      return { getDelegationsResponse: { received, granted, requested } };
    },
  );

  app.get(
    '/delegations/requests/:workflowId',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Una richiesta di delega: per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6)',
        params: delegationRequestParams,
        response: {
          200: getDelegationRequestResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { workflowId } = request.params;
      if (session.userId === null && !session.guest) throw unauthenticated();
      const wf = await app.db
        .selectFrom('workflows')
        .select([
          'id',
          'status',
          'payload',
          'expires_at',
          sql<boolean>`coalesce(expires_at <= now(), false)`.as('expired'),
        ])
        .where('id', '=', workflowId)
        .where('kind', '=', 'delegation')
        .where('company_code', '=', session.companyCode)
        .executeTakeFirst();
      const missing = () => notFound(OWNERSHIP_MESSAGES.delegationNotFound);
      if (!wf) throw missing();
      if (session.userId === null) {
        const scope = await guestScope(app.db, session);
        if (!scope || scope.moduleId !== LINK_MODULES.survey || scope.entityKey !== wf.id) throw missing();
      } else {
        const owner = await app.db
          .selectFrom('delegation_requests as d')
          .innerJoin('user_customers as uc', 'uc.customer_id', 'd.customer_id')
          .select('uc.user_id')
          .where('d.workflow_id', '=', wf.id)
          .where('uc.user_id', '=', session.userId)
          .where('uc.relation', '=', 'owner')
          .where('uc.status', '=', 'accepted')
          .executeTakeFirst();
        if (!owner) throw missing();
      }
      const customers = await app.db
        .selectFrom('delegation_requests as d')
        .innerJoin('customers as c', 'c.id', 'd.customer_id')
        .leftJoin('user_customers as uc', (join) =>
          join.onRef('uc.user_id', '=', 'd.user_id').onRef('uc.customer_id', '=', 'd.customer_id'),
        )
        .select(['c.key', 'c.name', 'uc.scope', 'uc.status'])
        .where('d.workflow_id', '=', wf.id)
        .orderBy('c.id')
        .execute();
      const payload = JSON.parse(wf.payload) as { requestedScope?: Scope; delegateName?: string };
      const status = wf.status === 'open' && wf.expired ? 'expired' : wf.status;
      const accepted = customers.find((c) => c.status === 'accepted');
      return {
        getDelegationRequestResponse: {
          workflowId: wf.id,
          delegateName: payload.delegateName ?? '',
          requestedScope: payload.requestedScope ?? 'read',
          status,
          grantedScope: wf.status === 'completed' && accepted ? (accepted.scope ?? 'read') : null,
          expiresAt: wf.expires_at ? new Date(wf.expires_at).toISOString() : null,
          customers: customers.map((c) => ({ key: c.key, name: c.name })),
        },
      };
    },
  );

  app.post(
    '/delegations/revoke',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Core'],
        summary:
          'Il titolare revoca una delega: il delegato perde l\u2019accesso al cliente dalla sua prossima richiesta',
        body: revokeDelegationRequestSchema,
        response: {
          200: revokeDelegationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const me = userIdOf(request);
      const { delegateId, customerId } = request.body.revokeDelegationRequest;
      const revoked = await app.db.transaction().execute(async (tx) => {
        const owner = await tx
          .selectFrom('user_customers')
          .select('user_id')
          .where('user_id', '=', me)
          .where('customer_id', '=', customerId)
          .where('relation', '=', 'owner')
          .where('status', '=', 'accepted')
          .executeTakeFirst();
        if (!owner) return false;
        const res = await tx
          .updateTable('user_customers')
          .set({ status: 'revoked' })
          .where('user_id', '=', delegateId)
          .where('customer_id', '=', customerId)
          .where('relation', '=', 'delegate')
          .where('status', 'in', ['accepted', 'pending'])
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        // A delegate session that had this customer as current loses it at once too.
        await tx
          .updateTable('sessions')
          .set({ current_customer_id: null })
          .where('user_id', '=', delegateId)
          .where('current_customer_id', '=', customerId)
          .execute();
        await notifyUser(tx, {
          userId: delegateId,
          customerId: null,
          typeCode: 'delegation-outcome',
          subject: OWNERSHIP_MESSAGES.delegationRevoked,
          message: 'Il titolare ha revocato la delega: non puoi più vedere i suoi contratti.',
        });
        return true;
      });
      // Unknown, not yours and already revoked look alike.
      if (!revoked) throw notFound(OWNERSHIP_MESSAGES.delegationNotFound);
      request.log.info({ delegateId, customerId }, 'delegation revoked');
      return { revokeDelegationResponse: { revoked: true as const } };
    },
  );
};

export default delegationRoutes;
