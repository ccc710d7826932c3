import { idParam } from '../../common';
import { INTEGRATION_BASE } from '../../http';
import { integrationTokenResponseSchema } from '../../integration/common';
import { getImportJobQuerySchema, importJobSchema } from '../../integration/customers';
import { defineOperation } from '../../operation';

export const getIntegrationToken = defineOperation({
  operationId: 'getIntegrationToken',
  method: 'GET',
  path: `${INTEGRATION_BASE}/token`,
  tag: 'Integrazione',
  summary: 'Il token in uso: nome e ambiti',
  description:
    'Risponde con il nome e gli ambiti del token inviato in `Authorization: Bearer`: serve a provare un token appena creato (`npm run integration:token -- create`). Qualunque token valido; token assente, sconosciuto o revocato: 401.',
  access: 'integration',
  response: integrationTokenResponseSchema,
  refusals: [401],
});

export const getImportJob = defineOperation({
  operationId: 'getImportJob',
  method: 'GET',
  path: `${INTEGRATION_BASE}/jobs/{id}`,
  tag: 'Integrazione',
  summary: 'Un lavoro di importazione: stato, avanzamento e righe rifiutate',
  description:
    'Lo stato di un caricamento in blocco (ricevuto, in coda, in lavorazione, concluso, fallito), le righe lette, create, aggiornate e rifiutate, e una pagina delle righe rifiutate (`refusalsSkip`, `refusalsTake`: al più 1.000) con numero di riga, campo e motivo. Ambito `import`; lavoro inesistente: 404.',
  access: 'integration',
  scope: 'import',
  params: idParam,
  query: getImportJobQuerySchema,
  response: importJobSchema,
  refusals: [400, 401, 403, 404],
});
