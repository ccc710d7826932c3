import type {
  getRettificaOptionsResponseSchema,
  Invoice,
  rettificaRequestSchema,
  RettificaOptions,
} from '@sportello/contract';
import {
  addDays,
  METER_PHOTO_RULES,
  RETTIFICA_MESSAGES,
  RETTIFICA_REQUEST_TYPE,
  validateMeterPhoto,
  validateRettificaRegisters,
} from '@sportello/domain';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { badRequest, conflict } from '../../errors';
import { assertMayAct } from '../../services/access';
import { invoiceFor } from '../../services/erp/invoices';
import { currentMeterOf, registersOf, UNIT_OF } from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import { createRequest, OPEN_STATUSES } from '../../services/erp/requests';
import type { SessionContext } from '../../services/session-store';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type RettificaInput = NamedInput<typeof rettificaRequestSchema, 'rettificaRequest'>;

/** The attachments of a practice (migration 0920), outside the shared table types. */
type AttachmentTables = {
  request_attachments: {
    id: number;
    request_id: number;
    kind: string;
    content_type: string;
    file_name: string | null;
    byte_size: number;
    data: Buffer;
  };
};

const integerPart = (value: unknown) => String(value).split('.')[0]!;

async function rettificaInProgress(db: Db, invoiceId: number): Promise<boolean> {
  const open = await db
    .selectFrom('customer_requests')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('request_type', '=', RETTIFICA_REQUEST_TYPE)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return !!open;
}

/** What the rettifica of a bill rests on: its closing and opening readings, the supply's meter. */
async function rettificaOptionsFor(
  db: Db,
  session: SessionContext,
  invoiceId: number,
  now: Date,
): Promise<{ invoice: Invoice; options: RettificaOptions }> {
  const invoice = await invoiceFor(db, session, invoiceId, now);
  const base: RettificaOptions = {
    invoiceId: invoice.id,
    estimated: false,
    reason: RETTIFICA_MESSAGES.noSupply,
    supplyKey: invoice.supplyKey,
    unit: null,
    meter: null,
    estimatedReadings: [],
    openingReadings: [],
    inProgress: await rettificaInProgress(db, invoice.id),
    photo: { maxBytes: METER_PHOTO_RULES.maxBytes, types: [...METER_PHOTO_RULES.types] },
  };
  if (invoice.supplyId === null) return { invoice, options: base };
  // A bill another bill replaced (issue 25) has no estimate left to correct.
  if (invoice.replacedBy)
    return { invoice, options: { ...base, reason: RETTIFICA_MESSAGES.replaced(invoice.replacedBy.key) } };
  const supply = await db
    .selectFrom('supplies')
    .select(['commodity'])
    .where('id', '=', invoice.supplyId)
    .executeTakeFirstOrThrow();
  const closingDay = addDays(invoice.periodEnd, 1);
  const readings = await db
    .selectFrom('readings')
    .select(['reading_date', 'value', 'origin', 'band'])
    .where('supply_id', '=', invoice.supplyId)
    .where('reading_date', 'in', [invoice.periodStart, closingDay])
    .where('origin', '!=', 'autolettura')
    .execute();
  const view = (r: (typeof readings)[number]) => ({
    band: r.band ?? null,
    value: integerPart(r.value),
    readingDate: String(r.reading_date).slice(0, 10),
  });
  const closing = readings.filter((r) => String(r.reading_date).slice(0, 10) === closingDay);
  const estimatedReadings = closing.filter((r) => r.origin === 'stimata').map(view);
  const openingReadings = readings
    .filter((r) => String(r.reading_date).slice(0, 10) === invoice.periodStart && r.origin === 'effettiva')
    .map(view);
  const meter = await currentMeterOf(db, invoice.supplyId);
  const estimated = estimatedReadings.length > 0 && !!meter;
  return {
    invoice,
    options: {
      ...base,
      estimated,
      reason: estimated ? null : RETTIFICA_MESSAGES.notEstimated,
      unit: UNIT_OF[supply.commodity],
      meter: meter ? { serial: meter.serial, digits: meter.digits, registers: registersOf(meter) } : null,
      estimatedReadings,
      openingReadings,
    },
  };
}

/** GET …/invoices/{id}/rettifica: whether the bill may be corrected with one's own reading. */
export async function getRettificaOptions(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
  now: Date = new Date(),
): Promise<z.output<typeof getRettificaOptionsResponseSchema>> {
  const { options } = await rettificaOptionsFor(db, actor.session, input.id, now);
  return { getRettificaOptionsResponse: options };
}

/**
 * POST …/invoices/{id}/rettifica: the customer's reading of an estimated bill, checked with the
 * meter's rules, filed as a RettificaLettura practice (request.created for the retailer) with the
 * reading in its details and the meter's photo, when given, as its attachment.
 */
export async function requestRettifica(
  { db, config }: Deps,
  actor: UserActor,
  input: { id: number; body: RettificaInput },
  now: Date = new Date(),
): Promise<CreatedRequest> {
  const { session } = actor;
  const { invoice, options } = await rettificaOptionsFor(db, session, input.id, now);
  await assertMayAct(db, session, invoice.contract.customerId, 'change');
  if (!options.estimated || !options.meter)
    throw badRequest(options.reason ?? RETTIFICA_MESSAGES.notEstimated);
  const registers = input.body.registers.map((r) => ({ band: r.band, value: r.value.trim() }));
  const errors = validateRettificaRegisters(registers, options.meter, options.openingReadings);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  let photo: { contentType: string; fileName: string | null; bytes: Buffer } | null = null;
  if (input.body.photo) {
    const bytes = Buffer.from(input.body.photo.data, 'base64');
    const message = validateMeterPhoto({
      contentType: input.body.photo.contentType,
      size: bytes.length,
      bytes,
    });
    if (message) throw badRequest(message, { photo: message });
    photo = { contentType: input.body.photo.contentType, fileName: input.body.photo.fileName ?? null, bytes };
  }
  const customerId = invoice.contract.customerId;
  return createRequest(
    { db, config },
    session,
    {
      customerId,
      contractId: invoice.contract.id,
      invoiceId: invoice.id,
      type: RETTIFICA_REQUEST_TYPE,
      phase: 'RL010',
      status: 'Aperto',
      payload: {
        invoiceKey: invoice.key,
        supplyKey: options.supplyKey,
        meterSerial: options.meter.serial,
        unit: options.unit,
        readingDate: todayInItaly(now),
        registers: registers.map((r) => ({ band: r.band, value: r.value.replace(/^0+(?=\d)/, '') })),
        estimatedReadings: options.estimatedReadings,
        photo: photo
          ? { contentType: photo.contentType, byteSize: photo.bytes.length, fileName: photo.fileName }
          : null,
        note: input.body.note ?? null,
      },
    },
    async (tx) => {
      if (await rettificaInProgress(tx, invoice.id))
        throw conflict(RETTIFICA_MESSAGES.inProgress, 'rettifica_in_progress');
    },
    async (tx) => {
      if (!photo) return;
      // Under the customer's lock, with none other in progress for the bill: the one just written.
      const request = await tx
        .selectFrom('customer_requests')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('invoice_id', '=', invoice.id)
        .where('request_type', '=', RETTIFICA_REQUEST_TYPE)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      await tx
        .withTables<AttachmentTables>()
        .insertInto('request_attachments')
        .values({
          request_id: request.id,
          kind: 'foto-contatore',
          content_type: photo.contentType,
          file_name: photo.fileName,
          byte_size: photo.bytes.length,
          data: photo.bytes,
        } as never)
        .execute();
    },
  );
}
