import type { getQuotationsQuerySchema, getQuotationsResponseSchema } from '@sportello/contract';
import { punRange } from '@sportello/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { assertGuestMayRead } from '../../services/access';
import { rangeOrRefuse } from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import type { Actor, Deps } from '../context';

export type GetQuotationsInput = z.output<typeof getQuotationsQuerySchema>;

const r6 = (v: string | number) => Math.round(Number(v) * 1e6) / 1e6;

/**
 * The hourly national price (PUN) by hour, or its daily or monthly averages (with min and max),
 * in a range of published days (the domain's default and limit).
 */
export async function getQuotations(
  { db }: Deps,
  actor: Actor,
  input: GetQuotationsInput,
): Promise<z.output<typeof getQuotationsResponseSchema>> {
  await assertGuestMayRead(db, actor.session, { kind: 'quotations' });
  const { detail } = input;
  const today = todayInItaly();
  const bounds = await db
    .selectFrom('pun_prices')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .where('day', '<=', today)
    .executeTakeFirst();
  const lastDay = (bounds?.last as string | null) ?? today;
  const firstDay = (bounds?.first as string | null) ?? lastDay;
  const { startDate, endDate } = rangeOrRefuse(
    punRange(detail, { firstDay, lastDay }, input.startDate, input.endDate),
  );
  const bucket = detail === 'monthly' ? sql`date_trunc('month', day)::date` : sql`day`;
  const hourCol = detail === 'hourly' ? sql`hour` : sql`null::smallint`;
  const rows = await sql<{ d: string; h: number | null; price: string; min: string; max: string }>`
    select ${bucket} as d, ${hourCol} as h, avg(price) as price, min(price) as min, max(price) as max
    from pun_prices where day >= ${startDate}::date and day <= ${endDate}::date
    group by 1, 2 order by 1, 2`.execute(db);
  const quotations = rows.rows.map((r) => ({
    period:
      detail === 'hourly'
        ? `${r.d}T${String(r.h).padStart(2, '0')}`
        : detail === 'daily'
          ? r.d
          : r.d.slice(0, 7),
    date: r.d,
    hour: r.h,
    price: r6(r.price),
    min: r6(r.min),
    max: r6(r.max),
  }));
  const average = quotations.length
    ? r6(quotations.reduce((s, q) => s + q.price, 0) / quotations.length)
    : null;
  return {
    getQuotationsResponse: {
      type: 'PUN' as const,
      detail,
      unit: '€/kWh' as const,
      startDate,
      endDate,
      firstDate: firstDay,
      lastDate: lastDay,
      average,
      quotations,
    },
  };
}
