import { TEXT_LIMITS } from '@sportello/domain';
import { z } from 'zod';
import { CONTACT_SUBJECTS } from './send-contact-request';

/** The contact form's messages (spec section 5). */
export const CONTACT_MESSAGES = {
  subject: 'Selezionare oggetto',
  description: 'Inserire messaggio',
  mobilephone: 'Inserire telefono',
  mobilephoneInvalid: 'Numero di telefono non valido',
  contractKey: 'Selezionare codice cliente',
  descriptionTooLong: `Il messaggio può contenere al massimo ${TEXT_LIMITS.contactDescription} caratteri`,
} as const;

/** Required: not null, not empty, at least one non-space character (spec section 5). */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];

/** Only loaded with the form (zod stays out of the first bundle). */
export const contactFormSchema = z.object({
  contractKey: required(CONTACT_MESSAGES.contractKey),
  mobilephone: required(CONTACT_MESSAGES.mobilephone).refine(
    (value) => value === '' || /^\+?[0-9][0-9 ]{5,18}$/.test(value),
    CONTACT_MESSAGES.mobilephoneInvalid,
  ),
  subject: z.enum(SUBJECT_VALUES, { error: CONTACT_MESSAGES.subject }),
  description: required(CONTACT_MESSAGES.description).max(
    TEXT_LIMITS.contactDescription,
    CONTACT_MESSAGES.descriptionTooLong,
  ),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
