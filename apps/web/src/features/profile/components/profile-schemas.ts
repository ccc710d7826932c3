import { accountDataRequestSchema } from '@sportello/contract/erp-requests';
import { updateUserRequestSchema } from '@sportello/contract/core-users';
import {
  MESSAGES,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  validatePasswordConfirmation,
} from '@sportello/domain';
import { z } from 'zod';

export const CURRENT_PASSWORD_REQUIRED = 'Inserire la password attuale';

/**
 * The password change: the current password, a new one that keeps the rules of section 5 (the
 * domain's, first failed rule shown) and its confirmation. Checked as one object so that the
 * confirmation is compared even while the new password still breaks a rule.
 */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string(), password: z.string(), confirmation: z.string() })
  .superRefine(({ currentPassword, password, confirmation }, ctx) => {
    if (currentPassword === '')
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_REQUIRED });
    const failed = passwordRuleFailures(password)[0];
    if (failed) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULE_MESSAGES[failed] });
    const mismatch =
      confirmation === '' ? MESSAGES.required : validatePasswordConfirmation(password, confirmation);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: mismatch });
  });

/** The notification choices of PUT /Core/v1/users, both always sent. */
export const pushPreferencesSchema = updateUserRequestSchema.shape.updateUserRequest
  .pick({ receiveCommercialNotifications: true, receiveTechNotifications: true })
  .required();

/** The consents of POST /Erp/v1/requests/accountData, both always sent. */
export const privacyConsentsSchema = accountDataRequestSchema.shape.accountDataRequest
  .pick({ privacyCompany: true, privacyOthers: true })
  .required();
