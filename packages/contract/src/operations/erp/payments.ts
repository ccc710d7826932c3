import {
  API_BASE,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  getPaymentResponseSchema,
  idParam,
  updatePaymentRequestSchema,
  updatePaymentResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const createPayment = defineOperation({
  operationId: 'createPayment',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/payments`,
  tag: 'Erp',
  summary:
    "Crea un pagamento di bollette o rate (fino a 50 voci): importi letti dal database, il totale inviato deve coincidere con quanto dovuto; risponde con l'indirizzo della pagina del fornitore di pagamento",
  description:
    'Crea il pagamento di bollette o rate (pagamento con gatewayId e payKind Invoices o Installments, fino a 50 voci): gli importi si leggono dal database e il totale inviato deve coincidere con quanto dovuto (altrimenti 400); risponde con l’indirizzo della pagina del fornitore di pagamento. Il titolare, l’agenzia e il delegato con scope pay; gli altri 403; una voce sconosciuta o altrui 404; voci di clienti diversi o doppie 400; una voce già pagata 409; senza fornitore di pagamento configurato: 503.',
  access: 'user',
  body: createPaymentRequestSchema,
  response: createPaymentResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409, 503],
});

export const getPayment = defineOperation({
  operationId: 'getPayment',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/payments/{id}`,
  tag: 'Erp',
  summary:
    "Un pagamento: status è l'esito registrato dalla notifica firmata del fornitore (Creato finché non arriva)",
  description:
    'Un pagamento dei clienti della sessione, con lo stato registrato dalla notifica firmata del fornitore (Creato finché non arriva) e l’esito dichiarato dal cliente. Sconosciuto o altrui: 404; sessione ospite: 403.',
  access: 'user',
  params: idParam,
  response: getPaymentResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const updatePayment = defineOperation({
  operationId: 'updatePayment',
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/payments`,
  tag: 'Erp',
  summary:
    "Registra l'esito dichiarato dal cliente al ritorno dal fornitore (solo la prima volta); non cambia mai l'esito registrato né segna pagato nulla",
  description:
    'Registra l’esito che il cliente dichiara al ritorno dalla pagina del fornitore (userOutcome, userOutcomeDate), solo la prima volta (le successive non cambiano nulla). Non cambia mai l’esito registrato dalla notifica firmata del fornitore né segna pagato nulla. Chi può pagare per il cliente del pagamento (titolare, agenzia, delegato con scope pay; gli altri 403); un pagamento altrui o sconosciuto: 404.',
  access: 'user',
  body: updatePaymentRequestSchema,
  response: updatePaymentResponseSchema,
  refusals: [400, 401, 403, 404],
});
