import { addYears } from './dates';
import { rowLabel, shiftPeriodKey, type ChartData, type ConsumptionDetail } from './consumption-graph';

/**
 * Consumption export and previous-year comparison of the graph screens.
 *
 * The CSV is written the way a spreadsheet set to Italian reads it on opening: fields separated
 * by semicolons and decimals with a comma (Excel and LibreOffice in the it-IT locale take ";" as
 * the list separator precisely because "," is the decimal mark), a UTF-8 byte-order mark so that
 * accents survive, CRLF line ends. Text cells that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) get a leading apostrophe (OWASP "CSV injection").
 */

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** A text cell, neutralised against formulas and quoted when it needs to be. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number with a decimal comma, no grouping, up to three decimals ("1234,567"). */
export function csvNumber(value: number): string {
  return value
    .toLocaleString('it-IT', { useGrouping: false, maximumFractionDigits: 3 })
    .replace('\u2212', '-');
}

const BAND_HEADER = (s: string) => (s === 'Consumo' ? 'Consumo' : `Fascia ${s}`);

/** The CSV of a graph's rows: period, one column per band, total, estimated. */
export function consumptionCsv(input: {
  detail: ConsumptionDetail;
  data: ChartData;
  unit: string;
  /** Identifies the supply in the file (e.g. the POD). */
  supplyCode: string;
}): string {
  const { detail, data, unit } = input;
  const multi = data.series.length > 1;
  const header = [
    detail === 'hourly' ? 'Ora' : detail === 'daily' ? 'Giorno' : 'Mese',
    ...data.series.map((s) => `${BAND_HEADER(s)} (${unit})`),
    ...(multi ? [`Totale (${unit})`] : []),
    'Stimato',
    'Fornitura',
  ];
  const lines = [header.map(csvText).join(CSV_SEPARATOR)];
  const supply = csvText(input.supplyCode);
  data.labels.forEach((label, r) => {
    lines.push(
      [
        csvText(rowLabel(detail, label)),
        ...data.values.map((column) => csvNumber(column[r]!)),
        ...(multi ? [csvNumber(data.totals[r]!)] : []),
        data.estimated[r] ? 'sì' : 'no',
        supply,
      ].join(CSV_SEPARATOR),
    );
  });
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** File name of the export: consumi-<code>-<detail>-<period>.csv (safe characters only). */
export function consumptionCsvName(supplyCode: string, detail: ConsumptionDetail, key: string): string {
  const label = { monthly: 'mensili', daily: 'giornalieri', hourly: 'orari' }[detail];
  return `consumi-${label}-${supplyCode}-${key}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The same period one year earlier: the previous year, the month a year before, the same day. */
export function previousYearKey(detail: ConsumptionDetail, key: string): string {
  if (detail === 'monthly') return shiftPeriodKey(detail, key, -1);
  if (detail === 'daily') return shiftPeriodKey(detail, key, -12);
  return addYears(key, -1);
}

/**
 * The previous year's totals beside the current rows, row by row (month by month, day by day, hour
 * by hour); a day the previous year lacks (29 February) is null.
 */
export function previousYearTotals(current: ChartData, previous: ChartData): Array<number | null> {
  return current.labels.map((_, i) => previous.totals[i] ?? null);
}
