import { z } from 'zod';
import { REQUEST_STATES } from '@sportello/domain';
import { requestStateSchema } from '../integration/requests';
import { brandCodeSchema } from './operators';
import { pageQuery, pageSchema } from './paging';

/** The console's inbox of what customers ask (issue 21): list, detail, take one in hand. */

export const consoleRequestsQuerySchema = z.object({
  brand: brandCodeSchema.optional().meta({ description: 'Solo le richieste dei clienti di questo marchio.' }),
  type: z
    .string()
    .trim()
    .max(60, 'Tipo non valido')
    .regex(/^[A-Za-z_]*$/, 'Tipo non valido')
    .optional()
    .meta({ description: 'Il tipo di richiesta (es. `VariazioneIndirizzo`, `RichiestaInformazioni`).' }),
  state: z
    .enum(REQUEST_STATES, { error: 'Stato non valido: open, in_progress, concluded o rejected' })
    .optional(),
  assigned: z
    .enum(['me', 'none'], { error: 'Valore non valido: me o none' })
    .optional()
    .meta({ description: '`me`: prese in carico da me; `none`: non ancora prese in carico.' }),
  q: z.string().trim().max(40, 'Ricerca troppo lunga (massimo 40 caratteri)').optional().meta({
    description:
      'Cerca per codice cliente, codice fiscale, partita IVA, POD/PDR di una fornitura del cliente o numero della pratica.',
  }),
  ...pageQuery(100, 20),
});

export const consoleRequestSchema = z
  .object({
    id: z.number().int(),
    ticketKey: z.string(),
    requestType: z.string(),
    typeLabel: z.string().meta({ description: 'Il tipo in italiano, come lo vede il cliente.' }),
    state: requestStateSchema,
    status: z.string(),
    phaseCode: z.string(),
    brand: z.string(),
    customer: z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      fiscalCode: z.string().nullable(),
      vatNumber: z.string().nullable(),
    }),
    createdAt: z.string(),
    stateChangedAt: z.string().nullable(),
    message: z.string().nullable().meta({ description: 'L’ultimo messaggio del venditore al cliente.' }),
    assignee: z
      .object({ id: z.number().int(), username: z.string(), name: z.string(), assignedAt: z.string() })
      .nullable()
      .meta({ description: 'Chi l’ha presa in carico; null se nessuno.' }),
  })
  .meta({ id: 'ConsoleRequest' });
export type ConsoleRequest = z.infer<typeof consoleRequestSchema>;

export const consoleRequestPageSchema = pageSchema(consoleRequestSchema, 'ConsoleRequestPage');

export const consoleRequestDetailSchema = consoleRequestSchema
  .extend({
    details: z
      .record(z.string(), z.unknown())
      .meta({ description: 'Quanto chiesto dal cliente (indirizzo, IBAN, contatti, servizio…).' }),
    customerEmail: z.string().nullable(),
    supplies: z.array(
      z.object({ code: z.string(), podPdr: z.string(), commodity: z.string(), address: z.string() }),
    ),
    /** For a rettifica (issue 25): the bill it contests and, once replaced, the bill that replaced it. */
    bill: z
      .object({
        id: z.number().int(),
        key: z.string(),
        replacedBy: z.object({ id: z.number().int(), key: z.string(), replacedAt: z.string() }).nullable(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ConsoleRequestDetail' });

/** "Sostituisci la bolletta": the new bill (already imported) that replaces the rettifica's estimated one. */
export const consoleReplaceBillBodySchema = z
  .strictObject({
    invoiceNumber: z
      .string({ error: 'Inserire il numero della nuova bolletta' })
      .trim()
      .min(1, 'Inserire il numero della nuova bolletta')
      .max(60, 'Numero di bolletta non valido'),
    message: z
      .string({ error: 'Messaggio non valido' })
      .trim()
      .max(2000, 'Messaggio troppo lungo (massimo 2000 caratteri)')
      .nullish(),
  })
  .meta({ id: 'ConsoleReplaceBill' });

export const consoleBillReplacementSchema = z
  .object({
    replaced: z.object({ id: z.number().int(), key: z.string() }),
    replacement: z.object({ id: z.number().int(), key: z.string() }),
    carriedCredit: z.string(),
    withdrawnInstallments: z.number().int(),
    requestState: z.enum(['open', 'in_progress', 'concluded', 'rejected']),
    message: z.string().nullable(),
  })
  .meta({ id: 'ConsoleBillReplacement' });
