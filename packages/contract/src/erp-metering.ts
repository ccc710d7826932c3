import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';
import { isoDate, named, pagingQuery, recordId } from './common';

const supplyRef = {
  supplyId: z.coerce
    .number({ error: 'Fornitura non valida' })
    .int('Fornitura non valida')
    .positive('Fornitura non valida')
    .optional(),
  supplyKey: z.string().trim().min(1, 'Fornitura non valida').max(60, 'Fornitura non valida').optional(),
};
const needsSupply = (q: { supplyId?: number; supplyKey?: string }) =>
  q.supplyId !== undefined || q.supplyKey !== undefined;
const needsSupplyIssue = { message: 'Indicare la fornitura', path: ['supplyKey'] };

// ---- consumption ----------------------------------------------------------------------------

/**
 * A range of consumption as columns (issue 23: a year of hours is 8,760 slots, sent as a few
 * arrays, not 8,760 objects). Slot i is the i-th month, day or clock hour from `start`; by the
 * hour a day has 24 slots (slot = day × 24 + hour, Italian clock time: the hour a 23-hour day
 * lacks is null, the two 02:00 hours of a 25-hour day are one). Read back as rows by
 * `consumptionRows` (`@sportello/contract/consumption-columns`).
 */
export const consumptionColumnsSchema = z
  .object({
    step: z.enum(['month', 'day', 'hour']),
    /** The first slot's day ('YYYY-MM-DD'; by the month, the first of the month). */
    start: z.string(),
    /** The consumption of each slot; null where there is no measure. */
    total: z.array(z.number().nullable()),
    /**
     * Electricity by month or day: the F1, F2 and F3 part of each slot (F23 = F2 + F3 for a
     * two-period price); null for the other commodities and by the hour (see `band`).
     */
    f1: z.array(z.number().nullable()).nullable(),
    f2: z.array(z.number().nullable()).nullable(),
    f3: z.array(z.number().nullable()).nullable(),
    /** By the hour: each slot's band, one character — 1, 2, 3 (F1, F2, F3) or - (no measure). */
    band: z.string().nullable(),
    /** The indexes of the slots whose measure is estimated. */
    estimated: z.array(z.number().int()),
  })
  .meta({ id: 'ConsumptionColumns' });
export const getConsumptionsQuerySchema = z
  .object({
    ...supplyRef,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    detail: z
      .enum(['monthly', 'daily', 'hourly'], { error: 'Dettaglio non valido (monthly, daily o hourly)' })
      .default('monthly'),
  })
  .refine(needsSupply, needsSupplyIssue);
export const getConsumptionsResponseSchema = named(
  'getConsumptionsResponse',
  z.object({
    supplyId: z.number().int(),
    supplyKey: z.string(),
    commodity: z.enum(['luce', 'gas', 'teleriscaldamento']),
    unit: z.string(),
    detail: z.enum(['monthly', 'daily', 'hourly']),
    hourly: z.boolean(),
    bands: z.boolean(),
    startDate: z.string(),
    endDate: z.string(),
    /** The consumption of the range, slot by slot, as columns. */
    columns: consumptionColumnsSchema,
    totals: z.object({
      total: z.number(),
      f1: z.number().nullable(),
      f2: z.number().nullable(),
      f3: z.number().nullable(),
    }),
  }),
).meta({ id: 'GetConsumptionsResponse' });

// ---- readings -------------------------------------------------------------------------------

export const readingSchema = z
  .object({
    id: z.number().int(),
    supplyId: z.number().int(),
    meterSerial: z.string(),
    readingDate: z.string(),
    value: z.string(),
    origin: z.enum(['effettiva', 'stimata', 'autolettura']),
    /** The register's price band (F1, F2, F3…) on a meter read per band; null for a totalizer. */
    band: z.string().nullable(),
  })
  .meta({ id: 'Reading' });
export const getReadingsQuerySchema = z
  .object({
    ...supplyRef,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    ...pagingQuery(PAGE_SIZES.readings),
  })
  .refine(needsSupply, needsSupplyIssue);
export const getReadingsResponseSchema = named(
  'getReadingsResponse',
  z.object({ readings: z.array(readingSchema), total: z.number().int(), startDate: z.string() }),
).meta({ id: 'GetReadingsResponse' });

