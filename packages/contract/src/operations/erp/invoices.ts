import {
  API_BASE,
  getInsolvenciesQuerySchema,
  getInsolvenciesResponseSchema,
  getInstallmentsQuerySchema,
  getInstallmentsResponseSchema,
  getInvoiceDetailResponseSchema,
  getInvoiceResponseSchema,
  getInvoicesQuerySchema,
  getInvoicesResponseSchema,
  idOrKeyParam,
  idParam,
  useExtKeyQuery,
} from '../../index';
import { defineOperation } from '../../operation';

export const getInvoices = defineOperation({
  operationId: 'getInvoices',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices`,
  tag: 'Erp',
  summary: 'Bollette (5 per pagina, dalla più recente)',
  description:
    'Le bollette dei clienti della sessione (o di un cliente), dalla più recente, 5 per pagina (orderBy, outstandingOnly per le sole da pagare), con lo stato di pagamento (paymentLevel). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un cliente altrui: 403. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getInvoicesQuerySchema,
  response: getInvoicesResponseSchema,
  refusals: [400, 401, 403],
});

export const getInvoice = defineOperation({
  operationId: 'getInvoice',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}`,
  tag: 'Erp',
  summary: 'Una bolletta con le sue rate, per id o per numero (useExtKey)',
  description:
    'Una bolletta con le sue rate, per id o per numero (useExtKey). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuta o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idOrKeyParam,
  query: useExtKeyQuery,
  response: getInvoiceResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getInvoiceDetail = defineOperation({
  operationId: 'getInvoiceDetail',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}/detail`,
  tag: 'Erp',
  summary: 'Il riepilogo della bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro)',
  description:
    'Il riepilogo di una bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro) con i loro importi. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuta o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getInvoiceDetailResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getInstallments = defineOperation({
  operationId: 'getInstallments',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/installments`,
  tag: 'Erp',
  summary: 'Rate di una bolletta o di un contratto',
  description:
    'Le rate di una bolletta (invoiceId) o di un contratto (contractId), con lo stato di ciascuna (0 scaduta da pagare, 1 da scadere, 2 altrimenti). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Bolletta o contratto sconosciuti o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getInstallmentsQuerySchema,
  response: getInstallmentsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getInsolvencies = defineOperation({
  operationId: 'getInsolvencies',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/insolvencies`,
  tag: 'Erp',
  summary: 'Morosità: bollette e rate scadute non pagate',
  description:
    'La morosità dei clienti della sessione: bollette e rate scadute e non pagate. Letta dal client solo con il modulo panoram. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getInsolvenciesQuerySchema,
  response: getInsolvenciesResponseSchema,
  refusals: [400, 401, 403],
});
