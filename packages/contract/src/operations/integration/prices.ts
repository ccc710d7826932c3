import { z } from 'zod';
import { INTEGRATION_BASE } from '../../http';
import { importPricesResponseSchema } from '../../integration/metering';
import { defineOperation } from '../../operation';

export const importPrices = defineOperation({
  operationId: 'importPrices',
  method: 'POST',
  path: `${INTEGRATION_BASE}/prices`,
  tag: 'Integrazione',
  summary: 'PUN orario dagli esiti MGP pubblicati dal GME',
  description: [
    'Corpo `application/xml`: il file `YYYYMMDDMGPPrezzi.xml` degli esiti del Mercato del Giorno Prima come lo pubblica il GME (elementi `<Prezzi>` con `Data`, `Mercato`, `Ora`, `PUN` in €/MWh con la virgola; dal 1° ottobre 2025 anche `<Prezzi15>` con `Periodo` al quarto d’ora); oppure `application/zip` con più giorni.',
    'Il PUN è salvato in €/kWh per ora locale, la fonte della pagina PUN del portale: le due ore 02 del giorno di 25 ore sono mediate, un giorno pubblicato solo al quarto d’ora ha per ogni ora la media dei suoi quarti.',
    'Idempotente per (giorno, ora). Un file che non è un esito MGP è un 422 e non cambia nulla; un elemento illeggibile è rifiutato e gli altri sono salvati. Ambito `prices`.',
  ].join(' '),
  access: 'integration',
  scope: 'prices',
  consumes: ['application/xml', 'text/xml', 'application/zip', 'application/x-zip-compressed'],
  body: z.string().meta({
    description: 'Il file YYYYMMDDMGPPrezzi.xml del GME, o uno zip di più giorni.',
    example:
      '<NewDataSet><Prezzi><Data>20250312</Data><Mercato>MGP</Mercato><Ora>1</Ora><PUN>112,345678</PUN></Prezzi></NewDataSet>',
  }),
  response: importPricesResponseSchema,
  refusals: [400, 401, 403, 413, 415, 422],
});
