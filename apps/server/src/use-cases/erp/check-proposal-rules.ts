import type { checkProposalRulesResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { visibleProposal } from '../../services/erp/proposals';
import { todayInItaly } from '../../services/erp/rules';
import type { Actor, Deps } from '../context';

/**
 * Whether a visible proposal can be accepted, rule by rule: not answered yet, its supply (if any)
 * active, and no unpaid invoice of the customer past its due date.
 */
export async function checkProposalRules(
  { db }: Deps,
  actor: Actor,
  input: { id: number },
): Promise<z.output<typeof checkProposalRulesResponseSchema>> {
  const p = await visibleProposal(db, actor.session, input.id);
  const today = todayInItaly();
  const [supply, overdue] = await Promise.all([
    p.supply_id
      ? db.selectFrom('supplies').select('status').where('id', '=', p.supply_id).executeTakeFirst()
      : undefined,
    db
      .selectFrom('invoices')
      .select('id')
      .where('customer_id', '=', p.customer_id)
      .where('paid_on', 'is', null)
      .where('due_date', '<', today)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const supplyActive = !p.supply_id || supply?.status === 'Attiva';
  const rules = [
    {
      code: 'NOT_ANSWERED',
      passed: p.action_selected === null,
      message: p.action_selected ? 'Hai già risposto a questa proposta' : 'Proposta in attesa di risposta',
    },
    {
      code: 'ACTIVE_SUPPLY',
      passed: supplyActive,
      message: supplyActive ? 'Fornitura attiva' : 'La fornitura non è attiva',
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
}
