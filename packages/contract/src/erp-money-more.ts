import { CREDIT_REFUND_MESSAGES, validateCreditRefund } from '@sportello/domain';
import { z } from 'zod';
import { named } from './common';

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
