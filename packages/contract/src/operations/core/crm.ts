import { API_BASE, createCrmSessionRequestSchema, createCrmSessionResponseSchema } from '../../index';
import { defineOperation } from '../../operation';

export const createCrmSession = defineOperation({
  operationId: 'createCrmSession',
  method: 'POST',
  path: `${API_BASE}/Core/v1/crm/sessions`,
  tag: 'Core',
  summary: 'Sessione del CRM per i grafici dei consumi di una fornitura (rcrm=1)',
  description:
    'Chiamata dal CRM del venditore con `Authorization: Bearer <CRM_API_TOKEN>`. Crea una sessione senza login che vede solo la fornitura indicata, i suoi dati e i suoi consumi (per un’ora), e restituisce l’indirizzo `/?sessionId=…&supplyKey=…&customerKey=…&rcrm=1` a cui mandare il browser. Token assente o errato: 401 crm_unauthorized; fornitura non del cliente o della società: 404.',
  access: 'system',
  body: createCrmSessionRequestSchema,
  response: createCrmSessionResponseSchema,
  status: 201,
  refusals: [400, 401, 404],
});
