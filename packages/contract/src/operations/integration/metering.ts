import { z } from 'zod';
import { INTEGRATION_BASE } from '../../http';
import { importConsumptionResponseSchema, importReadingsResponseSchema } from '../../integration/metering';
import { defineOperation } from '../../operation';

/** The content types a CSV body may declare (what ERPs, spreadsheets and curl send). */
export const CSV_CONTENT_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'] as const;

const csvBody = (example: string) =>
  z.string().meta({ description: 'Il file CSV (UTF-8, separatore `;`, decimali con la virgola).', example });

export const importReadings = defineOperation({
  operationId: 'importReadings',
  method: 'POST',
  path: `${INTEGRATION_BASE}/readings`,
  tag: 'Integrazione',
  summary: 'Letture dei contatori da CSV',
  description: [
    'Corpo `text/csv` (UTF-8, separatore `;`, decimali con la virgola), una lettura per riga, letto a flusso.',
    'Colonne: `pod` (o `pdr`), `matricola`, `data` (AAAA-MM-GG o GG/MM/AAAA), `tipo` (effettiva, stimata, autolettura; vuoto = effettiva) e `lettura` per il totalizzatore oppure `F1`, `F2`, `F3` per i registri del contatore.',
    'Idempotente per (fornitura, contatore, giorno, registro): la stessa lettura non cambia nulla, un valore corretto la aggiorna.',
    'Ogni riga sbagliata è rifiutata con numero, colonna e motivo e non ferma le altre; un’intestazione senza le colonne obbligatorie è un 400 e non cambia nulla. Ambito `import`.',
  ].join(' '),
  access: 'integration',
  scope: 'import',
  consumes: CSV_CONTENT_TYPES,
  body: csvBody('pod;matricola;data;tipo;lettura\nIT001E12345678;M123456;2025-03-31;effettiva;12345\n'),
  response: importReadingsResponseSchema,
  refusals: [400, 401, 403, 415],
});

export const importConsumption = defineOperation({
  operationId: 'importConsumption',
  method: 'POST',
  path: `${INTEGRATION_BASE}/consumption`,
  tag: 'Integrazione',
  summary: 'Consumi orari, al quarto d’ora, giornalieri o mensili da CSV',
  description: [
    'Corpo `text/csv` (UTF-8, separatore `;`, decimali con la virgola), letto a flusso: i file grandi non sono mai interi in memoria.',
    'Il dettaglio viene dall’intestazione: `pod;giorno;ora;consumo` (ora 1–24, 23 o 25 nei giorni del cambio d’ora), `pod;giorno;quarto;consumo` (quarto 1–96, 92 o 100), `pod;giorno;consumo` (giornaliero), `pod;mese;consumo[;F1;F2;F3][;stimato]` (mensile).',
    'Idempotente per (fornitura, tempo). Le fasce F1/F2/F3 delle misure orarie e al quarto d’ora sono calcolate con la regola del dominio (festività nazionali comprese); i grafici dei consumi del portale mostrano i dati importati.',
    'Ogni riga sbagliata è rifiutata con numero, colonna e motivo e non ferma le altre. Ambito `import`.',
  ].join(' '),
  access: 'integration',
  scope: 'import',
  consumes: CSV_CONTENT_TYPES,
  body: csvBody(
    'pod;giorno;ora;consumo\nIT001E12345678;2025-03-14;1;0,215\nIT001E12345678;2025-03-14;2;0,198\n',
  ),
  response: importConsumptionResponseSchema,
  refusals: [400, 401, 403, 415],
});
