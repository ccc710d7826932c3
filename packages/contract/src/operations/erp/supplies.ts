import {
  API_BASE,
  getOfferResponseSchema,
  getSuppliesQuerySchema,
  getSuppliesResponseSchema,
  getSupplyQuerySchema,
  getSupplyResponseSchema,
  idOrKeyParam,
  updateSupplyRequestSchema,
  updateSupplyResponseSchema,
  useExtKeyQuery,
} from '../../index';
import { defineOperation } from '../../operation';

export const getSupplies = defineOperation({
  operationId: 'getSupplies',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/supplies`,
  tag: 'Erp',
  summary: 'Forniture dei clienti della sessione (o di un cliente, per codice)',
  description:
    'Le forniture dei clienti della sessione, o di un cliente (customerKey), con activeOnly e paginazione (predefinita 1000). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un customerKey altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  query: getSuppliesQuerySchema,
  response: getSuppliesResponseSchema,
  refusals: [400, 401, 403],
});

export const getSupply = defineOperation({
  operationId: 'getSupply',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/supplies/{id}`,
  tag: 'Erp',
  summary: 'Una fornitura, per id o per codice (useExtKey), con offerta e dati tecnici',
  description:
    'Una fornitura per id, o per codice con useExtKey, con offerta e, con includeTechnicalData, i dati tecnici. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite la legge solo se il suo link la nomina (autolettura, modulo 7, o grafici del CRM). Sconosciuta o altrui: 404.',
  access: 'session',
  params: idOrKeyParam,
  query: getSupplyQuerySchema,
  response: getSupplyResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const updateSupply = defineOperation({
  operationId: 'updateSupply',
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/supplies`,
  tag: 'Erp',
  summary: 'Cambia il nome (nickname) di una fornitura',
  description:
    'Cambia il nome (nickname) con cui il cliente riconosce una fornitura. Solo il titolare o l’agenzia: un delegato riceve 403 scope_forbidden; una fornitura sconosciuta o altrui 404; una sessione ospite 403.',
  access: 'user',
  body: updateSupplyRequestSchema,
  response: updateSupplyResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getOffer = defineOperation({
  operationId: 'getOffer',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/offers/{id}`,
  tag: 'Erp',
  summary: "Un'offerta del marchio della sessione, per id o per codice (useExtKey)",
  description:
    'Un’offerta del marchio della sessione, per id o per codice (useExtKey). Qualunque sessione del marchio, anche senza login; sconosciuta o di un altro marchio: 404 "Offerta non trovata". Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  params: idOrKeyParam,
  query: useExtKeyQuery,
  response: getOfferResponseSchema,
  refusals: [400, 401, 403, 404],
});
