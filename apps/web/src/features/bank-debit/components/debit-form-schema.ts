import type { bankAccountChangeRequestSchema } from '@sportello/contract/erp-requests';
import {
  normalizeIban,
  TEXT_LIMITS,
  validateDirectDebitIban,
  validateSignerTaxCode,
} from '@sportello/domain';
import { z } from 'zod';

/** A domain rule (message or null) as a zod refinement, so the form says exactly what the domain says. */
function rule(check: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** The request the form's values become (the contract's shape, so a drift is a type error). */
export type BankDebitFields = Pick<
  z.input<typeof bankAccountChangeRequestSchema>['bankAccountChangeRequest'],
  'iban' | 'accountHolder' | 'accountHolderFiscalCode'
>;

export const DEBIT_HOLDER_REQUIRED = "Inserire l'intestatario del conto";

/**
 * The IBAN form of a direct debit: the domain's IBAN rule (Italian length, mod-97, SEPA) and
 * signer fiscal code rule, giving the values the contract's bankAccountChangeRequest takes
 * (IBAN without spaces, fiscal code in capitals).
 */
export const debitFormSchema = z.object({
  iban: z.string().superRefine(rule(validateDirectDebitIban)).transform(normalizeIban),
  accountHolder: z
    .string()
    .trim()
    .min(1, DEBIT_HOLDER_REQUIRED)
    .max(TEXT_LIMITS.accountHolder, `Al massimo ${TEXT_LIMITS.accountHolder} caratteri`),
  accountHolderFiscalCode: z
    .string()
    .superRefine(rule(validateSignerTaxCode))
    .transform((v) => v.trim().toUpperCase()),
}) satisfies z.ZodType<BankDebitFields, unknown>;

export type DebitFormValues = z.input<typeof debitFormSchema>;
