import {
  API_BASE,
  createRequestResponseSchema,
  getMaintenanceContractResponseSchema,
  getOffersResponseSchema,
  getServicesQuerySchema,
  getServicesResponseSchema,
  idParam,
  serviceActivationRequestSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getServices = defineOperation({
  operationId: 'getServices',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/services`,
  tag: 'Erp',
  summary: 'Servizi attivabili per commodity e stato di ciascun servizio sulle forniture attive del cliente',
  description:
    'I servizi attivabili per commodity e lo stato di ciascuno sulle forniture attive dei clienti della sessione. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getServicesQuerySchema,
  response: getServicesResponseSchema,
  refusals: [400, 401, 403],
});

export const createServiceActivationRequest = defineOperation({
  operationId: 'createServiceActivationRequest',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/serviceActivation`,
  tag: 'Erp',
  summary: 'Richiesta di attivazione di un servizio su una fornitura (pratica AttivazioneServizio)',
  description:
    'Chiede l’attivazione di un servizio su una fornitura attiva (pratica AttivazioneServizio). Il titolare o l’agenzia (delegato: 403 scope_forbidden); fornitura sconosciuta o altrui 404; servizio sconosciuto, di un’altra commodity o fornitura non attiva 400; servizio già attivo o già richiesto 409.',
  access: 'user',
  body: serviceActivationRequestSchema,
  response: createRequestResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409],
});

export const getMaintenanceContract = defineOperation({
  operationId: 'getMaintenanceContract',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/maintenance/{id}`,
  tag: 'Erp',
  summary: 'Un contratto di manutenzione con le sue visite',
  description:
    'Un contratto di manutenzione con le sue visite. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuto o altrui: 404 "Contratto di manutenzione non trovato". Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getMaintenanceContractResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getOffers = defineOperation({
  operationId: 'getOffers',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/offers`,
  tag: 'Erp',
  summary: 'Le offerte del marchio della sessione (pubbliche: anche senza login)',
  description:
    'Le offerte commerciali del marchio della sessione. Pubbliche: qualunque sessione, anche senza login (senza sessione: 401); una sessione ospite (link) no: 403.',
  access: 'session',
  response: getOffersResponseSchema,
  refusals: [400, 401, 403],
});
