import { z } from 'zod';
import { isoDate } from '../common';
import { brandCodeSchema } from './operators';

/**
 * The console's messages and proposals (issue 21): a notification (optionally to be accepted,
 * which blocks the customer's next visit until accepted) or a proposal with its window, to one
 * customer, a list, or every customer of a brand with a supply of a kind; then who read and who
 * accepted.
 */

const customerCode = z
  .string()
  .trim()
  .min(1, 'Codice cliente non valido')
  .max(40, 'Codice cliente non valido');

export const consoleAudienceSchema = z
  .union([
    z.strictObject({
      customerCodes: z
        .array(customerCode, { error: 'Indicare i codici cliente' })
        .min(1, 'Indicare almeno un codice cliente')
        .max(1000, 'Al più 1.000 codici cliente'),
    }),
    z.strictObject({
      brand: brandCodeSchema,
      commodity: z
        .enum(['luce', 'gas', 'teleriscaldamento'], {
          error: 'Tipo di fornitura: luce, gas o teleriscaldamento',
        })
        .optional()
        .meta({ description: 'Solo i clienti con una fornitura attiva di questo tipo; assente: tutti.' }),
    }),
  ])
  .meta({
    id: 'ConsoleAudience',
    description:
      'A chi: `customerCodes` (uno o più clienti dei propri marchi) o `brand` con `commodity` facoltativa (ogni cliente del marchio con una fornitura di quel tipo; supervisore o amministratore).',
  });

export const consoleSendBodySchema = z
  .strictObject({
    kind: z.enum(['message', 'proposal'], { error: 'Tipo di invio: message o proposal' }),
    audience: consoleAudienceSchema,
    subject: z.string().trim().min(1, 'Oggetto obbligatorio').max(200, 'Oggetto: al più 200 caratteri'),
    body: z.string().trim().min(1, 'Testo obbligatorio').max(4000, 'Testo: al più 4.000 caratteri'),
    type: z
      .enum(['info', 'billing', 'promo'], { error: 'Tipo di messaggio: info, billing o promo' })
      .default('info')
      .meta({ description: 'Il tipo del messaggio (ignorato se `acceptanceRequired`).' }),
    acceptanceRequired: z.boolean().default(false).meta({
      description:
        'Il cliente deve accettarlo: il portale lo mostra alla visita successiva finché non lo accetta.',
    }),
    startDate: isoDate.nullish().meta({ description: 'Proposta: visibile da (oggi se assente).' }),
    endDate: isoDate.nullish().meta({ description: 'Proposta: visibile fino a (senza fine se assente).' }),
  })
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, {
    path: ['endDate'],
    message: 'La fine della finestra non può precedere l’inizio',
  })
  .meta({ id: 'ConsoleSendBody' });

export const consoleSendSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['message', 'proposal']),
    subject: z.string(),
    body: z.string(),
    typeCode: z.string().nullable(),
    acceptanceRequired: z.boolean(),
    audience: z.record(z.string(), z.unknown()),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    operator: z.string(),
    customers: z.number().int().meta({ description: 'Clienti raggiunti.' }),
    createdAt: z.string(),
    written: z
      .number()
      .int()
      .meta({ description: 'Notifiche (una per utente) o proposte (una per cliente) scritte.' }),
    read: z.number().int().meta({ description: 'Notifiche lette o proposte a cui il cliente ha risposto.' }),
    accepted: z.number().int().meta({ description: 'Notifiche accettate o proposte accettate.' }),
  })
  .meta({ id: 'ConsoleSend' });
export type ConsoleSend = z.infer<typeof consoleSendSchema>;

export const consoleSendResultSchema = consoleSendSchema
  .extend({
    unknownCustomerCodes: z
      .array(z.string())
      .meta({ description: 'Codici senza cliente nei propri marchi.' }),
    customersWithoutUsers: z
      .array(z.string())
      .meta({ description: 'Clienti senza utenti del portale (messaggi).' }),
  })
  .meta({ id: 'ConsoleSendResult' });

export const consoleSendListSchema = z
  .object({ items: z.array(consoleSendSchema) })
  .meta({ id: 'ConsoleSendList' });

export const consoleSendDetailSchema = consoleSendSchema
  .extend({
    recipients: z.array(
      z.object({
        customerCode: z.string(),
        customerName: z.string(),
        user: z
          .string()
          .nullable()
          .meta({ description: 'L’utente notificato (messaggi); null per le proposte.' }),
        readAt: z.string().nullable(),
        acceptedAt: z.string().nullable(),
        answer: z.string().nullable().meta({ description: 'Proposte: la risposta del cliente.' }),
      }),
    ),
  })
  .meta({ id: 'ConsoleSendDetail' });
export type ConsoleSendDetail = z.infer<typeof consoleSendDetailSchema>;
