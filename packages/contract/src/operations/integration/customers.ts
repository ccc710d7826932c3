import { INTEGRATION_BASE } from '../../http';
import { importCustomersBodySchema, importJobSchema } from '../../integration/customers';
import { defineOperation } from '../../operation';

export const importCustomers = defineOperation({
  operationId: 'importCustomers',
  method: 'POST',
  path: `${INTEGRATION_BASE}/customers`,
  tag: 'Integrazione',
  summary: 'Clienti, contratti, forniture e contatori in blocco (NDJSON)',
  description: [
    'Un cliente per riga (`Content-Type: application/x-ndjson`), con i suoi contratti, le forniture di ogni contratto (POD per la luce, PDR per il gas, codice della rete per il teleriscaldamento) e i contatori di ogni fornitura. Idempotente sulle chiavi del venditore (codice cliente, codice contratto, POD/PDR, matricola): la stessa riga inviata di nuovo non cambia nulla.',
    'Ogni riga è controllata con le regole del dominio (codice fiscale, partita IVA, IBAN, POD, PDR, e-mail) e applicata per intero o per niente: una riga rifiutata non ferma né altera le altre, e torna con numero, campo e motivo in italiano.',
    'Un file piccolo (fino a 1.000 righe e 1 MiB) è lavorato subito: risposta 200 con l’esito. Uno più grande è ricevuto in streaming e lavorato in background: risposta 202 con il lavoro, da seguire con `GET …/jobs/{id}`. Ambito `import`; token assente: 401; ambito mancante: 403; altro Content-Type: 415; file oltre 2 GiB: 413.',
  ].join('\n\n'),
  access: 'integration',
  scope: 'import',
  consumes: ['application/x-ndjson'],
  body: importCustomersBodySchema,
  response: importJobSchema,
  accepted: importJobSchema,
  refusals: [400, 401, 403, 413, 415],
});
