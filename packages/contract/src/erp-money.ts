import { z } from 'zod';
import { named } from './common';

// ---- instalments one may get (issue 25) -------------------------------------------------------

export const installmentCaseSchema = z
  .object({
    code: z.enum([
      'conguaglio-oltre-150',
      'ritardo-fatturazione',
      'malfunzionamento-misuratore',
      'offerta-venditore',
    ]),
    title: z.string(),
    source: z.string(),
    regulated: z.boolean(),
    interestFree: z.boolean(),
  })
  .meta({ id: 'InstallmentCase' });

export const installmentOptionsSchema = z
  .object({
    invoiceId: z.number().int(),
    eligible: z.boolean(),
    /** Why not (in Italian), when not eligible. */
    reasons: z.array(z.string()),
    case: installmentCaseSchema.nullable(),
    /** What is split, euro. */
    amount: z.string().nullable(),
    minInstallments: z.number().int().nullable(),
    maxInstallments: z.number().int().nullable(),
    /** % per year, 0 when interest-free. */
    annualRate: z.number().nullable(),
    firstDueDate: z.string().nullable(),
    periodMonths: z.number().int().nullable(),
    /** From when interest runs: the bill's due date. */
    interestFrom: z.string().nullable(),
  })
  .meta({ id: 'InstallmentOptions' });
export type InstallmentOptions = z.infer<typeof installmentOptionsSchema>;

export const getInstallmentOptionsResponseSchema = named(
  'getInstallmentOptionsResponse',
  installmentOptionsSchema,
).meta({
  id: 'GetInstallmentOptionsResponse',
});

// ---- the explained bill -------------------------------------------------------------------------

export const billComparisonSchema = z
  .object({
    against: z.enum(['previous', 'lastYear']),
    /** The other bill. */
    other: z.object({
      id: z.number().int(),
      key: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      totalAmount: z.string(),
    }),
    /** This bill minus the other, euro. */
    difference: z.string(),
    parts: z.array(
      z.object({
        code: z.enum(['consumo', 'prezzo', 'quote-fisse', 'imposte', 'altro']),
        label: z.string(),
        amount: z.string(),
        text: z.string(),
      }),
    ),
    consumption: z.object({ current: z.number(), other: z.number(), unit: z.string() }).nullable(),
    readings: z.object({
      current: z.enum(['effettiva', 'stimata']).nullable(),
      other: z.enum(['effettiva', 'stimata']).nullable(),
      text: z.string(),
    }),
  })
  .meta({ id: 'BillComparison' });
export type BillComparison = z.infer<typeof billComparisonSchema>;

export const getInvoiceExplanationResponseSchema = named(
  'getInvoiceExplanationResponse',
  z.object({ invoiceId: z.number().int(), comparisons: z.array(billComparisonSchema) }),
).meta({ id: 'GetInvoiceExplanationResponse' });
