import { CONTACT_SUBJECTS, MESSAGES, TEXT_LIMITS } from '@sportello/domain';
import { z } from 'zod';

const optionalKey = z
  .object({ key: z.string().trim().max(60).optional() })
  .optional()
  // An empty key is dropped, as the client does.
  .transform((v) => (v?.key ? { key: v.key } : undefined));

export const contactRequestSchema = z
  .object({
    contactRequest: z.object({
      customer: optionalKey,
      contract: optionalKey,
      subject: z.enum(CONTACT_SUBJECTS, { error: MESSAGES.contactSubjectRequired }),
      description: z
        .string({ error: 'Inserire messaggio' })
        .trim()
        .min(1, 'Inserire messaggio')
        .max(
          TEXT_LIMITS.contactDescription,
          `Il messaggio può contenere al massimo ${TEXT_LIMITS.contactDescription} caratteri`,
        ),
      mobilephone: z
        .string({ error: 'Inserire telefono' })
        .trim()
        .min(1, 'Inserire telefono')
        .regex(/^\+?[0-9 ]{6,20}$/, 'Numero di telefono non valido'),
      company: z.string().trim().toLowerCase().optional(),
    }),
  })
  .meta({ id: 'ContactRequest' });
export const contactResponseSchema = z
  .object({
    contactResponse: z.object({ requestId: z.number().int(), ticketKey: z.string(), message: z.string() }),
  })
  .meta({ id: 'ContactResponse' });
