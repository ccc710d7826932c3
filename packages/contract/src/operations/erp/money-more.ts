import {
  API_BASE,
  createRequestResponseSchema,
  creditRefundRequestSchema,
  customerKeyQuery,
  getCustomerBalanceResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getCustomerBalance = defineOperation({
  operationId: 'getCustomerBalance',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/balance`,
  tag: 'Erp',
  summary: 'Il saldo del cliente: se è a suo credito e quanto si può chiedere a rimborso',
  description:
    'Il saldo di un cliente della sessione: il valore delle note di credito, quanto devono ancora le bollette, quanto è già stato chiesto a rimborso, il saldo (positivo: a credito del cliente) e se una richiesta di rimborso è in corso. Cliente sconosciuto o altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: customerKeyQuery,
  response: getCustomerBalanceResponseSchema,
  refusals: [400, 401, 403],
});

export const createCreditRefundRequest = defineOperation({
  operationId: 'createCreditRefundRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/credit-refund`,
  tag: 'Erp',
  summary: 'Richiesta di rimborso del credito, con bonifico o in compensazione',
  description:
    'Con il saldo a credito, chiede che il credito sia rimborsato con bonifico su un IBAN dell’area SEPA (controllato: 27 caratteri per l’Italia, cifre di controllo) intestato a chi si indica, oppure tenuto per le prossime bollette; è una pratica (Pratiche) con l’importo. Il titolare o l’agenzia (delegato: 403 scope_forbidden); IBAN o intestatario non validi 400, nulla cambia; saldo non a credito 400; una richiesta di rimborso già in corso 409.',
  access: 'user',
  body: creditRefundRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});
