import { API_BASE, contactRequestSchema, contactResponseSchema } from '../index';
import { defineOperation } from '../operation';

export const sendContactRequest = defineOperation({
  operationId: 'sendContactRequest',
  method: 'POST',
  path: `${API_BASE}/Contact/v1/requests`,
  tag: 'Contact',
  summary: 'Invia una richiesta di assistenza dal modulo di contatto',
  description:
    'Registra una richiesta di assistenza dal modulo di contatto (oggetto, messaggio, telefono, codice cliente o contratto facoltativi) e risponde con la chiave del ticket; con un cliente la richiesta si segue anche tra le pratiche. Solo con login: senza 401, sessione ospite 403; un cliente o contratto non dell’utente: 403; campi mancanti o troppo lunghi, o un contratto di un altro cliente: 400 con i messaggi del modulo.',
  access: 'user',
  body: contactRequestSchema,
  response: contactResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 429],
});
