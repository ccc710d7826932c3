import {
  API_BASE,
  describeMeterGroupResponseSchema,
  getConsumptionsQuerySchema,
  getConsumptionsResponseSchema,
  getQuotationsQuerySchema,
  getQuotationsResponseSchema,
  getReadingsQuerySchema,
  getReadingsResponseSchema,
  insertReadingsRequestSchema,
  insertReadingsResponseSchema,
  readingWindowResponseSchema,
  supplyKeyQuerySchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getConsumptions = defineOperation({
  operationId: 'getConsumptions',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/consumptions`,
  tag: 'Erp',
  summary: 'Consumi di una fornitura per mese, giorno o ora, con fasce F1/F2/F3 (F23)',
  description:
    'I consumi di una fornitura per mese, giorno o ora, nelle fasce F1, F2 e F3 (F23 per un prezzo a due fasce), in un intervallo di date limitato. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite solo per la fornitura dei grafici passati dal CRM. Fornitura sconosciuta o altrui: 404; intervallo invertito o troppo lungo: 400.',
  access: 'session',
  query: getConsumptionsQuerySchema,
  response: getConsumptionsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getReadings = defineOperation({
  operationId: 'getReadings',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/readings`,
  tag: 'Erp',
  summary: 'Letture di una fornitura (dal default di due anni fa, 100 per pagina)',
  description:
    'Le letture del contatore di una fornitura, dalla data predefinita di due anni fa, 100 per pagina. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui: 404; intervallo non valido: 400.',
  access: 'session',
  query: getReadingsQuerySchema,
  response: getReadingsResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const getReadingWindow = defineOperation({
  operationId: 'getReadingWindow',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/metering/readingWindow`,
  tag: 'Erp',
  summary: "Periodo in cui è possibile inserire l'autolettura",
  description:
    'Il periodo in cui si può inviare l’autolettura della fornitura (supplyKey) e se è aperto ora. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui, o senza contatore: 404.',
  access: 'session',
  query: supplyKeyQuerySchema,
  response: readingWindowResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const describeMeterGroup = defineOperation({
  operationId: 'describeMeterGroup',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/metering/describeMeterGroup`,
  tag: 'Erp',
  summary: 'Descrizione del gruppo di misura: data di piena capacità (misura oraria) e canali',
  description:
    'Il gruppo di misura della fornitura (supplyKey): cifre del contatore, canali e data di piena capacità (misura oraria). Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui, o senza contatore: 404.',
  access: 'session',
  query: supplyKeyQuerySchema,
  response: describeMeterGroupResponseSchema,
  refusals: [400, 401, 403, 404],
});

export const insertReadings = defineOperation({
  operationId: 'insertReadings',
  method: 'POST',
  path: `${API_BASE}/Erp/v1/metering/insertReadings`,
  tag: 'Erp',
  summary: "Invia un'autolettura (nel periodo di lettura, solo cifre, non inferiore all'ultima)",
  description:
    'Invia un’autolettura: solo nel periodo di lettura, non nel futuro, solo cifre e al più quante ne ha il contatore, non inferiore all’ultima lettura (altrimenti 400); una al giorno (409 reading_already_sent). Il titolare, l’agenzia, o la sessione ospite del link di autolettura (modulo 7) di quella fornitura; un delegato 403 scope_forbidden; fornitura sconosciuta o altrui 404.',
  access: 'session',
  body: insertReadingsRequestSchema,
  response: insertReadingsResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409],
});

export const getQuotations = defineOperation({
  operationId: 'getQuotations',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/quotations`,
  tag: 'Erp',
  summary: 'Prezzo Unico Nazionale (PUN) orario, con medie giornaliere e mensili',
  description:
    'Il Prezzo Unico Nazionale (PUN) orario di un intervallo di date, con le medie giornaliere e mensili (tipo predefinito PUN). Qualunque sessione, anche senza login; una sessione ospite solo con il link PUN (modulo 9), le altre 403. Intervallo invertito, troppo lungo o fuori dai dati disponibili: 400.',
  access: 'session',
  query: getQuotationsQuerySchema,
  response: getQuotationsResponseSchema,
  refusals: [400, 401, 403],
});
