import { idParam } from '../../common';
import {
  consoleBillReplacementSchema,
  consoleReplaceBillBodySchema,
  consoleRequestDetailSchema,
  consoleRequestPageSchema,
  consoleRequestSchema,
  consoleRequestsQuerySchema,
} from '../../console/requests';
import { CONSOLE_BASE } from '../../http';
import { changeRequestStateBodySchema, changeRequestStateResponseSchema } from '../../integration/requests';
import { defineOperation } from '../../operation';

export const consoleListRequests = defineOperation({
  operationId: 'consoleListRequests',
  method: 'GET',
  path: `${CONSOLE_BASE}/requests`,
  tag: 'Console',
  summary: 'Le richieste dei clienti dei propri marchi',
  description:
    'Le richieste (pratiche) dei clienti dei marchi dell’operatore, le più recenti prima, filtrate per marchio, tipo, stato e presa in carico, con la ricerca per codice cliente, codice fiscale, partita IVA, POD/PDR o numero di pratica; a pagine. Una ricerca è registrata nel registro delle attività. Ogni ruolo; filtri non validi: 400.',
  access: 'operator',
  query: consoleRequestsQuerySchema,
  response: consoleRequestPageSchema,
  refusals: [400, 401],
});

export const consoleGetRequest = defineOperation({
  operationId: 'consoleGetRequest',
  method: 'GET',
  path: `${CONSOLE_BASE}/requests/{id}`,
  tag: 'Console',
  summary: 'Una richiesta di un cliente',
  description:
    'La richiesta con quanto chiesto, il cliente, le sue forniture e chi l’ha presa in carico. Una richiesta di un cliente di un altro marchio risponde 404, come una inesistente.',
  access: 'operator',
  params: idParam,
  response: consoleRequestDetailSchema,
  refusals: [400, 401, 404],
});

export const consoleTakeRequest = defineOperation({
  operationId: 'consoleTakeRequest',
  method: 'POST',
  path: `${CONSOLE_BASE}/requests/{id}/assignment`,
  tag: 'Console',
  summary: 'Prendere in carico una richiesta',
  description:
    'L’operatore prende in carico la richiesta (al posto di chi l’aveva: solo supervisori e amministratori tolgono a un altro operatore una richiesta, altrimenti 403). Una richiesta conclusa o respinta: 409; di un altro marchio o inesistente: 404. Registrato nel registro delle attività (prima e dopo).',
  access: 'operator',
  params: idParam,
  response: consoleRequestSchema,
  refusals: [400, 401, 403, 404, 409],
});

export const consoleChangeRequestState = defineOperation({
  operationId: 'consoleChangeRequestState',
  method: 'POST',
  path: `${CONSOLE_BASE}/requests/{id}/state`,
  tag: 'Console',
  summary: 'Far avanzare, concludere o respingere una richiesta',
  description:
    'Porta la richiesta in lavorazione, conclusa o respinta con un messaggio al cliente: lo stesso cambio di stato dell’API di integrazione (il cliente vede il nuovo stato nelle Pratiche e riceve una notifica). Respingere una richiesta presa in carico da un altro operatore: solo supervisori e amministratori (403). Già conclusa o respinta: 409; di un altro marchio o inesistente: 404. Registrato nel registro delle attività (prima e dopo).',
  access: 'operator',
  params: idParam,
  body: changeRequestStateBodySchema,
  response: changeRequestStateResponseSchema,
  refusals: [400, 401, 403, 404, 409],
});

export const consoleReplaceRequestBill = defineOperation({
  operationId: 'consoleReplaceRequestBill',
  method: 'POST',
  path: `${CONSOLE_BASE}/requests/{id}/replacement`,
  tag: 'Console',
  summary: 'Sostituire la bolletta stimata di una rettifica con la nuova bolletta',
  description:
    'Sulla pratica di rettifica di una bolletta stimata, la nuova bolletta (già importata, per numero) prende il posto di quella stimata: la bolletta stimata non è più da pagare («Sostituita», le rate ancora da pagare ritirate, quanto già pagato resta a credito del cliente) e la pratica è conclusa con un messaggio al cliente (notifica e evento `request.state_changed`, come ogni cambio di stato). Una bolletta di un altro cliente o di un’altra fornitura, che non copre il periodo, già sostituita, o con un pagamento online in corso: 400 o 409 con il motivo; un numero sconosciuto o di un altro marchio: 404; una pratica che non è una rettifica: 400; già conclusa: 409. Ogni ruolo; registrato nel registro delle attività.',
  access: 'operator',
  params: idParam,
  body: consoleReplaceBillBodySchema,
  response: consoleBillReplacementSchema,
  refusals: [400, 401, 403, 404, 409],
});
