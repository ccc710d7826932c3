import type { getInstallmentOptionsResponseSchema, Invoice } from '@sportello/contract';
import {
  addDays,
  installmentEligibility,
  type Eligibility,
  type EligibilityHistory,
} from '@sportello/domain';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { invoiceFor } from '../../services/erp/invoices';
import type { SessionContext } from '../../services/session-store';
import type { Deps, UserActor } from '../context';

type Origin = 'effettiva' | 'stimata' | null;

/** Months a bill covers (1 monthly, 2 bimonthly…), from its period. */
function monthsOf(invoice: Pick<Invoice, 'periodStart' | 'periodEnd'>): number {
  const [y1, m1] = invoice.periodStart.split('-').map(Number);
  const [y2, m2] = invoice.periodEnd.split('-').map(Number);
  return Math.max(1, (y2! - y1!) * 12 + (m2! - m1!) + 1);
}

/**
 * A bill, its supply's earlier bills and the readings that closed each period (the reading of the
 * day after the period's end): what the instalment rules of packages/domain read.
 */
export async function installmentEligibilityFor(
  db: Db,
  session: SessionContext,
  invoiceId: number,
  now: Date,
): Promise<{ invoice: Invoice; eligibility: Eligibility }> {
  const invoice = await invoiceFor(db, session, invoiceId, now);
  let previous: { period_end: string; total_amount: string }[] = [];
  const closing = new Map<string, Origin>();
  if (invoice.supplyId !== null) {
    previous = await db
      .selectFrom('invoices')
      .select(['period_end', 'total_amount'])
      .where('supply_id', '=', invoice.supplyId)
      .where('period_end', '<', invoice.periodStart)
      .where('invoice_type_code', '=', invoice.invoiceTypeCode)
      .orderBy('period_end', 'desc')
      .limit(12)
      .execute();
    const days = [invoice.periodEnd, ...previous.map((p) => p.period_end)].map((d) => addDays(d, 1));
    const readings = await db
      .selectFrom('readings')
      .select(['reading_date', 'origin'])
      .where('supply_id', '=', invoice.supplyId)
      .where('reading_date', 'in', days)
      .execute();
    for (const r of readings)
      if (r.origin !== 'autolettura' || !closing.has(r.reading_date))
        closing.set(r.reading_date, r.origin === 'stimata' ? 'stimata' : 'effettiva');
  }
  const originAfter = (periodEnd: string) => closing.get(addDays(periodEnd, 1)) ?? null;
  const history: EligibilityHistory = {
    previous: previous.map((p) => ({ amount: p.total_amount, closingReading: originAfter(p.period_end) })),
  };
  const eligibility = installmentEligibility(
    {
      amountToPay: invoice.amountToPay,
      paymentLevel: invoice.paymentLevel,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      periodEnd: invoice.periodEnd,
      hasInstallments: invoice.installments.length > 0,
      closingReading: invoice.supplyId !== null ? originAfter(invoice.periodEnd) : null,
      billingMonths: monthsOf(invoice),
    },
    history,
    now,
  );
  return { invoice, eligibility };
}

/** Whether one of the user's bills may be paid in instalments today, under which case; or why not. */
export async function getInstallmentOptions(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
  now: Date = new Date(),
): Promise<z.output<typeof getInstallmentOptionsResponseSchema>> {
  const { invoice, eligibility: e } = await installmentEligibilityFor(db, actor.session, input.id, now);
  return {
    getInstallmentOptionsResponse: e.eligible
      ? {
          invoiceId: invoice.id,
          eligible: true,
          reasons: [],
          case: e.case,
          amount: e.amount,
          minInstallments: e.minInstallments,
          maxInstallments: e.maxInstallments,
          annualRate: e.annualRate,
          firstDueDate: e.firstDueDate,
          periodMonths: e.periodMonths,
          interestFrom: invoice.dueDate,
        }
      : {
          invoiceId: invoice.id,
          eligible: false,
          reasons: e.reasons,
          case: null,
          amount: null,
          minInstallments: null,
          maxInstallments: null,
          annualRate: null,
          firstDueDate: null,
          periodMonths: null,
          interestFrom: null,
        },
  };
}
