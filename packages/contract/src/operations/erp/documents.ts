import {
  API_BASE,
  documentExistsResponseSchema,
  getDocumentResponseSchema,
  getDocumentsQuerySchema,
  getDocumentsResponseSchema,
  idParam,
} from '../../index';
import { defineOperation } from '../../operation';

export const getDocuments = defineOperation({
  operationId: 'getDocuments',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents`,
  tag: 'Erp',
  summary: 'Scarica un documento per chiave di archiviazione (e tipo, es. Invoice): base64 e contentType',
  description:
    'Scarica un documento per chiave di archiviazione (archiviationKey) e tipo (es. Invoice): dati in base64 e contentType. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuto, altrui o di un altro tipo: 404 "Documento non trovato". Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  query: getDocumentsQuerySchema,
  response: getDocumentsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getDocument = defineOperation({
  operationId: 'getDocument',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents/{id}`,
  tag: 'Erp',
  summary: 'Scarica un documento per id',
  description:
    'Scarica un documento per id: dati in base64 e contentType. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Sconosciuto o altrui: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: getDocumentResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const documentExists = defineOperation({
  operationId: 'documentExists',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents/{id}/exists`,
  tag: 'Erp',
  summary: 'Se il documento è stato prodotto (altrimenti è in fase di stampa)',
  description:
    'Se il documento è già stato prodotto (altrimenti è in fase di stampa e il client mostra il messaggio relativo). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Un documento altrui o sconosciuto: 404. Una sessione ospite (link) non lo legge: 403.',
  access: 'user',
  params: idParam,
  response: documentExistsResponseSchema,
  refusals: [400, 401, 403, 404],
});
