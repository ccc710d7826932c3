import type { Db } from '../../../db/index';
import { badRequest } from '../../../errors';
import { METERING_MESSAGES, registersOf } from '../../../services/erp/metering';
import { todayInItaly } from '../../../services/erp/rules';
import { csvRecords, type CsvRecord, type LineError } from '../../../services/integration/metering/csv-lines';
import {
  emptySummary,
  refuse,
  type ImportSummary,
  type Progress,
} from '../../../services/integration/metering/summary';
import { pickColumn, PodSupplies, POD_COLUMNS } from '../../../services/integration/metering/supplies';
import { parseDay, parseDecimal } from '../../../services/integration/metering/values';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/**
 * Meter readings from the retailer's ERP, as CSV (one reading a line; see the README's
 * "Letture"): POD/PDR, meter serial, day, type, and either the totalizer (`lettura`) or one
 * value per register (`F1`, `F2`, `F3`, as the meter's registers). Idempotent by (supply, meter,
 * day, register): the same reading again changes nothing, a corrected value updates it. A wrong
 * line is answered with its number, column and Italian reason and never stops the others.
 */

const SERIAL_COLUMNS = ['matricola', 'matricolacontatore', 'contatore', 'seriale'];
const DAY_COLUMNS = ['data', 'datalettura', 'giorno'];
const TYPE_COLUMNS = ['tipo', 'tipolettura', 'origine'];
const VALUE_COLUMNS = ['lettura', 'valore', 'totalizzatore'];
const REGISTER = /^f[1-9]$/;

type Origin = 'effettiva' | 'stimata' | 'autolettura';
const ORIGINS: Record<string, Origin> = {
  effettiva: 'effettiva',
  reale: 'effettiva',
  rilevata: 'effettiva',
  actual: 'effettiva',
  stimata: 'stimata',
  estimated: 'stimata',
  autolettura: 'autolettura',
  'self-reading': 'autolettura',
};

export const READINGS_MESSAGES = {
  missingColumns: (names: string) => `Colonne obbligatorie mancanti nell'intestazione: ${names}`,
  noValueColumn:
    "L'intestazione deve avere la colonna «lettura» (totalizzatore) o le colonne dei registri F1, F2, F3",
  required: (what: string) => `${what}: valore obbligatorio`,
  day: 'Data non valida (AAAA-MM-GG o GG/MM/AAAA)',
  type: 'Tipo di lettura non valido: effettiva, stimata o autolettura',
  value: 'Lettura non valida: un numero intero non negativo (le cifre del contatore)',
  meterUnknown: (serial: string, pod: string) => `Contatore ${serial} non trovato sul POD/PDR ${pod}`,
  beforeInstall: (day: string) => `La lettura precede l'installazione del contatore (${day})`,
  afterRemoval: (day: string) => `La lettura segue la rimozione del contatore (${day})`,
  totalizer: 'Il contatore ha un solo totalizzatore: indicare la lettura nella colonna «lettura»',
} as const;

interface MeterRow {
  id: number;
  supply_id: number;
  digits: number;
  installed_on: string;
  removed_on: string | null;
  bands: string[] | null;
}

