import type { getConsumptionsQuerySchema, getConsumptionsResponseSchema } from '@sportello/contract';
import { consumptionRange } from '@sportello/domain';
import type { z } from 'zod';
import { supplyFor } from '../../services/access';
import { consumptionColumns, rangeOrRefuse, supplyIsHourly, UNIT_OF } from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import type { Actor, Deps } from '../context';

export type GetConsumptionsInput = z.output<typeof getConsumptionsQuerySchema>;

/**
 * A supply's consumption by month, day or hour in a range (the domain's default and limit), with
 * the F1/F2/F3 (F23) bands for electricity and the totals.
 */
export async function getConsumptions(
  deps: Deps,
  actor: Actor,
  input: GetConsumptionsInput,
): Promise<z.output<typeof getConsumptionsResponseSchema>> {
  // A list: read from a replica where there are some (read-your-writes: deps.reads).
  const db = deps.reads ?? deps.db;
  const supply = await supplyFor(
    db,
    actor.session,
    { id: input.supplyId, key: input.supplyKey },
    'consumption',
  );
  const now = new Date();
  const { startDate, endDate } = rangeOrRefuse(
    consumptionRange(input.detail, todayInItaly(now), input.startDate, input.endDate),
  );
  const hourly = await supplyIsHourly(db, supply, now);
  const columns = await consumptionColumns(db, supply, hourly, input.detail, startDate, endDate);
  const bands = supply.commodity === 'luce';
  const sum = (k: 'total' | 'f1' | 'f2' | 'f3') => {
    let s = 0;
    if (k === 'total' || columns.f1) {
      for (const v of k === 'total' ? columns.total : columns[k]!) s += v ?? 0;
    } else {
      // By the hour, a band's part is the total of its hours.
      const own = k.charAt(1);
      columns.total.forEach((v, i) => {
        if (columns.band?.[i] === own) s += v ?? 0;
      });
    }
    return Math.round(s * 1000) / 1000;
  };
  return {
    getConsumptionsResponse: {
      supplyId: supply.id,
      supplyKey: supply.key,
      commodity: supply.commodity,
      unit: UNIT_OF[supply.commodity],
      detail: input.detail,
      hourly,
      bands,
      startDate,
      endDate,
      columns,
      totals: {
        total: sum('total'),
        f1: bands ? sum('f1') : null,
        f2: bands ? sum('f2') : null,
        f3: bands ? sum('f3') : null,
      },
    },
  };
}
