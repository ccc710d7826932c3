import { sql } from 'kysely';
import { ERROR_CODES } from '@sportello/contract';
import { HttpError } from '../../../errors';
import { kindOf, zipEntries } from '../../../services/integration/invoices/envelope';
import { FatturaPaError } from '../../../services/integration/invoices/fatturapa';
import type { LineError } from '../../../services/integration/metering/csv-lines';
import { MAX_LISTED_ERRORS } from '../../../services/integration/metering/summary';
import { GmeFormatError, parseMgpPrices, type HourPrice } from '../../../services/integration/prices/gme-mgp';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/**
 * The hourly PUN from the GME's published MGP results (`YYYYMMDDMGPPrezzi.xml`, or a zip of such
 * days as the GME's download page gives them): stored in pun_prices, which the portal's PUN page
 * (getQuotations) reads. Idempotent by (day, hour): the same file again changes nothing, a
 * corrected one updates the hours. A file that is not an MGP prices document is a 422 and changes
 * nothing; an element that cannot be read is answered (file, element number, tag, reason) and
 * the others are stored.
 */

export interface PriceFileRefusal extends LineError {
  /** The file inside a zip (absent for a single document). */
  file?: string;
}

export interface ImportPricesSummary {
  files: number;
  days: { day: string; source: 'hourly' | 'quarter-hourly'; periods: number; file?: string }[];
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  errors: PriceFileRefusal[];
}

const unprocessable = (message: string) => new HttpError(422, ERROR_CODES.validation, message);

async function store(deps: Pick<Deps, 'db'>, prices: HourPrice[]) {
  if (prices.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const days = [...new Set(prices.map((p) => p.day))];
  const before = new Map(
    (
      await deps.db
        .selectFrom('pun_prices')
        .select(['day', 'hour', 'price'])
        .where('day', 'in', days)
        .execute()
    ).map((r) => [
      `${typeof r.day === 'string' ? r.day : new Date(r.day).toISOString().slice(0, 10)}|${r.hour}`,
      Number(r.price),
    ]),
  );
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const p of prices) {
    const old = before.get(`${p.day}|${p.hour}`);
    if (old === undefined) created += 1;
    else if (Math.abs(old - p.price) > 5e-7) updated += 1;
    else unchanged += 1;
  }
  await deps.db
    .insertInto('pun_prices')
    .values(prices.map((p) => ({ day: p.day, hour: p.hour, price: p.price })))
    .onConflict((oc) => oc.columns(['day', 'hour']).doUpdateSet({ price: sql`excluded.price` }))
    .execute();
  return { created, updated, unchanged };
}

export async function importPrices(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: { body: Buffer; fileName?: string },
): Promise<ImportPricesSummary> {
  requireScope(actor, 'prices');
  const summary: ImportPricesSummary = {
    files: 0,
    days: [],
    lines: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    errors: [],
  };
  const refuse = (e: PriceFileRefusal) => {
    summary.refused += 1;
    if (summary.errors.length < MAX_LISTED_ERRORS) summary.errors.push(e);
  };
  const take = async (xml: Buffer, file?: string) => {
    const parsed = parseMgpPrices(xml);
    summary.files += 1;
    summary.lines += parsed.days.reduce((s, d) => s + d.periods, 0) + parsed.errors.length;
    for (const d of parsed.days) summary.days.push(file ? { ...d, file } : d);
    for (const e of parsed.errors) refuse(file ? { ...e, file } : e);
    const saved = await store(deps, parsed.prices);
    summary.created += saved.created;
    summary.updated += saved.updated;
    summary.unchanged += saved.unchanged;
  };
  if (input.body.length === 0)
    throw unprocessable('File vuoto: inviare il file YYYYMMDDMGPPrezzi.xml del GME o uno zip di più giorni');
  const kind = kindOf(input.body);
  if (kind === 'zip') {
    const entries = async function* () {
      try {
        yield* zipEntries(input.body);
      } catch (error) {
        // An archive that cannot be walked (truncated, not a zip): nothing of it is stored.
        if (error instanceof FatturaPaError) throw unprocessable(error.message);
        throw error;
      }
    };
    for await (const entry of entries()) {
      if (!entry.xml) {
        refuse({
          file: entry.name,
          line: 1,
          field: 'file',
          message: entry.error?.message ?? 'File non leggibile',
        });
        continue;
      }
      try {
        await take(entry.xml, entry.name);
      } catch (error) {
        if (!(error instanceof GmeFormatError)) throw error;
        refuse({ file: entry.name, line: 1, field: 'file', message: error.message });
      }
    }
    if (summary.files === 0)
      throw unprocessable(
        `Nessun file di esiti MGP leggibile nell'archivio${summary.errors[0] ? `: ${summary.errors[0].message}` : ''}`,
      );
  } else {
    try {
      await take(input.body, input.fileName);
    } catch (error) {
      if (error instanceof GmeFormatError) throw unprocessable(error.message);
      throw error;
    }
  }
  deps.log.info(
    { token: actor.tokenName, kind: 'prices', ...summary, days: summary.days.length, errors: undefined },
    'integration import: prices',
  );
  return summary;
}
