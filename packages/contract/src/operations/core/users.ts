import {
  API_BASE,
  checkFiscalDataRequestSchema,
  checkFiscalDataResponseSchema,
  createNewUserRequestSchema,
  createNewUserResponseSchema,
  getUserResponseSchema,
  getUsersQuerySchema,
  getUsersResponseSchema,
  idParam,
  updateUserRequestSchema,
  updateUserResponseSchema,
  validateUserRequestSchema,
  validateUserResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const createNewUser = defineOperation({
  operationId: 'createNewUser',
  method: 'POST',
  path: `${API_BASE}/Core/v1/users`,
  tag: 'Core',
  summary: 'Registrazione di un cliente (codice cliente + codice fiscale o partita IVA) o di un delegato',
  description:
    'Cliente: crea un utente Pending senza clienti e avvia la prova di titolarità (codice di 4 cifre all’e-mail o al cellulare del cliente in archivio, o numero e importo di una delle ultime 3 bollette): nulla è concesso prima della prova (bpm/otp-verification), e all’e-mail digitata non arriva nulla. Delegato: il link di primo accesso (/crea-psw) all’e-mail digitata. 400 fiscal_data_mismatch se il codice cliente non corrisponde, 409 username_taken se il nome utente è in uso; un cliente già registrato risponde come gli altri (lo si dice solo dopo la prova). Vedi docs/registration-proof.md.',
  access: 'session',
  body: createNewUserRequestSchema,
  response: createNewUserResponseSchema,
  status: 201,
  refusals: [400, 401, 409, 429],
});

export const validateUser = defineOperation({
  operationId: 'validateUser',
  method: 'POST',
  path: `${API_BASE}/Core/v1/users/validate`,
  tag: 'Core',
  summary:
    'Verifica durante la registrazione: nome utente libero e valido, codice cliente corrispondente ai dati fiscali',
  description:
    'I controlli del modulo di registrazione: nome utente libero e valido (solo lettere e numeri), dati fiscali ben formati, codice cliente corrispondente. Con una sessione anche anonima; ogni controllo conta nel limite per indirizzo (429). Se il cliente ha già un utente si dice solo dopo la prova di titolarità.',
  access: 'session',
  body: validateUserRequestSchema,
  response: validateUserResponseSchema,
  refusals: [400, 401, 429],
});

export const checkFiscalData = defineOperation({
  operationId: 'checkFiscalData',
  method: 'POST',
  path: `${API_BASE}/Core/v1/check-fiscal-data`,
  tag: 'Core',
  summary:
    'Controlla codice fiscale / partita IVA (carattere di controllo) e, con il codice cliente, la corrispondenza',
  description:
    'Controlla il carattere di controllo del codice fiscale o della partita IVA e, con il codice cliente, che corrispondano al cliente. Con una sessione anche anonima; i tentativi sono limitati per indirizzo (429).',
  access: 'session',
  body: checkFiscalDataRequestSchema,
  response: checkFiscalDataResponseSchema,
  refusals: [400, 401, 429],
});

export const getUser = defineOperation({
  operationId: 'getUser',
  method: 'GET',
  path: `${API_BASE}/Core/v1/users/{id}`,
  tag: 'Core',
  summary: 'Utente per id: solo il proprio, o un utente servito da un’agenzia',
  description:
    'Un utente per id: il proprio, o per un’agenzia un utente che serve; chiunque altro 403. Solo con login (senza: 401; sessione ospite: 403).',
  access: 'user',
  params: idParam,
  response: getUserResponseSchema,
  refusals: [400, 401, 403],
});

export const getUsers = defineOperation({
  operationId: 'getUsers',
  method: 'GET',
  path: `${API_BASE}/Core/v1/users`,
  tag: 'Core',
  summary:
    'Utenti di un contratto (contractKey): il proprio utente, o per un’agenzia gli utenti del cliente servito',
  description:
    'Gli utenti di un contratto (contractKey): il proprio utente, o per un’agenzia i titolari e i delegati del cliente servito. Solo con login; un contratto sconosciuto o altrui risponde 403 allo stesso modo, una sessione ospite 403, senza login 401.',
  access: 'user',
  query: getUsersQuerySchema,
  response: getUsersResponseSchema,
  refusals: [400, 401, 403],
});

export const updateUser = defineOperation({
  operationId: 'updateUser',
  method: 'PUT',
  path: `${API_BASE}/Core/v1/users`,
  tag: 'Core',
  summary: 'Aggiorna il proprio utente: password (con quella attuale), userOptions, preferenze di notifica',
  description:
    'In una sessione da link password (modulo 5: /crea-psw o /recupero-psw) imposta la password dell’utente del link senza quella attuale, una sola volta; l’utente Pending diventa Active e tutte le sue sessioni terminano. Un cambio password termina le altre sessioni dell’utente e ruota quella corrente: il nuovo id è nell’intestazione X-Session-Id della risposta, il vecchio non vale più.',
  access: 'session',
  body: updateUserRequestSchema,
  response: updateUserResponseSchema,
  refusals: [400, 401, 403, 410, 429],
});
