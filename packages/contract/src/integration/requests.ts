import { z } from 'zod';
import { REQUEST_STATES, REQUEST_TARGET_STATES } from '@sportello/domain';

/**
 * What customers ask, out to the retailer (issue 20, part D): the events of the feed
 * `GET …/requests` (the same bodies the webhook POSTs, plus their delivery state) and the move of a
 * request `POST …/requests/{id}/state`.
 */

export const INTEGRATION_EVENT_TYPE_VALUES = [
  'request.created',
  'request.state_changed',
  'reading.submitted',
] as const;

export const requestStateSchema = z.enum(REQUEST_STATES).meta({
  id: 'RequestState',
  description:
    'Stato di una richiesta: `open` (ricevuta), `in_progress` (in lavorazione), `concluded` (conclusa), `rejected` (respinta). Nelle Pratiche del cliente le prime due sono «In corso», le ultime due «Conclusa».',
});

export const integrationDeliverySchema = z
  .object({
    state: z.enum(['none', 'pending', 'delivered', 'failed']).meta({
      description:
        'Consegna al webhook: `none` (nessun webhook configurato), `pending` (da consegnare o in riprova), `delivered` (risposta 2xx), `failed` (ogni tentativo fallito in circa 24 ore: un messaggio non consegnato, `npm run dead-letters`).',
    }),
    attempts: z.number().int().min(0),
    deliveredAt: z.string().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'IntegrationDelivery' });

export const integrationEventSchema = z
  .object({
    id: z.number().int().meta({ description: 'Identificativo crescente: il cursore del flusso (`after`).' }),
    type: z.enum(INTEGRATION_EVENT_TYPE_VALUES),
    createdAt: z.string(),
    customerCode: z
      .string()
      .nullable()
      .meta({ description: 'Codice cliente; null per un modulo di contatto senza cliente.' }),
    requestId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'La pratica (per `POST …/requests/{id}/state`); null per le autoletture.' }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        'Nei termini del venditore: richiesta (`requestId`, `ticketKey`, `requestType`, `state`, `contractCode`, `supplies` con `supplyCode` e `podPdr`, `invoiceNumber`, `details`: quanto chiesto) o autolettura (`supplyCode`, `podPdr`, `meterSerial`, `readingDate`, `registers`).',
    }),
    delivery: integrationDeliverySchema,
  })
  .meta({ id: 'IntegrationEvent' });
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;

const CURSOR_MESSAGE = 'Cursore non valido: un numero intero da 0';

export const listRequestEventsQuerySchema = z.object({
  after: z.coerce
    .number({ error: CURSOR_MESSAGE })
    .int(CURSOR_MESSAGE)
    .min(0, CURSOR_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, CURSOR_MESSAGE)
    .default(0)
    .meta({
      description: 'Gli eventi dopo questo (il `nextCursor` della pagina precedente); 0 dall’inizio.',
    }),
  limit: z.coerce
    .number({ error: 'Limite non valido: da 1 a 1000' })
    .int('Limite non valido: da 1 a 1000')
    .min(1, 'Limite non valido: da 1 a 1000')
    .max(1000, 'Limite non valido: da 1 a 1000')
    .default(100),
});

export const listRequestEventsResponseSchema = z
  .object({
    events: z.array(integrationEventSchema),
    nextCursor: z.number().int().meta({
      description:
        'Da passare come `after` alla prossima lettura (uguale ad `after` se non c’è nulla di nuovo).',
    }),
    hasMore: z.boolean(),
  })
  .meta({ id: 'IntegrationEventPage' });

/** A practice's id in the path: a positive integer the database's ids can hold. */
export const requestIdParam = z.object({
  id: z.coerce
    .number({ error: 'Identificativo non valido' })
    .int('Identificativo non valido')
    .positive('Identificativo non valido')
    .max(2_147_483_647, 'Identificativo non valido'),
});

/** The move of a request; a field it does not name is refused (400), not ignored. */
export const changeRequestStateBodySchema = z
  .strictObject({
    state: z.enum(REQUEST_TARGET_STATES, {
      error: 'Stato non valido: in_progress, concluded o rejected',
    }),
    message: z
      .string({ error: 'Messaggio non valido' })
      .trim()
      .max(2000, 'Messaggio troppo lungo (massimo 2000 caratteri)')
      .nullish()
      .meta({ description: 'Le parole del venditore al cliente: mostrate nella pratica e nella notifica.' }),
  })
  .meta({ id: 'ChangeRequestState' });

export const changeRequestStateResponseSchema = z
  .object({
    requestId: z.number().int(),
    ticketKey: z.string(),
    requestType: z.string(),
    previousState: requestStateSchema,
    state: requestStateSchema,
    status: z
      .string()
      .meta({ description: 'Lo stato nel sistema (Aperto, In lavorazione, Concluso, Respinto).' }),
    phaseCode: z.string(),
    message: z.string().nullable(),
    changedAt: z.string(),
    eventId: z.number().int().meta({ description: 'L’evento `request.state_changed` registrato.' }),
  })
  .meta({ id: 'RequestStateChanged' });
