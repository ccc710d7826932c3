import {
  API_BASE,
  billForecastQuery,
  getBillForecastsResponseSchema,
  createRequestResponseSchema,
  creditRefundRequestSchema,
  customerKeyQuery,
  getCustomerBalanceResponseSchema,
  getRettificaOptionsResponseSchema,
  idParam,
  rettificaRequestSchema,
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

export const getRettificaOptions = defineOperation({
  operationId: 'getRettificaOptions',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}/rettifica`,
  tag: 'Erp',
  summary: 'Se una bolletta stimata si può rettificare con la propria lettura, e con quali registri',
  description:
    'Per una bolletta: se il suo periodo si è chiuso su una lettura stimata (allora si può correggere con la propria lettura), le letture stimate e quelle reali di inizio periodo, il contatore con le sue cifre e i suoi registri, le regole della foto (JPEG, PNG o WebP fino a 5 MB) e se una rettifica è già in corso; altrimenti perché no. Per i clienti della sessione. Sconosciuta o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getRettificaOptionsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const createRettificaRequest = defineOperation({
  operationId: 'createRettificaRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/invoices/{id}/rettifica`,
  tag: 'Erp',
  summary: 'Rettifica di una bolletta stimata con la propria lettura (e la foto del contatore)',
  description:
    'Chiede di correggere una bolletta chiusa su una lettura stimata con la lettura del cliente: un valore per ciascun registro del contatore (solo cifre, non più delle cifre del contatore, non sotto la lettura reale di inizio periodo) e, facoltativa, la foto del contatore (JPEG, PNG o WebP fino a 5 MB, in base64; il tipo è letto dai byte). È una pratica (Pratiche) con la lettura allegata; una nuova bolletta potrà sostituire quella stimata. Il titolare o l’agenzia (delegato: 403 scope_forbidden); bolletta non stimata, letture o foto non valide 400; una rettifica della bolletta già in corso 409; bolletta sconosciuta o altrui 404.',
  access: 'user',
  params: idParam,
  body: rettificaRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409, 413],
});

export const getBillForecasts = defineOperation({
  operationId: 'getBillForecasts',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/bill-forecasts`,
  tag: 'Erp',
  summary: 'La previsione della prossima bolletta di ciascuna fornitura attiva',
  description:
    'Per ciascuna fornitura attiva di un cliente della sessione (o per una sola, supplyId): periodo, data di emissione e di scadenza e importo attesi della prossima bolletta, con il suo intervallo (minimo e massimo) e ciò che la previsione assume: i consumi degli stessi mesi dell’anno prima (o la media mensile dell’ultimo anno), i prezzi e la quota fissa dell’offerta, il peso di trasporto, oneri, imposte e IVA dell’ultima bolletta. Senza un’ultima bolletta, un prezzo o dei consumi: nessuna previsione e il perché. Cliente sconosciuto o altrui: 403.',
  access: 'user',
  query: billForecastQuery,
  response: getBillForecastsResponseSchema,
  refusals: [400, 401, 403],
});
