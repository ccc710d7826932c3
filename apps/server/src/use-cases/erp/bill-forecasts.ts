import type { getBillForecastsResponseSchema, SupplyForecast } from '@sportello/contract';
import { addMonths, forecastNextBill } from '@sportello/domain';
import type { z } from 'zod';
import { customerIdForKey } from '../../services/access';
import { todayInItaly } from '../../services/erp/rules';
import type { Deps, UserActor } from '../context';

const day = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const NO_FORECAST = {
  noBill: 'Non c’è ancora una bolletta della fornitura da cui partire per la previsione.',
  noPrice: 'L’offerta della fornitura non ha un prezzo per la previsione (prezzo orario o non indicato).',
  noConsumption: 'Non ci sono abbastanza consumi della fornitura per la previsione.',
} as const;

/**
 * GET …/bill-forecasts: the next bill of each active supply of a customer (or of one), from its
 * last bill, its monthly consumption and its offer's prices (the domain's forecastNextBill).
 */
export async function getBillForecasts(
  { db }: Deps,
  actor: UserActor,
  input: { customerKey: string; supplyId?: number | undefined },
  now: Date = new Date(),
): Promise<z.output<typeof getBillForecastsResponseSchema>> {
  const customerId = await customerIdForKey(db, actor.session, input.customerKey);
  let query = db
    .selectFrom('supplies')
    .select(['id', 'key', 'commodity', 'nickname', 'offer_code', 'consumption_unit'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'Attiva');
  if (input.supplyId !== undefined) query = query.where('id', '=', input.supplyId);
  const supplies = await query.orderBy('id').execute();
  const today = todayInItaly(now);
  const forecasts: SupplyForecast[] = [];
  for (const s of supplies) {
    const [last, offer] = await Promise.all([
      db
        .selectFrom('invoices')
        .select(['period_start', 'period_end', 'issue_date', 'due_date', 'total_amount', 'consumption'])
        .where('supply_id', '=', s.id)
        .where('invoice_type_code', '=', 1)
        .where('total_amount', '>', '0')
        .orderBy('period_end', 'desc')
        .limit(1)
        .executeTakeFirst(),
      s.offer_code
        ? db
            .selectFrom('offers')
            .select(['name', 'price_type', 'price_f1', 'price_f2', 'price_f3', 'monthly_fee', 'price_unit'])
            .where('code', '=', s.offer_code)
            .where('valid_from', '<=', today)
            .orderBy('valid_from', 'desc')
            .limit(1)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    const months = last
      ? await db
          .selectFrom('consumption_monthly')
          .select(['month', 'total', 'f1', 'f2', 'f3'])
          .where('supply_id', '=', s.id)
          .where('month', '>=', addMonths(day(last.period_end).slice(0, 8) + '01', -24))
          .orderBy('month')
          .execute()
      : [];
    const forecast = forecastNextBill({
      last: last
        ? {
            periodStart: day(last.period_start),
            periodEnd: day(last.period_end),
            issueDate: day(last.issue_date),
            dueDate: day(last.due_date),
            totalAmount: String(last.total_amount),
            consumption: n(last.consumption),
          }
        : null,
      months: months.map((m) => ({
        month: day(m.month),
        total: Number(m.total),
        f1: n(m.f1),
        f2: n(m.f2),
        f3: n(m.f3),
      })),
      offer: offer
        ? {
            name: offer.name,
            priceType: offer.price_type,
            f1: offer.price_f1 === null ? null : String(offer.price_f1),
            f2: offer.price_f2 === null ? null : String(offer.price_f2),
            f3: offer.price_f3 === null ? null : String(offer.price_f3),
            monthlyFee: String(offer.monthly_fee),
            priceUnit: offer.price_unit,
          }
        : null,
      unit: s.consumption_unit,
    });
    forecasts.push({
      supplyId: s.id,
      supplyKey: s.key,
      commodity: s.commodity,
      nickname: s.nickname,
      unit: s.consumption_unit,
      forecast,
      reason: forecast
        ? null
        : !last
          ? NO_FORECAST.noBill
          : !offer || offer.price_f1 === null
            ? NO_FORECAST.noPrice
            : NO_FORECAST.noConsumption,
    });
  }
  return { getBillForecastsResponse: { forecasts } };
}
