import { contactRequestSchema } from '@sportello/contract/contact';
import { MESSAGES } from '@sportello/domain';
import { z } from 'zod';

const request = contactRequestSchema.shape.contactRequest.shape;

/**
 * The contact form's values, checked by the contract's own rules for the subject, message and
 * phone; the customer code, optional in the request, is required by the form (spec section 5).
 * Only loaded with the form (zod stays out of the first bundle).
 */
export const contactFormSchema = z.object({
  contractKey: z
    .string({ error: MESSAGES.contactContractRequired })
    .trim()
    .min(1, MESSAGES.contactContractRequired),
  mobilephone: request.mobilephone,
  // The select starts on its empty choice, which the contract's list refuses.
  subject: z.string().pipe(request.subject),
  description: request.description,
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
