import { INTEGRATION_BASE } from '../../http';
import { recordPaymentsRequestSchema, recordPaymentsResponseSchema } from '../../integration/outbound';
import { defineOperation } from '../../operation';

export const recordPayments = defineOperation({
  operationId: 'recordPayments',
  method: 'POST',
  path: `${INTEGRATION_BASE}/payments`,
  tag: 'Integrazione',
  summary: 'Pagamenti registrati altrove (bonifico, posta, esito SDD)',
  description:
    'Registra i pagamenti incassati fuori dal portale, per numero di bolletta, una volta sola: il riferimento del venditore (`reference`) già registrato non cambia nulla. Quando i pagamenti coprono l’importo, la bolletta (e le sue rate) risulta pagata nel portale. Ogni voce è applicata per intero o rifiutata con posizione, campo e motivo. Ambito `import`.',
  access: 'integration',
  scope: 'import',
  body: recordPaymentsRequestSchema,
  response: recordPaymentsResponseSchema,
  refusals: [400, 401, 403],
});
