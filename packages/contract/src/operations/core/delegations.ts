import {
  API_BASE,
  delegationRequestParams,
  getDelegationRequestResponseSchema,
  getDelegationsResponseSchema,
  revokeDelegationRequestSchema,
  revokeDelegationResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getDelegations = defineOperation({
  operationId: 'getDelegations',
  method: 'GET',
  path: `${API_BASE}/Core/v1/delegations`,
  tag: 'Core',
  summary:
    'Deleghe: richieste ricevute e deleghe concesse sui clienti di cui si è titolari; le proprie richieste da delegato',
  description:
    'Le deleghe dell’utente: richieste ricevute e deleghe concesse sui clienti di cui è titolare, e le proprie richieste da delegato. Solo con login (senza: 401; sessione ospite: 403).',
  access: 'user',
  response: getDelegationsResponseSchema,
  refusals: [401, 403],
});

export const getDelegationRequest = defineOperation({
  operationId: 'getDelegationRequest',
  method: 'GET',
  path: `${API_BASE}/Core/v1/delegations/requests/{workflowId}`,
  tag: 'Core',
  summary:
    'Una richiesta di delega: per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6)',
  description:
    'Una richiesta di delega (per workflowId): per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6) che la nomina. Sconosciuta, altrui o non nominata dal link: 404.',
  access: 'session',
  params: delegationRequestParams,
  response: getDelegationRequestResponseSchema,
  refusals: [400, 401, 404],
});

export const revokeDelegation = defineOperation({
  operationId: 'revokeDelegation',
  method: 'POST',
  path: `${API_BASE}/Core/v1/delegations/revoke`,
  tag: 'Core',
  summary:
    'Il titolare revoca una delega: il delegato perde l’accesso al cliente dalla sua prossima richiesta',
  description:
    'La sessione del titolare ruota: il nuovo id è nell’intestazione X-Session-Id della risposta, il vecchio non vale più.',
  access: 'user',
  body: revokeDelegationRequestSchema,
  response: revokeDelegationResponseSchema,
  refusals: [400, 401, 403, 404],
});
