import { z } from 'zod';
import { isoDate } from '../common';
import { lineRefusalSchema } from './common';

/**
 * Payments recorded elsewhere (bank transfer, post office, direct debit outcome), and messages
 * and proposals to customers: the JSON bodies of `POST …/payments`, `…/messages`, `…/proposals`.
 * A field these bodies do not name is refused (400), not ignored: a misspelt optional field of a
 * system's call would otherwise pass unseen.
 */

const customerCodes = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9/._-]{0,39}$/, 'Codice cliente non valido'),
    { error: 'customerCodes: elenco dei codici cliente' },
  )
  .min(1, 'Indicare almeno un codice cliente')
  .max(10_000, 'Al più 10.000 clienti per invio');

export const recordPaymentsRequestSchema = z
  .strictObject({
    payments: z
      .array(
        z.strictObject({
          /** The retailer's reference of the payment (CRO, TRN, the SDD's id): once only. */
          reference: z
            .string()
            .trim()
            .min(1, 'Riferimento del pagamento obbligatorio')
            .max(80, 'Riferimento troppo lungo'),
          /** The bill's number as printed (the portal's invoice number). */
          invoiceNumber: z
            .string()
            .trim()
            .min(1, 'Numero della bolletta obbligatorio')
            .max(40, 'Numero troppo lungo'),
          amount: z
            .number({ error: 'Importo: numero in euro' })
            .positive('Importo: maggiore di zero')
            .max(10_000_000, 'Importo troppo grande')
            .refine(
              (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
              'Importo: al più due decimali',
            ),
          paidOn: isoDate,
          channel: z.enum(['bonifico', 'posta', 'sdd', 'sportello', 'altro'], {
            error: 'Canale: bonifico, posta, sdd, sportello o altro',
          }),
        }),
      )
      .min(1, 'Indicare almeno un pagamento')
      .max(1000, 'Al più 1.000 pagamenti per invio'),
  })
  .meta({ id: 'RecordPaymentsRequest' });

export const recordPaymentsResponseSchema = z
  .object({
    /** Payments recorded now. */
    recorded: z.number().int(),
    /** Payments whose reference was already recorded (sent again: nothing changed). */
    alreadyRecorded: z.number().int(),
    /** Bills now paid in full (they show as paid in the portal). */
    billsPaid: z.number().int(),
    /** Refused items: `line` is the item's position in `payments` (from 1). */
    refusals: z.array(lineRefusalSchema),
  })
  .meta({ id: 'RecordPaymentsResponse' });

/**
 * The retailer's own reference of a message or proposal (its campaign or message id): sent again
 * with the same reference, the call creates nothing and is answered as the first time.
 */
const sendReference = z
  .string({ error: 'Riferimento: testo' })
  .trim()
  .min(1, 'Riferimento vuoto')
  .max(80, 'Riferimento troppo lungo')
  .optional()
  .meta({
    description:
      'Il riferimento del venditore (id della campagna o del messaggio): lo stesso invio ripetuto con lo stesso riferimento non crea nulla e riceve la risposta del primo; lo stesso riferimento con un contenuto diverso è un 409. Senza riferimento ogni chiamata invia di nuovo.',
    example: 'CAMP-2026-11-001',
  });

export const sendMessagesRequestSchema = z
  .strictObject({
    reference: sendReference,
    customerCodes,
    /** The notification's kind (the portal's icon and filter). */
    type: z
      .enum(['info', 'billing', 'contract-terms', 'promo'], {
        error: 'Tipo: info, billing, contract-terms o promo',
      })
      .default('info'),
    subject: z.string().trim().min(1, 'Oggetto obbligatorio').max(200, 'Oggetto: al più 200 caratteri'),
    message: z.string().trim().min(1, 'Testo obbligatorio').max(4000, 'Testo: al più 4.000 caratteri'),
  })
  .meta({ id: 'SendMessagesRequest' });

export const sendMessagesResponseSchema = z
  .object({
    /** Customers found (of the codes sent). */
    customers: z.number().int(),
    /** Notifications created: one for each user of each customer (owner and delegates). */
    notifications: z.number().int(),
    /** Codes with no customer. */
    unknownCustomerCodes: z.array(z.string()),
    /** Customers found with no user yet (nobody to notify until one registers). */
    customersWithoutUsers: z.array(z.string()),
  })
  .meta({ id: 'SendMessagesResponse' });

export const sendProposalsRequestSchema = z
  .strictObject({
    reference: sendReference,
    customerCodes,
    title: z.string().trim().min(1, 'Titolo obbligatorio').max(200, 'Titolo: al più 200 caratteri'),
    description: z
      .string()
      .trim()
      .min(1, 'Descrizione obbligatoria')
      .max(4000, 'Descrizione: al più 4.000 caratteri'),
    /** The offer proposed (its code), if any. */
    offerCode: z.string().trim().max(40).nullish(),
    /** Shown from (default now) and until (default: no end). */
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'La fine della validità (endDate) non può precedere l’inizio (startDate)',
  })
  .meta({ id: 'SendProposalsRequest' });

export const sendProposalsResponseSchema = z
  .object({
    /** Proposals created (one per customer found). */
    created: z.number().int(),
    unknownCustomerCodes: z.array(z.string()),
  })
  .meta({ id: 'SendProposalsResponse' });
