import {
  API_BASE,
  accountDataRequestSchema,
  bankAccountChangeRequestSchema,
  billingOptionsRequestSchema,
  createRequestResponseSchema,
  emailInvoiceRequestSchema,
  getRequestResponseSchema,
  getRequestsQuerySchema,
  getRequestsResponseSchema,
  idParam,
  informationRequestSchema,
  installmentsRequestSchema,
  shippingAddressRequestSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const createInformationRequest = defineOperation({
  operationId: 'createInformationRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/information`,
  tag: 'Erp',
  summary: 'Richiesta di informazioni',
  description:
    'Apre una richiesta di informazioni su un cliente (e facoltativamente un suo contratto), seguita tra le pratiche; risponde con il requestId. Il titolare o l’agenzia: un delegato riceve 403 scope_forbidden, un cliente o contratto altrui 403, una sessione ospite 403; un contratto di un altro cliente 400.',
  access: 'user',
  body: informationRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403],
});

export const createInstallmentsRequest = defineOperation({
  operationId: 'createInstallmentsRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/installments`,
  tag: 'Erp',
  summary: 'Richiesta di rateizzazione di una bolletta',
  description:
    'Chiede di pagare a rate una bolletta non pagata di un contratto (contractKey), nella sua finestra (dall’emissione fino a 10 giorni dopo la scadenza); una richiesta per bolletta alla volta. Il titolare, l’agenzia e il delegato con scope pay; contratto sconosciuto o altrui 403; bolletta di un altro contratto o fuori finestra 400; bolletta già pagata, già rateizzata o con una richiesta in corso 409.',
  access: 'user',
  body: installmentsRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409],
});

export const createEmailInvoiceRequest = defineOperation({
  operationId: 'createEmailInvoiceRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/emailInvoice`,
  tag: 'Erp',
  summary: 'Attiva o disattiva la bolletta via e-mail (Bolletta Click)',
  description:
    'Attiva o disattiva la bolletta via e-mail (Bolletta Click) di un contratto attivo; una richiesta per contratto alla volta. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; contratto non attivo 400; richiesta già in corso 409.',
  access: 'user',
  body: emailInvoiceRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const createBillingOptionsRequest = defineOperation({
  operationId: 'createBillingOptionsRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/billingOptions`,
  tag: 'Erp',
  summary: 'Modifica le opzioni di fatturazione',
  description:
    'Chiede di cambiare formato e frequenza della bolletta di un contratto attivo. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; contratto non attivo 400.',
  access: 'user',
  body: billingOptionsRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403],
});

export const createShippingAddressRequest = defineOperation({
  operationId: 'createShippingAddressRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/shippingAddress`,
  tag: 'Erp',
  summary: "Modifica l'indirizzo di spedizione delle bollette",
  description:
    'Cambia l’indirizzo a cui arrivano le bollette di un contratto: l’indirizzo si verifica sullo stradario (punteggio da 50), vale subito per la prossima bolletta e resta "in lavorazione" finché il back office lo conferma. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; indirizzo non valido 400; variazione anagrafica già in corso 409.',
  access: 'user',
  body: shippingAddressRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const createBankAccountChangeRequest = defineOperation({
  operationId: 'createBankAccountChangeRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/bankAccountChange`,
  tag: 'Erp',
  summary: 'Attiva, cambia o revoca la domiciliazione bancaria (SDD)',
  description:
    'Attiva, cambia (azione predefinita Change) o revoca la domiciliazione bancaria SDD di un contratto: IBAN SEPA, BIC facoltativo, intestatario e suo codice fiscale; la domiciliazione risulta subito "in corso". Il titolare o l’agenzia (delegato: 403 scope_forbidden); IBAN o codice fiscale non validi 400; un’altra variazione in corso sullo stesso contratto 409.',
  access: 'user',
  body: bankAccountChangeRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const createAccountDataRequest = defineOperation({
  operationId: 'createAccountDataRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/accountData`,
  tag: 'Erp',
  summary: 'Modifica i dati di contatto e i consensi privacy',
  description:
    'Cambia i dati di contatto (e-mail, cellulare o telefono fisso) e i consensi privacy di un cliente: valgono subito e il back office conferma la variazione anagrafica. Una nuova e-mail o un nuovo cellulare vanno prima verificati con il codice OTP (email-check o phone-check, poi otp-verification; altrimenti 409 contact_not_verified). Il titolare o l’agenzia (delegato: 403 scope_forbidden); un’altra variazione anagrafica in corso: 409.',
  access: 'user',
  body: accountDataRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const getRequests = defineOperation({
  operationId: 'getRequests',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/requests`,
  tag: 'Erp',
  summary: 'Richieste per tipo, contratto e cliente (dalla più recente)',
  description:
    'Le richieste (pratiche) dell’utente per tipo (requestType), contratto e cliente, dalla più recente, una pagina (predefinita 100) e il totale; il client ne deduce le variazioni in corso. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un contratto o cliente altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getRequestsQuerySchema,
  response: getRequestsResponseSchema,
  refusals: [400, 401, 403],
});

export const getRequest = defineOperation({
  operationId: 'getRequest',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/requests/{id}`,
  tag: 'Erp',
  summary: 'Una richiesta',
  description:
    'Una richiesta dell’utente con il suo stato e la fase. Sconosciuta o altrui: 404 allo stesso modo. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getRequestResponseSchema,
  refusals: [400, 401, 403, 404],
});
