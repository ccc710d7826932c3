import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkProposalRulesResponseSchema,
  errorBodySchema,
  getProposalResponseSchema,
  getProposalsQuerySchema,
  getProposalsResponseSchema,
  idParam,
  updateProposalRequestSchema,
  updateProposalResponseSchema,
} from '@sportello/contract';
import { isProposalVisible } from '@sportello/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { ProposalsTable } from '../../db/tables/erp';
import { conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds, assertMayAct, customerScope } from '../../services/access';
import type { SessionContext } from '../../services/session-store';
import { todayInItaly } from '../../services/erp/rules';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
export const PROPOSAL_NOT_FOUND = 'Proposta non trovata';

/** The proposal window rule of the domain (spec section 4), on the stored instants. */
function inWindow(p: { start_date: Date | null; end_date: Date | null }, now: Date): boolean {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return isProposalVisible({ startDate: iso(p.start_date), endDate: iso(p.end_date) }, now);
}

function toProposal(p: Selectable<ProposalsTable>) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: p.id,
    customerId: p.customer_id,
    supplyId: p.supply_id,
    title: p.title,
    description: p.description,
    offerCode: p.offer_code,
    startDate: iso(p.start_date),
    endDate: iso(p.end_date),
    actionSelected: p.action_selected,
    actionDate: iso(p.action_date),
  };
}

/** A proposal of the session's customers inside its window, or "Proposta non trovata". */
async function visibleProposal(db: Db, session: SessionContext, id: number) {
  // A proposal link's guest (module 8) reaches this proposal only.
  const ids = await accessibleCustomerIds(db, session, { kind: 'proposal', id });
  if (ids.length === 0) throw notFound(PROPOSAL_NOT_FOUND);
  const p = await db
    .selectFrom('proposals')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', 'in', ids)
    .executeTakeFirst();
  if (!p || !inWindow(p, new Date())) {
    throw notFound(PROPOSAL_NOT_FOUND);
  }
  return p;
}

const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proposals',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Proposte commerciali visibili ora (dentro il loro periodo)',
        querystring: getProposalsQuerySchema,
        response: { 200: getProposalsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customerKey, pagingTake, pagingSkip } = request.query;
      const ids = await customerScope(app.db, sessionOf(request), customerKey);
      if (ids.length === 0) return { getProposalsResponse: { proposals: [], total: 0 } };
      const rows = await app.db
        .selectFrom('proposals')
        .selectAll()
        .where('customer_id', 'in', ids)
        .orderBy('customer_id')
        .orderBy('id', 'desc')
        .execute();
      const now = new Date();
      const visible = rows.filter((p) => inWindow(p, now));
      return {
        getProposalsResponse: {
          proposals: visible.slice(pagingSkip, pagingSkip + pagingTake).map(toProposal),
          total: visible.length,
        },
      };
    },
  );

  app.get(
    '/proposals/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una proposta (solo nel suo periodo)',
        params: idParam,
        response: { 200: getProposalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      getProposalResponse: toProposal(await visibleProposal(app.db, sessionOf(request), request.params.id)),
    }),
  );

  app.get(
    '/proposals/:id/check-rules',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Verifica se la proposta può essere accettata',
        params: idParam,
        response: { 200: checkProposalRulesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const p = await visibleProposal(app.db, sessionOf(request), request.params.id);
      const today = todayInItaly();
      const [supply, overdue] = await Promise.all([
        p.supply_id
          ? app.db.selectFrom('supplies').select('status').where('id', '=', p.supply_id).executeTakeFirst()
          : undefined,
        app.db
          .selectFrom('invoices')
          .select('id')
          .where('customer_id', '=', p.customer_id)
          .where('paid_on', 'is', null)
          .where('due_date', '<', today)
          .limit(1)
          .executeTakeFirst(),
      ]);
      const rules = [
        {
          code: 'NOT_ANSWERED',
          passed: p.action_selected === null,
          message: p.action_selected
            ? 'Hai già risposto a questa proposta'
            : 'Proposta in attesa di risposta',
        },
        {
          code: 'ACTIVE_SUPPLY',
          passed: !p.supply_id || supply?.status === 'Attiva',
          message:
            !p.supply_id || supply?.status === 'Attiva' ? 'Fornitura attiva' : 'La fornitura non è attiva',
        },
        {
          code: 'NO_INSOLVENCY',
          passed: !overdue,
          message: overdue
            ? 'Risultano bollette scadute non pagate: regolarizzale per aderire'
            : 'Nessuna bolletta scaduta',
        },
      ];
      return {
        checkProposalRulesResponse: { proposalId: p.id, canAccept: rules.every((r) => r.passed), rules },
      };
    },
  );

  app.put(
    '/proposals',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Registra la scelta del cliente su una proposta (una sola volta)',
        body: updateProposalRequestSchema,
        response: { 200: updateProposalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, actionSelected } = request.body.updateProposalRequest;
      const session = sessionOf(request);
      const p = await visibleProposal(app.db, session, id);
      await assertMayAct(app.db, session, p.customer_id, 'change');
      const updated = await app.db
        .updateTable('proposals')
        .set({ action_selected: actionSelected, action_date: new Date() })
        .where('id', '=', p.id)
        .where('action_selected', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw conflict('Hai già risposto a questa proposta', 'proposal_already_answered');
      return { updateProposalResponse: toProposal(updated) };
    },
  );
};

export default proposalRoutes;
