import { API_BASE, doLoginRequestSchema, doLoginResponseSchema, doLogoutResponseSchema } from '../../index';
import { defineOperation } from '../../operation';

export const doLogin = defineOperation({
  operationId: 'doLogin',
  method: 'POST',
  path: `${API_BASE}/Core/v1/user/login`,
  tag: 'Core',
  summary: 'Login con nome utente e password; rilascia un nuovo id di sessione',
  description:
    'Solo utenti Active di tipo Agency, Customer o Lead. Password errata, utente sconosciuto o non attivo: stessa risposta doLoginFailed. Dopo LOGIN_MAX_FAILURES errori per nome utente (o LOGIN_IP_MAX_FAILURES per indirizzo) nella finestra: 429.',
  access: 'session',
  body: doLoginRequestSchema,
  response: doLoginResponseSchema,
  refusals: [400, 401, 429],
});

export const doLogout = defineOperation({
  operationId: 'doLogout',
  method: 'DELETE',
  path: `${API_BASE}/Core/v1/user/logout`,
  tag: 'Core',
  summary: 'Chiude la sessione lato server',
  description:
    'Chiude lato server la sessione dell’intestazione (anche ospite o anonima): il suo id smette di valere per ogni richiesta successiva. Senza sessione valida: 401.',
  access: 'session',
  response: doLogoutResponseSchema,
  refusals: [401],
});
