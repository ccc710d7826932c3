import { INTEGRATION_BASE } from '../../http';
import { integrationTokenResponseSchema } from '../../integration/common';
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