/** The meters of a POD/PDR with a serial, kept while the file is read. */
class Meters {
  private readonly cache = new Map<string, MeterRow[]>();
  constructor(private readonly db: Db) {}
  async of(supplyIds: number[], serial: string): Promise<MeterRow[]> {
    const key = `${supplyIds.join(',')}|${serial}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const rows =
      supplyIds.length === 0
        ? []
        : await this.db
            .selectFrom('meters')
            .select(['id', 'supply_id', 'digits', 'installed_on', 'removed_on', 'bands'])
            .where('supply_id', 'in', supplyIds)
            .where('serial', '=', serial)
            .orderBy('installed_on', 'desc')
            .execute();
    if (this.cache.size > 20_000) this.cache.clear();
    this.cache.set(key, rows);
    return rows;
  }
}

interface ParsedReading {
  meter: MeterRow;
  day: string;
  origin: Origin;
  values: { band: string | null; value: number }[];
}

export interface ImportReadingsInput {
  /** The CSV file's bytes, as a stream (the request body, a file). */
  source: AsyncIterable<Uint8Array | string>;
  onProgress?: Progress;
}

export async function importReadings(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: ImportReadingsInput,
): Promise<ImportSummary> {
  requireScope(actor, 'import');
  const { db } = deps;
  const summary = emptySummary();
  const supplies = new PodSupplies(db);
  const meters = new Meters(db);
  const today = todayInItaly();
  let columns: string[] = [];
  let header: Record<'pod' | 'serial' | 'day' | 'type' | 'value', string | undefined> | null = null;
  let registers: string[] = [];

  const parse = async (record: CsvRecord): Promise<ParsedReading | LineError> => {
    const { line, cells } = record;
    const cell = (name: string | undefined) => (name ? (cells.get(name) ?? '').trim() : '');
    const pod = cell(header!.pod).toUpperCase();
    const serial = cell(header!.serial);
    if (!pod) return { line, field: header!.pod!, message: READINGS_MESSAGES.required('POD/PDR') };
    if (!serial) return { line, field: header!.serial!, message: READINGS_MESSAGES.required('Matricola') };
    const day = parseDay(cell(header!.day));
    if (!day) return { line, field: header!.day!, message: READINGS_MESSAGES.day };
    if (day > today) return { line, field: header!.day!, message: METERING_MESSAGES.futureDate };
    const typeText = cell(header!.type).toLowerCase();
    const origin = typeText === '' ? 'effettiva' : ORIGINS[typeText];
    if (!origin) return { line, field: header!.type!, message: READINGS_MESSAGES.type };

    const known = await supplies.of(pod);
    if (known.length === 0)
      return {
        line,
        field: header!.pod!,
        message: `POD/PDR ${pod} sconosciuto: importare prima la fornitura`,
      };
    const candidates = await meters.of(
      known.map((s) => s.id),
      serial,
    );
    if (candidates.length === 0)
      return { line, field: header!.serial!, message: READINGS_MESSAGES.meterUnknown(serial, pod) };
    const meter =
      candidates.find((m) => m.installed_on <= day && (m.removed_on === null || m.removed_on >= day)) ??
      candidates[0]!;
    if (meter.installed_on > day)
      return { line, field: header!.day!, message: READINGS_MESSAGES.beforeInstall(meter.installed_on) };
    if (meter.removed_on !== null && meter.removed_on < day)
      return { line, field: header!.day!, message: READINGS_MESSAGES.afterRemoval(meter.removed_on) };

    const expected = registersOf(meter);
    const values: { band: string | null; value: number }[] = [];
    const readValue = (column: string, band: string | null): LineError | null => {
      const text = cell(column);
      const value = parseDecimal(text);
      if (text === '' || value === null || value < 0 || !Number.isInteger(value))
        return { line, field: column, message: READINGS_MESSAGES.value };
      if (String(value).length > meter.digits)
        return { line, field: column, message: METERING_MESSAGES.tooManyDigits(meter.digits) };
      values.push({ band, value });
      return null;
    };
    if (expected.length === 1 && expected[0] === null) {
      if (!header!.value)
        return { line, field: registers[0] ?? 'lettura', message: READINGS_MESSAGES.totalizer };
      const error = readValue(header!.value, null);
      if (error) return error;
    } else {
      const bands = expected as string[];
      const missing = bands.filter(
        (b) => !registers.includes(b.toLowerCase()) || cell(b.toLowerCase()) === '',
      );
      if (missing.length > 0)
        return {
          line,
          field: (missing[0] ?? 'F1').toLowerCase(),
          message: METERING_MESSAGES.registersMismatch(bands),
        };
      for (const band of bands) {
        const error = readValue(band.toLowerCase(), band);
        if (error) return error;
      }
    }
    return { meter, day, origin, values };
  };

  const save = async (reading: ParsedReading): Promise<'created' | 'updated' | 'unchanged'> =>
    db.transaction().execute(async (tx) => {
      let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
      for (const { band, value } of reading.values) {
        let query = tx
          .selectFrom('readings')
          .select(['id', 'value', 'origin'])
          .where('meter_id', '=', reading.meter.id)
          .where('reading_date', '=', reading.day);
        query = band === null ? query.where('band', 'is', null) : query.where('band', '=', band);
        const existing = await query.orderBy('id').executeTakeFirst();
        if (!existing) {
          await tx
            .insertInto('readings')
            .values({
              supply_id: reading.meter.supply_id,
              meter_id: reading.meter.id,
              reading_date: reading.day,
              value,
              origin: reading.origin,
              band,
            })
            .execute();
          outcome = 'created';
        } else if (Number(existing.value) !== value || existing.origin !== reading.origin) {
          await tx
            .updateTable('readings')
            .set({ value, origin: reading.origin })
            .where('id', '=', existing.id)
            .execute();
          if (outcome === 'unchanged') outcome = 'updated';
        }
      }
      return outcome;
    });

  for await (const item of csvRecords(input.source)) {
    if (item.kind === 'error') {
      if (!header) throw badRequest(item.error.message, { intestazione: item.error.message });
      summary.lines += 1;
      refuse(summary, item.error);
      continue;
    }
    if (item.kind === 'header') {
      columns = item.columns;
      header = {
        pod: pickColumn(columns, POD_COLUMNS),
        serial: pickColumn(columns, SERIAL_COLUMNS),
        day: pickColumn(columns, DAY_COLUMNS),
        type: pickColumn(columns, TYPE_COLUMNS),
        value: pickColumn(columns, VALUE_COLUMNS),
      };
      registers = columns.filter((c) => REGISTER.test(c));
      const missing = [
        header.pod ? null : 'pod (o pdr)',
        header.serial ? null : 'matricola',
        header.day ? null : 'data',
      ].filter(Boolean);
      if (missing.length > 0 || (!header.value && registers.length === 0)) {
        const message =
          missing.length > 0
            ? READINGS_MESSAGES.missingColumns(missing.join(', '))
            : READINGS_MESSAGES.noValueColumn;
        throw badRequest(message, { intestazione: message });
      }
      continue;
    }
    summary.lines += 1;
    const parsed = await parse(item.record);
    if ('message' in parsed) refuse(summary, parsed);
    else summary[await save(parsed)] += 1;
    if (summary.lines % 500 === 0) input.onProgress?.(summary.lines);
  }
  input.onProgress?.(summary.lines);
  deps.log.info(
    { token: actor.tokenName, kind: 'readings', ...summary, errors: undefined },
    'integration import: readings',
  );
  return summary;
}
