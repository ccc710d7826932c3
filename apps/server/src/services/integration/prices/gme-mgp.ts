import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { clockHourOf, clockHourOfQuarter, hoursInDay } from '../metering/italian-time';
import { parseDay } from '../metering/values';
import type { LineError } from '../metering/csv-lines';
import { xmlProblem } from '../xml-problem';

/**
 * The GME's published results of the day-ahead market (MGP), file `YYYYMMDDMGPPrezzi.xml` (the
 * GME's download page and FTP, also a zip of several days): a `NewDataSet` (with its inline
 * `xs:schema`) of `<Prezzi>` elements, one per hour — `<Data>` (YYYYMMDD), `<Mercato>MGP`,
 * `<Ora>` (1..24, 23 or 25 on the days the clock changes), `<PUN>` and the zonal prices in
 * €/MWh with a decimal comma (`112,345678`). Since the 15-minute MGP (1 October 2025) the same
 * download also carries `<Prezzi15>` elements: `<Periodo>` (1..96, 92 or 100) and
 * `<Granularity>PT15`, each with its PUN.
 *
 * The portal's PUN page shows one price per local clock hour in €/kWh, so: an hourly price is
 * taken as published (€/MWh ÷ 1000), the two 02:00 hours of the October day are averaged into
 * the 02 hour, and a day published only in quarters gets the average of each hour's quarters.
 */

/** One hour's PUN as the portal stores it (pun_prices): local day, clock hour, €/kWh. */
export interface HourPrice {
  day: string;
  hour: number;
  price: number;
}

export interface MgpPrices {
  prices: HourPrice[];
  /** Elements refused (their ordinal among the file's price elements, the tag, the reason). */
  errors: LineError[];
  /** The days the file carries, and how (hours as published, or averaged from quarters). */
  days: { day: string; source: 'hourly' | 'quarter-hourly'; periods: number }[];
}

export class GmeFormatError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  removeNSPrefix: true,
  isArray: (name) => name === 'Prezzi' || name === 'Prezzi15',
});

/** A GME number (`112,345678`, also `1.112,345678` and a plain `112.345678`) in €/MWh, or null. */
export function gmeNumber(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  if (text === '') return null;
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

type Element = Record<string, unknown>;

/** The price elements of a parsed document, wherever its root puts them. */
function elementsOf(doc: Element): { hourly: Element[]; quarters: Element[] } {
  const hourly: Element[] = [];
  const quarters: Element[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 3) return;
    for (const [key, value] of Object.entries(node as Element)) {
      if (key === 'Prezzi') hourly.push(...(value as Element[]).filter((v) => v && typeof v === 'object'));
      else if (key === 'Prezzi15')
        quarters.push(...(value as Element[]).filter((v) => v && typeof v === 'object'));
      else if (key !== 'schema') visit(value, depth + 1);
    }
  };
  visit(doc, 0);
  return { hourly, quarters };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The hourly PUN of one MGP prices document, or a GmeFormatError when it is not one. */
export function parseMgpPrices(xml: Buffer | string): MgpPrices {
  const text = typeof xml === 'string' ? xml : xml.toString('utf8');
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new GmeFormatError(`XML non valido (riga ${valid.err.line}): ${xmlProblem(valid.err)}`);
  const { hourly, quarters } = elementsOf(parser.parse(text) as Element);
  if (hourly.length === 0 && quarters.length === 0)
    throw new GmeFormatError(
      'Non è un file di esiti MGP del GME: nessun elemento <Prezzi> o <Prezzi15> (atteso il file YYYYMMDDMGPPrezzi.xml)',
    );
  const errors: LineError[] = [];
  // day → clock hour → prices (two in the October 02 hour)
  const fromHours = new Map<string, Map<number, number[]>>();
  const fromQuarters = new Map<string, Map<number, number[]>>();
  const periods = new Map<string, number>();

  const read = (list: Element[], kind: 'hourly' | 'quarters', offset: number) => {
    list.forEach((element, index) => {
      const line = offset + index + 1;
      const day = parseDay(String(element.Data ?? ''));
      if (!day) return errors.push({ line, field: 'Data', message: 'Data non valida (attesa AAAAMMGG)' });
      const market = element.Mercato === undefined ? 'MGP' : String(element.Mercato).trim();
      if (market !== 'MGP')
        return errors.push({
          line,
          field: 'Mercato',
          message: `Mercato ${market}: sono importati solo i prezzi MGP`,
        });
      if (
        kind === 'quarters' &&
        element.Granularity !== undefined &&
        String(element.Granularity).trim() !== 'PT15'
      )
        return errors.push({ line, field: 'Granularity', message: 'Granularità non gestita (attesa PT15)' });
      const hours = hoursInDay(day);
      const ordinal = Number(String(kind === 'hourly' ? element.Ora : (element.Periodo ?? '')).trim());
      const hour = kind === 'hourly' ? clockHourOf(day, ordinal) : clockHourOfQuarter(day, ordinal);
      if (hour === null)
        return errors.push(
          kind === 'hourly'
            ? { line, field: 'Ora', message: `Ora non valida: da 1 a ${hours} il ${day}` }
            : { line, field: 'Periodo', message: `Periodo non valido: da 1 a ${hours * 4} il ${day}` },
        );
      const price = gmeNumber(element.PUN ?? element.PUN_INDEX ?? element.PUNINDEX);
      if (price === null)
        return errors.push({
          line,
          field: 'PUN',
          message: 'PUN mancante o non numerico (es. 112,345678 €/MWh)',
        });
      if (Math.abs(price) >= 10_000)
        return errors.push({ line, field: 'PUN', message: 'PUN fuori scala (oltre 10.000 €/MWh)' });
      const target = kind === 'hourly' ? fromHours : fromQuarters;
      const byHour = target.get(day) ?? new Map<number, number[]>();
      target.set(day, byHour);
      byHour.set(hour, [...(byHour.get(hour) ?? []), price]);
      periods.set(`${kind}|${day}`, (periods.get(`${kind}|${day}`) ?? 0) + 1);
      return undefined;
    });
  };
  read(hourly, 'hourly', 0);
  read(quarters, 'quarters', hourly.length);

  const prices: HourPrice[] = [];
  const days: MgpPrices['days'] = [];
  const allDays = [...new Set([...fromHours.keys(), ...fromQuarters.keys()])].sort();
  for (const day of allDays) {
    // The hourly PUN as published wins; a day with quarters only gets their hourly averages.
    const source = fromHours.has(day) ? 'hourly' : 'quarter-hourly';
    const byHour = (source === 'hourly' ? fromHours : fromQuarters).get(day)!;
    days.push({
      day,
      source,
      periods: periods.get(`${source === 'hourly' ? 'hourly' : 'quarters'}|${day}`) ?? 0,
    });
    for (const [hour, list] of [...byHour.entries()].sort(([a], [b]) => a - b)) {
      const mwh = list.reduce((s, v) => s + v, 0) / list.length;
      prices.push({ day, hour, price: round6(mwh / 1000) });
    }
  }
  return { prices, errors, days };
}
