import { idParam } from '../../common';
import {
  consoleLoginBodySchema,
  consoleLogoutSchema,
  consoleSessionSchema,
  createOperatorBodySchema,
  operatorCredentialsSchema,
  operatorListSchema,
  operatorSchema,
} from '../../console/operators';
import { CONSOLE_BASE } from '../../http';
import { defineOperation } from '../../operation';

export const consoleLogIn = defineOperation({
  operationId: 'consoleLogIn',
  method: 'POST',
  path: `${CONSOLE_BASE}/sessions`,
  tag: 'Console',
  summary: 'Entrare nella console: password e codice',
  description:
    'Apre una sessione della console con nome utente, password e il codice a 6 cifre dell’app di autenticazione (o un codice di recupero, buono una volta). Una password o un codice sbagliati, un operatore sconosciuto o sospeso hanno la stessa risposta (401); i tentativi falliti sono limitati per nome utente e per indirizzo (429). Ogni accesso, riuscito o no, è nel registro delle attività.',
  access: 'public',
  body: consoleLoginBodySchema,
  response: consoleSessionSchema,
  status: 201,
  refusals: [400, 401, 429],
});

export const consoleLogOut = defineOperation({
  operationId: 'consoleLogOut',
  method: 'DELETE',
  path: `${CONSOLE_BASE}/sessions/current`,
  tag: 'Console',
  summary: 'Uscire dalla console',
  description:
    'Chiude la sessione della console di `X-Operator-Session`: dalla chiamata seguente risponde 401. Registrato nel registro delle attività. Senza sessione valida: 401.',
  access: 'operator',
  response: consoleLogoutSchema,
  refusals: [401],
});

export const consoleGetMe = defineOperation({
  operationId: 'consoleGetMe',
  method: 'GET',
  path: `${CONSOLE_BASE}/me`,
  tag: 'Console',
  summary: 'L’operatore della sessione',
  description:
    'Nome, ruolo e marchi dell’operatore della sessione di `X-Operator-Session`. Senza sessione valida (o con la sessione di un cliente): 401.',
  access: 'operator',
  response: operatorSchema,
  refusals: [401],
});

export const consoleListOperators = defineOperation({
  operationId: 'consoleListOperators',
  method: 'GET',
  path: `${CONSOLE_BASE}/operators`,
  tag: 'Console',
  summary: 'Gli operatori',
  description:
    'Gli operatori (nome utente, nome, ruolo, marchi, sospensione). Solo un amministratore: 403 per gli altri ruoli, 401 senza sessione.',
  access: 'operator',
  operatorRole: 'admin',
  response: operatorListSchema,
  refusals: [401, 403],
});

export const consoleCreateOperator = defineOperation({
  operationId: 'consoleCreateOperator',
  method: 'POST',
  path: `${CONSOLE_BASE}/operators`,
  tag: 'Console',
  summary: 'Creare un operatore',
  description:
    'Crea un operatore con ruolo e marchi (solo marchi dell’amministratore) e risponde, una sola volta, con la password temporanea, il segreto TOTP e i codici di recupero. Solo un amministratore (403); nome utente già usato: 409; dati non validi: 400. Registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'admin',
  body: createOperatorBodySchema,
  response: operatorCredentialsSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const consoleSuspendOperator = defineOperation({
  operationId: 'consoleSuspendOperator',
  method: 'POST',
  path: `${CONSOLE_BASE}/operators/{id}/suspension`,
  tag: 'Console',
  summary: 'Sospendere un operatore',
  description:
    'Sospende un operatore: le sue sessioni finiscono subito e non può più entrare. Solo un amministratore (403), non sé stesso (409); un operatore con marchi fuori da quelli dell’amministratore o inesistente: 404. Registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'admin',
  params: idParam,
  response: operatorSchema,
  refusals: [400, 401, 403, 404, 409],
});

export const consoleReinstateOperator = defineOperation({
  operationId: 'consoleReinstateOperator',
  method: 'DELETE',
  path: `${CONSOLE_BASE}/operators/{id}/suspension`,
  tag: 'Console',
  summary: 'Riattivare un operatore sospeso',
  description:
    'Toglie la sospensione di un operatore. Solo un amministratore (403); un operatore con marchi fuori da quelli dell’amministratore o inesistente: 404. Registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'admin',
  params: idParam,
  response: operatorSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleResetOperator = defineOperation({
  operationId: 'consoleResetOperator',
  method: 'POST',
  path: `${CONSOLE_BASE}/operators/{id}/reset`,
  tag: 'Console',
  summary: 'Reimpostare le credenziali di un operatore',
  description:
    'Nuova password temporanea, nuovo segreto TOTP e nuovi codici di recupero (mostrati una sola volta); le sessioni dell’operatore finiscono. Solo un amministratore (403); un operatore con marchi fuori da quelli dell’amministratore o inesistente: 404. Registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'admin',
  params: idParam,
  response: operatorCredentialsSchema,
  refusals: [400, 401, 403, 404],
});
