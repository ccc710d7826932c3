import { idParam } from '../../common';
import {
  consoleSendBodySchema,
  consoleSendDetailSchema,
  consoleSendListSchema,
  consoleSendResultSchema,
} from '../../console/sends';
import { CONSOLE_BASE } from '../../http';
import { defineOperation } from '../../operation';

export const consoleSend = defineOperation({
  operationId: 'consoleSend',
  method: 'POST',
  path: `${CONSOLE_BASE}/sends`,
  tag: 'Console',
  summary: 'Inviare un messaggio o una proposta ai clienti',
  description:
    'Un messaggio (notifica, facoltativamente da accettare: il portale blocca la visita successiva finché il cliente non lo accetta) o una proposta con la sua finestra, a uno o più clienti dei propri marchi (i codici di altri marchi contano come sconosciuti) o, per supervisori e amministratori, a ogni cliente di un marchio con una fornitura di un tipo. Scritto dallo stesso servizio dell’API di integrazione; registrato nel registro delle attività. Marchio non proprio: 404; agente verso un intero marchio: 403.',
  access: 'operator',
  body: consoleSendBodySchema,
  response: consoleSendResultSchema,
  status: 201,
  refusals: [400, 401, 403, 404],
});

export const consoleListSends = defineOperation({
  operationId: 'consoleListSends',
  method: 'GET',
  path: `${CONSOLE_BASE}/sends`,
  tag: 'Console',
  summary: 'I messaggi e le proposte inviati',
  description:
    'Gli ultimi 100 invii ai clienti dei marchi dell’operatore, i più recenti prima, con quanti li hanno letti e accettati.',
  access: 'operator',
  response: consoleSendListSchema,
  refusals: [401],
});

export const consoleGetSend = defineOperation({
  operationId: 'consoleGetSend',
  method: 'GET',
  path: `${CONSOLE_BASE}/sends/{id}`,
  tag: 'Console',
  summary: 'Un invio: chi ha letto e chi ha accettato',
  description:
    'L’invio con ogni destinatario (cliente e utente), quando l’ha letto e quando l’ha accettato (o la risposta alla proposta). Un invio ai clienti di un marchio non proprio: 404.',
  access: 'operator',
  params: idParam,
  response: consoleSendDetailSchema,
  refusals: [400, 401, 404],
});
