import {
  API_BASE,
  createNewSessionRequestSchema,
  createNewSessionResponseSchema,
  getSessionParams,
  getSessionQuerySchema,
  getSessionResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const createNewSession = defineOperation({
  operationId: 'createNewSession',
  method: 'POST',
  path: `${API_BASE}/Core/v1/sessions`,
  tag: 'Core',
  summary: 'Crea una sessione anonima per una società, o una sessione da link (linkId + hashCode)',
  description:
    'Con linkId e hashCode validi (e non scaduti) la sessione è di tipo ospite (guest=true) se il modulo del link è tra 4 e 9 e il flag guest non è false: vede solo il cliente e l’entità del link. Per gli altri moduli la sessione è anonima e serve il login. Link errato: 404 link_invalid; link scaduto o già usato: 410 link_expired.',
  access: 'public',
  body: createNewSessionRequestSchema,
  response: createNewSessionResponseSchema,
  status: 201,
  refusals: [400, 404, 410, 429],
});

export const getSession = defineOperation({
  operationId: 'getSession',
  method: 'GET',
  path: `${API_BASE}/Core/v1/sessions/{id}`,
  tag: 'Core',
  summary: 'Legge una sessione (solo con la stessa sessione nell’intestazione)',
  description:
    'Con handover=1, o senza intestazione X-Session-Id, è il passaggio di una sessione ricevuta in un indirizzo (s=, sessionId=…&rcrm=1): si può passare solo una sessione anonima o ospite, mai quella di un utente che ha fatto login (403), così che un link non possa far adottare a qualcun altro una sessione autenticata.',
  access: 'public',
  params: getSessionParams,
  query: getSessionQuerySchema,
  response: getSessionResponseSchema,
  refusals: [401, 403],
});
