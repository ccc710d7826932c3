import type { ColumnType } from 'kysely';
import type { DateString, Decimal } from './foundation';

/** Consumption measures the retailer imported (migration 0740): the rows the graphs derive from. */

export interface ConsumptionIntervalsTable {
  supply_id: number;
  day: DateString;
  /** The quarter of hour the interval starts in (1..100 on the 25-hour day). */
  period: number;
  minutes: 15 | 60;
  value: Decimal;
}

export interface ConsumptionDailyTable {
  supply_id: number;
  day: DateString;
  value: Decimal;
  f1: Decimal | null;
  f2: Decimal | null;
  f3: Decimal | null;
  estimated: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface MeteringImportTables {
  consumption_intervals: ConsumptionIntervalsTable;
  consumption_daily: ConsumptionDailyTable;
}
