import {
  API_BASE,
  bollettaclickCanChangeQuerySchema,
  bollettaclickCanChangeResponseSchema,
  getContractResponseSchema,
  getContractsQuerySchema,
  getContractsResponseSchema,
  getMaintenanceContractsQuerySchema,
  getMaintenanceContractsResponseSchema,
  idOrKeyParam,
  useExtKeyQuery,
} from '../../index';
import { defineOperation } from '../../operation';

export const getContracts = defineOperation({
  operationId: 'getContracts',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts`,
  tag: 'Erp',
  summary: 'Contratti dei clienti della sessione (o di un cliente, per codice)',
  description:
    'I contratti dei clienti della sessione, o di un cliente (customerKey), con paginazione (predefinita 100). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un customerKey sconosciuto o altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  query: getContractsQuerySchema,
  response: getContractsResponseSchema,
  refusals: [400, 401, 403],
});

export const getBollettaclickCanChange = defineOperation({
  operationId: 'getBollettaclickCanChange',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/bollettaclick-can-change`,
  tag: 'Erp',
  summary: 'Se la bolletta via e-mail (Bolletta Click) del contratto può essere cambiata ora',
  description:
    'Se la bolletta via e-mail (Bolletta Click) del contratto (contractKey) può essere attivata o disattivata ora. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Contratto sconosciuto o altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: bollettaclickCanChangeQuerySchema,
  response: bollettaclickCanChangeResponseSchema,
  refusals: [400, 401, 403],
});

export const getMaintenanceContracts = defineOperation({
  operationId: 'getMaintenanceContracts',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/maintenance`,
  tag: 'Erp',
  summary: 'Contratti di manutenzione',
  description:
    'I contratti di manutenzione dei clienti della sessione (o di un cliente, per customerKey). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un customerKey altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  query: getMaintenanceContractsQuerySchema,
  response: getMaintenanceContractsResponseSchema,
  refusals: [400, 401, 403],
});

export const getContract = defineOperation({
  operationId: 'getContract',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/{id}`,
  tag: 'Erp',
  summary: 'Un contratto, per id o per codice (useExtKey)',
  description:
    'Un contratto per id, o per codice con useExtKey, con le sue forniture. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuto o altrui: 404 "Contratto non trovato". Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  params: idOrKeyParam,
  query: useExtKeyQuery,
  response: getContractResponseSchema,
  refusals: [400, 401, 403, 404],
});
