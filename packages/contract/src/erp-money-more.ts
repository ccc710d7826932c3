import { CREDIT_REFUND_MESSAGES, validateCreditRefund } from '@sportello/domain';
import { z } from 'zod';
import { MAX_RECORD_ID, named } from './common';

// ---- refund of a credit (issue 25) ------------------------------------------------------------

export const customerKeyQuery = z.object({
  customerKey: z
    .string({ error: 'Codice cliente obbligatorio' })
    .trim()
    .min(1, 'Codice cliente obbligatorio')
    .max(60, 'Codice cliente non valido'),
});

export const customerBalanceSchema = z
  .object({
    customerKey: z.string(),
    /** The credit notes' worth, euro. */
    credit: z.string(),
    /** What the bills still owe, euro. */
    owed: z.string(),
    /** Already asked back, euro. */
    requested: z.string(),
    /** credit − owed − requested: positive means in credit. */
    balance: z.string(),
    inCredit: z.boolean(),
    refundable: z.string(),
    /** A refund request still open: another one waits for it. */
    refundInProgress: z.boolean(),
  })
  .meta({ id: 'CustomerBalance' });
export type CustomerBalanceView = z.infer<typeof customerBalanceSchema>;

export const getCustomerBalanceResponseSchema = named(
  'getCustomerBalanceResponse',
  customerBalanceSchema,
).meta({
  id: 'GetCustomerBalanceResponse',
});

export const creditRefundRequestSchema = named(
  'creditRefundRequest',
  z
    .object({
      customerKey: customerKeyQuery.shape.customerKey,
      mode: z.enum(['bonifico', 'compensazione'], { error: CREDIT_REFUND_MESSAGES.modeInvalid }),
      iban: z.string().trim().max(40, 'IBAN non valido').optional(),
      accountHolder: z.string().trim().max(70, CREDIT_REFUND_MESSAGES.holderInvalid).optional(),
    })
    .superRefine((value, ctx) => {
      for (const [path, message] of Object.entries(validateCreditRefund(value)))
        ctx.addIssue({ code: 'custom', path: [path], message });
    }),
).meta({ id: 'CreditRefundRequest' });

// ---- rettifica of an estimated bill with one's own reading ----------------------------------

const registerReading = z.object({
  band: z.string().nullable(),
  value: z.string(),
  readingDate: z.string(),
});

export const rettificaOptionsSchema = z
  .object({
    invoiceId: z.number().int(),
    /** The bill closed on an estimated reading: it may be corrected. */
    estimated: z.boolean(),
    /** Why not, when it may not (in Italian). */
    reason: z.string().nullable(),
    supplyKey: z.string().nullable(),
    unit: z.string().nullable(),
    meter: z
      .object({ serial: z.string(), digits: z.number().int(), registers: z.array(z.string().nullable()) })
      .nullable(),
    /** The estimated readings the bill closed on. */
    estimatedReadings: z.array(registerReading),
    /** The real readings the period opened with: a rettifica may not go below them. */
    openingReadings: z.array(registerReading),
    /** A rettifica of this bill still open. */
    inProgress: z.boolean(),
    photo: z.object({ maxBytes: z.number().int(), types: z.array(z.string()) }),
  })
  .meta({ id: 'RettificaOptions' });
export type RettificaOptions = z.infer<typeof rettificaOptionsSchema>;

export const getRettificaOptionsResponseSchema = named(
  'getRettificaOptionsResponse',
  rettificaOptionsSchema,
).meta({
  id: 'GetRettificaOptionsResponse',
});

/** base64 of at most 5 MB (4 characters for 3 bytes). */
const PHOTO_BASE64_MAX = Math.ceil((5 * 1024 * 1024) / 3) * 4;

export const rettificaRequestSchema = named(
  'rettificaRequest',
  z.object({
    registers: z
      .array(
        z.object({
          band: z.string().trim().max(4, 'Registro non valido').nullable(),
          value: z.string({ error: 'Inserire la lettura' }).trim().max(20, 'Lettura non valida'),
        }),
        { error: 'Inserire la lettura del contatore' },
      )
      .min(1, 'Inserire la lettura del contatore')
      .max(6, 'Troppi registri'),
    photo: z
      .object({
        contentType: z.string().trim().max(60),
        fileName: z.string().trim().max(200).optional(),
        data: z
          .string()
          .max(PHOTO_BASE64_MAX, 'La foto può essere al massimo di 5 MB')
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Foto non leggibile'),
      })
      .optional(),
    note: z.string().trim().max(500, 'Testo troppo lungo (massimo 500 caratteri)').optional(),
  }),
).meta({ id: 'RettificaRequest' });

// ---- the next bill's forecast -----------------------------------------------------------------

export const billForecastQuery = z.object({
  customerKey: customerKeyQuery.shape.customerKey,
  /** One supply only (the supply's page). */
  supplyId: z.coerce
    .number({ error: 'Fornitura non valida' })
    .int()
    .positive('Fornitura non valida')
    .max(MAX_RECORD_ID, 'Fornitura non valida')
    .optional(),
});

export const supplyForecastSchema = z
  .object({
    supplyId: z.number().int(),
    supplyKey: z.string(),
    commodity: z.enum(['luce', 'gas', 'teleriscaldamento']),
    nickname: z.string().nullable(),
    unit: z.string(),
    forecast: z
      .object({
        periodStart: z.string(),
        periodEnd: z.string(),
        issueDate: z.string(),
        dueDate: z.string(),
        amount: z.string(),
        low: z.string(),
        high: z.string(),
        consumption: z.number(),
        basis: z.enum(['lastYear', 'average']),
        assumptions: z.array(z.string()),
      })
      .nullable(),
    /** Why there is no forecast (in Italian). */
    reason: z.string().nullable(),
  })
  .meta({ id: 'SupplyForecast' });
export type SupplyForecast = z.infer<typeof supplyForecastSchema>;

export const getBillForecastsResponseSchema = named(
  'getBillForecastsResponse',
  z.object({ forecasts: z.array(supplyForecastSchema) }),
).meta({ id: 'GetBillForecastsResponse' });
