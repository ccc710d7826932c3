import {
  API_BASE,
  getInstallmentOptionsResponseSchema,
  getInvoiceExplanationResponseSchema,
  idParam,
} from '../../index';
import { defineOperation } from '../../operation';

export const getInstallmentOptions = defineOperation({
  operationId: 'getInstallmentOptions',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}/installment-options`,
  tag: 'Erp',
  summary: 'Se la bolletta si può rateizzare, in quale caso ARERA e a quali condizioni',
  description:
    'Per una bolletta: se si può pagare a rate oggi (nella finestra dall’emissione a 10 giorni dopo la scadenza), in quale caso (conguaglio oltre il 150% delle bollette stimate, ritardo di fatturazione del venditore, guasto del contatore, offerta del venditore) con la sua fonte, il numero di rate possibile, il tasso (0 senza interessi) e la prima scadenza; altrimenti perché no. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuta o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getInstallmentOptionsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getInvoiceExplanation = defineOperation({
  operationId: 'getInvoiceExplanation',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}/explanation`,
  tag: 'Erp',
  summary:
    'Perché questa bolletta è diversa dalla precedente e da quella dello stesso periodo dell’anno scorso',
  description:
    'La differenza tra una bolletta e la precedente della stessa fornitura, e quella dello stesso periodo dell’anno prima, divisa dalle righe delle bollette in consumi, prezzo unitario, quote fisse, imposte e altre partite (le parti sommano la differenza al centesimo), con le letture (reali o stimate) di ciascuna. Nessuna bolletta con cui confrontarla: lista vuota. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuta o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getInvoiceExplanationResponseSchema,
  refusals: [400, 401, 403, 404],
});
