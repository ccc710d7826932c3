import { REQUEST_TYPES, type installmentsRequestSchema } from '@sportello/contract';
import { simulateInstallmentPlan } from '@sportello/domain';
import { badRequest, conflict } from '../../errors';
import { contractForKey } from '../../services/access';
import {
  assertNoInstallmentRequestInProgress,
  createRequest,
  REQUEST_MESSAGES,
} from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import { installmentEligibilityFor } from './get-installment-options';
import type { CreatedRequest } from './request-information';

export type InstallmentsInput = NamedInput<typeof installmentsRequestSchema, 'installmentsRequest'>;

/**
 * Asks to pay an unpaid bill in instalments, within its window (one request per bill at a
 * time). Paying is what the relation must allow (a pay delegate may ask).
 */
export async function requestInstallments(
  { db, config }: Deps,
  actor: UserActor,
  input: InstallmentsInput,
  now: Date = new Date(),
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'pay');
  const { invoice, eligibility } = await installmentEligibilityFor(db, session, input.invoiceId, now);
  if (invoice.contract.id !== contract.id)
    throw badRequest('La bolletta non appartiene al contratto indicato');
  if (invoice.paymentLevel === 'Pagata') throw conflict(REQUEST_MESSAGES.invoiceAlreadyPaid, 'already_paid');
  if (invoice.installments.length)
    throw conflict(REQUEST_MESSAGES.invoiceAlreadyInInstallments, 'already_in_installments');
  if (!invoice.installmentsRequestable) throw badRequest(REQUEST_MESSAGES.installmentWindowClosed);
  // The case (ARERA's or the seller's offer) decides how many instalments and at what rate.
  if (!eligibility.eligible) throw badRequest(eligibility.reasons.join(' '));
  const { minInstallments: min, maxInstallments: max } = eligibility;
  if (input.numberOfInstallments < min || input.numberOfInstallments > max)
    throw badRequest(`Per questa bolletta le rate possono essere da ${min} a ${max}`, {
      numberOfInstallments: `Da ${min} a ${max} rate`,
    });
  const plan = simulateInstallmentPlan({
    amount: eligibility.amount,
    count: input.numberOfInstallments,
    firstDueDate: eligibility.firstDueDate,
    periodMonths: eligibility.periodMonths,
    annualRate: eligibility.annualRate,
    interestFrom: invoice.dueDate,
  });
  return createRequest(
    { db, config },
    session,
    {
      customerId: contract.customer_id,
      contractId: contract.id,
      invoiceId: invoice.id,
      type: REQUEST_TYPES.installments,
      phase: 'RA010',
      status: 'Aperto',
      payload: {
        invoiceKey: invoice.key,
        numberOfInstallments: input.numberOfInstallments,
        amount: invoice.amountToPay,
        note: input.note ?? null,
        case: eligibility.case.code,
        source: eligibility.case.source,
        annualRate: eligibility.annualRate,
        plan: plan.installments,
        planTotal: plan.total,
      },
    },
    (tx) => assertNoInstallmentRequestInProgress(tx, invoice.id),
  );
}
