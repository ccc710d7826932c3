import { API_BASE, getModulesResponseSchema } from '../../index';
import { defineOperation } from '../../operation';

export const getModules = defineOperation({
  operationId: 'getModules',
  method: 'GET',
  path: `${API_BASE}/Core/v1/modules`,
  tag: 'Core',
  summary: 'Moduli abilitati per la società della sessione (e il cliente corrente)',
  description:
    'I moduli abilitati (success e elenco con key) per la società della sessione e, se scelto, per il cliente corrente; il client aggiunge le rotte dei moduli presenti. Qualunque sessione; senza: 401. I moduli spenti dal server (es. pay senza fornitore di pagamento) non compaiono.',
  access: 'session',
  response: getModulesResponseSchema,
  refusals: [401],
});
