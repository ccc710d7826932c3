import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  describeMeterGroupResponseSchema,
  errorBodySchema,
  getConsumptionsQuerySchema,
  getConsumptionsResponseSchema,
  getQuotationsQuerySchema,
  getQuotationsResponseSchema,
  getReadingsQuerySchema,
  getReadingsResponseSchema,
  insertReadingsRequestSchema,
  insertReadingsResponseSchema,
  readingWindowResponseSchema,
  supplyKeyQuerySchema,
} from '@sportello/contract';
import { badRequest, conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { assertGuestMayRead, supplyFor } from '../../services/access';
import {
  consumptionItems,
  currentMeterOf,
  defaultRange,
  lastReadingOfMeter,
  METERING_MESSAGES,
  readingWindow,
  supplyIsHourly,
} from '../../services/erp/metering';
import { addDays, addYears, READINGS_YEARS_BACK } from '@sportello/domain';
import { addMonths, firstOfMonth, lastOfMonth, todayInItaly } from '../../services/erp/rules';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const UNIT_OF = { luce: 'kWh', gas: 'Smc', teleriscaldamento: 'MWh' } as const;

const meteringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consumptions',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: 'Consumi di una fornitura per mese, giorno o ora, con fasce F1/F2/F3 (F23)',
        querystring: getConsumptionsQuerySchema,
        response: { 200: getConsumptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const supply = await supplyFor(
        app.db,
        sessionOf(request),
        { id: q.supplyId, key: q.supplyKey },
        'consumption',
      );
      const now = new Date();
      const today = todayInItaly(now);
      const { startDate, endDate } = defaultRange(q.detail, today, q.startDate, q.endDate);
      const hourly = await supplyIsHourly(app.db, supply, now);
      const items = await consumptionItems(app.db, supply, hourly, q.detail, startDate, endDate);
      const bands = supply.commodity === 'luce';
      const sum = (k: 'total' | 'f1' | 'f2' | 'f3') =>
        Math.round(items.reduce((s, i) => s + (i[k] ?? 0), 0) * 1000) / 1000;
      return {
        getConsumptionsResponse: {
          supplyId: supply.id,
          supplyKey: supply.key,
          commodity: supply.commodity,
          unit: UNIT_OF[supply.commodity],
          detail: q.detail,
          hourly,
          bands,
          startDate,
          endDate,
          items,
          totals: {
            total: sum('total'),
            f1: bands ? sum('f1') : null,
            f2: bands ? sum('f2') : null,
            f3: bands ? sum('f3') : null,
          },
        },
      };
    },
  );

  app.get(
    '/readings',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: 'Letture di una fornitura (dal default di due anni fa, 100 per pagina)',
        querystring: getReadingsQuerySchema,
        response: { 200: getReadingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const supply = await supplyFor(
        app.db,
        sessionOf(request),
        { id: q.supplyId, key: q.supplyKey },
        'selfReading',
      );
      const today = todayInItaly();
      const startDate = q.startDate ?? addYears(today, -READINGS_YEARS_BACK);
      const endDate = q.endDate ?? today;
      if (startDate > endDate)
        throw badRequest(METERING_MESSAGES.badRange, { startDate: METERING_MESSAGES.badRange });
      const base = app.db
        .selectFrom('readings')
        .where('readings.supply_id', '=', supply.id)
        .where('readings.reading_date', '>=', startDate)
        .where('readings.reading_date', '<=', endDate);
      const [rows, n] = await Promise.all([
        base
          .innerJoin('meters', 'meters.id', 'readings.meter_id')
          .select([
            'readings.id',
            'readings.supply_id',
            'meters.serial',
            'readings.reading_date',
            'readings.value',
            'readings.origin',
          ])
          .orderBy('readings.reading_date', 'desc')
          .orderBy('readings.id', 'desc')
          .limit(q.pagingTake)
          .offset(q.pagingSkip)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        getReadingsResponse: {
          readings: rows.map((r) => ({
            id: r.id,
            supplyId: r.supply_id,
            meterSerial: r.serial,
            readingDate: r.reading_date,
            value: r.value,
            origin: r.origin,
          })),
          total: Number(n.n),
          startDate,
        },
      };
    },
  );

  app.get(
    '/metering/readingWindow',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: "Periodo in cui è possibile inserire l'autolettura",
        querystring: supplyKeyQuerySchema,
        response: { 200: readingWindowResponseSchema, ...errors },
      },
    },
    async (request) => {
      const supply = await supplyFor(
        app.db,
        sessionOf(request),
        { key: request.query.supplyKey },
        'selfReading',
      );
      const meter = await currentMeterOf(app.db, supply.id);
      if (!meter) throw notFound(METERING_MESSAGES.noMeter);
      const today = todayInItaly();
      const window = readingWindow(meter, today);
      const last = await lastReadingOfMeter(app.db, meter.id);
      return {
        readingWindowResponse: {
          supplyKey: supply.key,
          enabled: window !== null,
          open: window?.open ?? false,
          startDate: window?.start ?? null,
          endDate: window?.end ?? null,
          meterSerial: meter.serial,
          digits: meter.digits,
          lastReading: last
            ? { readingDate: last.reading_date, value: last.value, origin: last.origin }
            : null,
          message:
            window === null
              ? METERING_MESSAGES.selfReadingNotExpected
              : window.open
                ? null
                : METERING_MESSAGES.windowClosed,
        },
      };
    },
  );

  app.get(
    '/metering/describeMeterGroup',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: 'Descrizione del gruppo di misura: data di piena capacità (misura oraria) e canali',
        querystring: supplyKeyQuerySchema,
        response: { 200: describeMeterGroupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const supply = await supplyFor(
        app.db,
        sessionOf(request),
        { key: request.query.supplyKey },
        'selfReading',
      );
      const meter = await currentMeterOf(app.db, supply.id);
      if (!meter) throw notFound(METERING_MESSAGES.noMeter);
      const unit = UNIT_OF[supply.commodity];
      const misure =
        supply.commodity === 'luce'
          ? [
              { ChannelTypeCode: '1', description: 'Energia attiva prelevata', unit, band: null },
              ...(['F1', 'F2', 'F3'] as const).map((band) => ({
                ChannelTypeCode: '1',
                description: `Energia attiva ${band}`,
                unit,
                band,
              })),
              { ChannelTypeCode: '2', description: 'Energia reattiva', unit: 'kvarh', band: null },
              { ChannelTypeCode: '3', description: 'Potenza massima prelevata', unit: 'kW', band: null },
            ]
          : [
              {
                ChannelTypeCode: '1',
                description: supply.commodity === 'gas' ? 'Volume prelevato' : 'Energia termica prelevata',
                unit,
                band: null,
              },
            ];
      return {
        describeMeterGroupResponse: {
          supplyKey: supply.key,
          meterSerial: meter.serial,
          fullCapacityStartDate: meter.full_capacity_start_date,
          Misure: { Misura: misure },
        },
      };
    },
  );

  app.post(
    '/metering/insertReadings',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: "Invia un'autolettura (nel periodo di lettura, solo cifre, non inferiore all'ultima)",
        body: insertReadingsRequestSchema,
        response: { 201: insertReadingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body.insertReadingsRequest;
      const supply = await supplyFor(
        app.db,
        sessionOf(request),
        { key: b.supplyKey },
        'selfReading',
        'change',
      );
      const today = todayInItaly();
      const readingDate = b.readingDate ?? today;
      if (readingDate > today)
        throw badRequest(METERING_MESSAGES.futureDate, { readingDate: METERING_MESSAGES.futureDate });
      const id = await app.db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${supply.id}::integer, 7)`.execute(tx);
        const meter = await currentMeterOf(tx, supply.id);
        if (!meter) throw notFound(METERING_MESSAGES.noMeter);
        const window = readingWindow(meter, today);
        if (!window) throw badRequest(METERING_MESSAGES.selfReadingNotExpected);
        if (!window.open || readingDate < window.start) throw badRequest(METERING_MESSAGES.windowClosed);
        const digits = b.value.replace(/^0+(?=\d)/, '');
        if (b.value.length > meter.digits)
          throw badRequest(METERING_MESSAGES.tooManyDigits(meter.digits), {
            value: METERING_MESSAGES.tooManyDigits(meter.digits),
          });
        // Compared with the current meter only: after a replacement the new meter starts again.
        const last = await lastReadingOfMeter(tx, meter.id);
        if (last && BigInt(digits) < BigInt(last.value)) {
          throw badRequest(METERING_MESSAGES.lowerThanLast(last.value), {
            value: METERING_MESSAGES.lowerThanLast(last.value),
          });
        }
        const sameDay = await tx
          .selectFrom('readings')
          .select('id')
          .where('meter_id', '=', meter.id)
          .where('reading_date', '=', readingDate)
          .where('origin', '=', 'autolettura')
          .executeTakeFirst();
        if (sameDay) throw conflict(METERING_MESSAGES.alreadySent, 'reading_already_sent');
        const row = await tx
          .insertInto('readings')
          .values({
            supply_id: supply.id,
            meter_id: meter.id,
            reading_date: readingDate,
            value: digits,
            origin: 'autolettura',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, serial: meter.serial };
      });
      reply.status(201);
      return {
        insertReadingsResponse: {
          id: id.id,
          supplyId: supply.id,
          meterSerial: id.serial,
          readingDate,
          value: b.value.replace(/^0+(?=\d)/, ''),
          origin: 'autolettura' as const,
        },
      };
    },
  );

  app.get(
    '/quotations',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Erp'],
        summary: 'Prezzo Unico Nazionale (PUN) orario, con medie giornaliere e mensili',
        querystring: getQuotationsQuerySchema,
        response: { 200: getQuotationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await assertGuestMayRead(app.db, sessionOf(request), { kind: 'quotations' });
      const { detail } = request.query;
      const today = todayInItaly();
      const bounds = await app.db
        .selectFrom('pun_prices')
        .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
        .where('day', '<=', today)
        .executeTakeFirst();
      const lastDay = (bounds?.last as string | null) ?? today;
      const firstDay = (bounds?.first as string | null) ?? lastDay;
      let startDate = request.query.startDate;
      let endDate = request.query.endDate;
      // Days asked for explicitly must have prices: an hourly day inside the published range,
      // a daily or monthly range overlapping it.
      const outside = (d: string | undefined) => d !== undefined && (d < firstDay || d > lastDay);
      const refused =
        detail === 'hourly'
          ? outside(startDate) || outside(endDate)
          : (startDate !== undefined && startDate > lastDay) || (endDate !== undefined && endDate < firstDay);
      if (refused) {
        const message = METERING_MESSAGES.punOutOfRange(firstDay, lastDay);
        throw badRequest(message, { [outside(startDate) ? 'startDate' : 'endDate']: message });
      }
      if (detail === 'hourly') {
        endDate ??= startDate ?? lastDay;
        startDate ??= endDate;
      } else if (detail === 'daily') {
        endDate ??= lastDay;
        startDate ??= addDays(endDate, -29);
      } else {
        endDate ??= lastOfMonth(lastDay);
        startDate ??= firstOfMonth(addMonths(firstOfMonth(endDate), -23));
      }
      if (startDate > endDate)
        throw badRequest(METERING_MESSAGES.badRange, { startDate: METERING_MESSAGES.badRange });
      const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
      if ((detail === 'hourly' && days > 31) || days > 3660) {
        const what = detail === 'hourly' ? '31 giorni di prezzi orari' : 'dieci anni';
        throw badRequest(METERING_MESSAGES.rangeTooLong(what), {
          endDate: METERING_MESSAGES.rangeTooLong(what),
        });
      }
      const bucket =
        detail === 'hourly' ? sql`day` : detail === 'daily' ? sql`day` : sql`date_trunc('month', day)::date`;
      const hourCol = detail === 'hourly' ? sql`hour` : sql`null::smallint`;
      const rows = await sql<{ d: string; h: number | null; price: string; min: string; max: string }>`
        select ${bucket} as d, ${hourCol} as h, avg(price) as price, min(price) as min, max(price) as max
        from pun_prices where day >= ${startDate}::date and day <= ${endDate}::date
        group by 1, 2 order by 1, 2`.execute(app.db);
      const r6 = (v: string) => Math.round(Number(v) * 1e6) / 1e6;
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
        ? Math.round((quotations.reduce((s, q) => s + q.price, 0) / quotations.length) * 1e6) / 1e6
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
    },
  );
};

export default meteringRoutes;
