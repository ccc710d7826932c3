import {
  API_BASE,
  checkProposalRulesResponseSchema,
  getProposalResponseSchema,
  getProposalsQuerySchema,
  getProposalsResponseSchema,
  idParam,
  updateProposalRequestSchema,
  updateProposalResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getProposals = defineOperation({
  operationId: 'getProposals',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals`,
  tag: 'Erp',
  summary: 'Proposte commerciali visibili ora (dentro il loro periodo)',
  description:
    'Le proposte commerciali rivolte ai clienti della sessione e visibili ora (dentro il loro periodo). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  query: getProposalsQuerySchema,
  response: getProposalsResponseSchema,
  refusals: [400, 401, 403],
});

export const getProposal = defineOperation({
  operationId: 'getProposal',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals/{id}`,
  tag: 'Erp',
  summary: 'Una proposta (solo nel suo periodo)',
  description:
    'Una proposta, solo nel suo periodo di validità; fuori periodo, sconosciuta o altrui: 404 "Proposta non trovata". Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite solo per la proposta del suo link (modulo 8).',
  access: 'session',
  params: idParam,
  response: getProposalResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const checkProposalRules = defineOperation({
  operationId: 'checkProposalRules',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals/{id}/check-rules`,
  tag: 'Erp',
  summary: 'Verifica se la proposta può essere accettata',
  description:
    'Verifica se la proposta può essere accettata ora dal cliente (regole della proposta e del contratto). Stesse regole di accesso di GET /proposals/{id}: fuori periodo, sconosciuta o altrui 404; una sessione ospite solo per la proposta del suo link (modulo 8).',
  access: 'session',
  params: idParam,
  response: checkProposalRulesResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const updateProposal = defineOperation({
  operationId: 'updateProposal',
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/proposals`,
  tag: 'Erp',
  summary: 'Registra la scelta del cliente su una proposta (una sola volta)',
  description:
    'Registra la scelta del cliente su una proposta (actionSelected), una sola volta: una seconda risposta è 409 proposal_already_answered. Il titolare, l’agenzia o la sessione ospite del link della proposta (modulo 8); un delegato 403 scope_forbidden; fuori periodo, sconosciuta o altrui 404.',
  access: 'session',
  body: updateProposalRequestSchema,
  response: updateProposalResponseSchema,
  refusals: [400, 401, 403, 404, 409],
});
