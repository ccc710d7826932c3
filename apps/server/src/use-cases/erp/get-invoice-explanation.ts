import type { BillComparison, getInvoiceExplanationResponseSchema } from '@sportello/contract';
import {
  addDays,
  DIFFERENCE_PART_LABELS,
  describePart,
  describeReadings,
  explainDifference,
  type ExplainedBill,
} from '@sportello/domain';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { invoiceFor } from '../../services/erp/invoices';
import type { Deps, UserActor } from '../context';

const fromCents = (c: number) => (c / 100).toFixed(2);
/** A year earlier, same day (29 February falls on 28). */
const yearBefore = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${Number(y) - 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
};

interface Row {
  id: number;
  key: string;
  period_start: string;
  period_end: string;
  total_amount: string;
}

async function billOf(db: Db, supplyId: number, row: Row): Promise<ExplainedBill> {
  const [lines, reading] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .select(['section', 'description', 'quantity', 'unit', 'unit_price', 'amount'])
      .where('invoice_id', '=', row.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('readings')
      .select('origin')
      .where('supply_id', '=', supplyId)
      .where('reading_date', '=', addDays(row.period_end, 1))
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    total: row.total_amount,
    lines: lines.map((l) => ({
      section: l.section,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unit_price,
      amount: l.amount,
    })),
    reading: reading ? (reading.origin === 'stimata' ? 'stimata' : 'effettiva') : null,
  };
}

/**
 * Why one of the user's bills differs from the supply's previous bill and from the bill of the
 * same period a year before: the parts (packages/domain bill-explanation) with a sentence each.
 */
export async function getInvoiceExplanation(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
  now: Date = new Date(),
): Promise<z.output<typeof getInvoiceExplanationResponseSchema>> {
  const invoice = await invoiceFor(db, actor.session, input.id, now);
  const comparisons: BillComparison[] = [];
  if (invoice.supplyId !== null) {
    const supplyId = invoice.supplyId;
    const base = db
      .selectFrom('invoices')
      .select(['id', 'key', 'period_start', 'period_end', 'total_amount'])
      .where('supply_id', '=', supplyId)
      .where('invoice_type_code', '=', invoice.invoiceTypeCode)
      .where('id', '!=', invoice.id);
    const lastYearStart = yearBefore(invoice.periodStart);
    const [previous, lastYear] = await Promise.all([
      base
        .where('period_end', '<', invoice.periodStart)
        .orderBy('period_end', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // The bill that starts within 20 days of the same day a year before.
      base
        .where('period_start', '>=', addDays(lastYearStart, -20))
        .where('period_start', '<=', addDays(lastYearStart, 20))
        .orderBy('period_start', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const current = await billOf(db, supplyId, {
      id: invoice.id,
      key: invoice.key,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      total_amount: invoice.totalAmount,
    });
    for (const [against, other] of [
      ['previous', previous],
      ['lastYear', lastYear],
    ] as const) {
      if (!other) continue;
      const d = explainDifference(current, await billOf(db, supplyId, other));
      comparisons.push({
        against,
        other: {
          id: other.id,
          key: other.key,
          periodStart: other.period_start,
          periodEnd: other.period_end,
          totalAmount: other.total_amount,
        },
        difference: fromCents(d.difference),
        parts: d.parts.map((p) => ({
          code: p.code,
          label: DIFFERENCE_PART_LABELS[p.code],
          amount: fromCents(p.amount),
          text: describePart(p.code, p.amount),
        })),
        consumption: d.consumption,
        readings: { ...d.readings, text: describeReadings(d.readings) },
      });
    }
  }
  return { getInvoiceExplanationResponse: { invoiceId: invoice.id, comparisons } };
}