export const supplyKeyQuerySchema = z.object({
  supplyKey: z
    .string({ error: 'Fornitura non valida' })
    .trim()
    .min(1, 'Fornitura non valida')
    .max(60, 'Fornitura non valida'),
});
export const readingWindowResponseSchema = named(
  'readingWindowResponse',
  z.object({
    supplyKey: z.string(),
    /** Self-reading allowed for this meter at all. */
    enabled: z.boolean(),
    open: z.boolean(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    meterSerial: z.string(),
    digits: z.number().int(),
    lastReading: z.object({ readingDate: z.string(), value: z.string(), origin: z.string() }).nullable(),
    /** The registers a person reads (their bands; [null] for one totalizer), each with its last reading. */
    registers: z.array(
      z.object({
        band: z.string().nullable(),
        lastReading: z.object({ readingDate: z.string(), value: z.string(), origin: z.string() }).nullable(),
      }),
    ),
    message: z.string().nullable(),
  }),
).meta({ id: 'ReadingWindowResponse' });

export const describeMeterGroupResponseSchema = named(
  'describeMeterGroupResponse',
  z.object({
    supplyKey: z.string(),
    meterSerial: z.string(),
    fullCapacityStartDate: z.string().nullable(),
    Misure: z.object({
      Misura: z.array(
        z.object({
          ChannelTypeCode: z.string(),
          description: z.string(),
          unit: z.string(),
          band: z.string().nullable(),
        }),
      ),
    }),
  }),
).meta({ id: 'DescribeMeterGroupResponse' });

const readingValue = z
  .string({ error: 'Inserire la lettura' })
  .trim()
  .min(1, 'Inserire la lettura')
  .max(20, 'La lettura è troppo lunga')
  .regex(/^\d+$/, 'La lettura deve contenere solo cifre');

export const insertReadingsRequestSchema = named(
  'insertReadingsRequest',
  z
    .object({
      supplyKey: z.string({ error: 'Fornitura non valida' }).trim().min(1, 'Fornitura non valida').max(60),
      /** The reading of a meter with one register (totalizer). */
      value: readingValue.optional(),
      /** The readings of a meter read per band: one for each of its registers. */
      registers: z
        .array(
          z.object({
            band: z.string({ error: 'Registro non valido' }).regex(/^F[0-9]$/, 'Registro non valido'),
            value: readingValue,
          }),
        )
        .min(1, 'Inserire la lettura')
        .max(9, 'Troppi registri')
        .optional(),
      readingDate: isoDate.optional(),
    })
    .refine((r) => (r.value === undefined) !== (r.registers === undefined), {
      message: 'Inserire la lettura',
      path: ['value'],
    }),
).meta({ id: 'InsertReadingsRequest' });
export const insertReadingsResponseSchema = named(
  'insertReadingsResponse',
  readingSchema.extend({
    /** Every register's reading stored (one for a totalizer); the fields above are the first. */
    readings: z.array(readingSchema),
  }),
);

// ---- quotations (PUN) -----------------------------------------------------------------------

export const getQuotationsQuerySchema = z.object({
  type: z.literal('PUN', { error: 'Tipo di quotazione non disponibile' }).default('PUN'),
  detail: z
    .enum(['hourly', 'daily', 'monthly'], { error: 'Dettaglio non valido (hourly, daily o monthly)' })
    .default('hourly'),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export const quotationSchema = z.object({
  period: z.string(),
  date: z.string(),
  hour: z.number().int().nullable(),
  /** euro per kWh */
  price: z.number(),
  min: z.number(),
  max: z.number(),
});
export const getQuotationsResponseSchema = named(
  'getQuotationsResponse',
  z.object({
    type: z.literal('PUN'),
    detail: z.enum(['hourly', 'daily', 'monthly']),
    unit: z.literal('€/kWh'),
    startDate: z.string(),
    endDate: z.string(),
    /** The first and last day with published prices (the range a day may be chosen in). */
    firstDate: z.string(),
    lastDate: z.string(),
    average: z.number().nullable(),
    quotations: z.array(quotationSchema),
  }),
).meta({ id: 'GetQuotationsResponse' });

// ---- proposals ------------------------------------------------------------------------------

export const proposalSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    supplyId: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    offerCode: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    actionSelected: z.string().nullable(),
    actionDate: z.string().nullable(),
  })
  .meta({ id: 'Proposal' });
export const getProposalsQuerySchema = z.object({
  customerKey: z.string().trim().min(1).max(60).optional(),
  ...pagingQuery(100),
});
export const getProposalsResponseSchema = named(
  'getProposalsResponse',
  z.object({ proposals: z.array(proposalSchema), total: z.number().int() }),
).meta({ id: 'GetProposalsResponse' });
export const getProposalResponseSchema = named('getProposalResponse', proposalSchema);
export const checkProposalRulesResponseSchema = named(
  'checkProposalRulesResponse',
  z.object({
    proposalId: z.number().int(),
    canAccept: z.boolean(),
    rules: z.array(z.object({ code: z.string(), passed: z.boolean(), message: z.string() })),
  }),
);
export const updateProposalRequestSchema = named(
  'updateProposalRequest',
  z.object({
    id: recordId('Proposta non valida'),
    actionSelected: z.enum(['Accettata', 'Rifiutata'], {
      error: 'Scelta non valida (Accettata o Rifiutata)',
    }),
  }),
).meta({ id: 'UpdateProposalRequest' });
export const updateProposalResponseSchema = named('updateProposalResponse', proposalSchema);
