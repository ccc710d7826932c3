import { z } from 'zod';
import { newPasswordProblems } from '@sportello/domain/password-reset';

/**
 * Separates the broken rules of the new password inside its one error message: the form shows
 * each rule as its own list item (the spec lists them all at once), while react-hook-form keeps
 * one message per field.
 */
export const RULE_SEPARATOR = '\n';

/** The rules the message of the new password lists, one per item. */
export function ruleMessages(message: string | undefined): string[] {
  return message ? message.split(RULE_SEPARATOR).filter(Boolean) : [];
}

/**
 * The new password and its confirmation, checked by the domain's rules (newPasswordProblems):
 * every broken rule of the password, and the confirmation's mismatch or absence.
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine((values, ctx) => {
    const problems = newPasswordProblems(values.password, values.confirmation);
    if (problems.password.length > 0)
      ctx.addIssue({ code: 'custom', path: ['password'], message: problems.password.join(RULE_SEPARATOR) });
    if (problems.confirmation)
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: problems.confirmation });
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
