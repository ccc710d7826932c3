import {
  API_BASE,
  getReadingRemindersResponseSchema,
  setReadingRemindersRequestSchema,
  setReadingRemindersResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getReadingReminders = defineOperation({
  operationId: 'getReadingReminders',
  method: 'GET',
  path: `${API_BASE}/Core/v1/readingReminders`,
  tag: 'Core',
  summary: 'Se l’utente della sessione riceve i promemoria di autolettura',
  description:
    'Se l’utente riceve, per e-mail e push, il promemoria quando si apre la finestra di autolettura di una sua fornitura (attivo finché non lo spegne). Solo con login (senza: 401; sessione ospite: 403).',
  access: 'user',
  response: getReadingRemindersResponseSchema,
  refusals: [401, 403],
});

export const setReadingReminders = defineOperation({
  operationId: 'setReadingReminders',
  method: 'PUT',
  path: `${API_BASE}/Core/v1/readingReminders`,
  tag: 'Core',
  summary: 'Attiva o disattiva i promemoria di autolettura dell’utente della sessione',
  description:
    'Attiva o disattiva i promemoria di autolettura (e-mail e push all’apertura della finestra di una fornitura) per l’utente della sessione; vale per le finestre non ancora avvisate. Solo con login (senza: 401; sessione ospite: 403); corpo non valido: 400.',
  access: 'user',
  body: setReadingRemindersRequestSchema,
  response: setReadingRemindersResponseSchema,
  refusals: [400, 401, 403],
});
