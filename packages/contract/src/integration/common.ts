import { z } from 'zod';
import { INTEGRATION_SCOPES } from '../operation';

/**
 * What the integration API's operations share (issue 20). Its bodies are plain objects (no
 * `{"xRequest": …}` wrapper: that is the portal's specification, not the retailer's), its errors
 * the one error body, and a refused line of a bulk file (NDJSON, CSV) is answered as
 * `{ line, field, message }`, message in Italian.
 */

export const integrationScopeSchema = z.enum(INTEGRATION_SCOPES).meta({
  id: 'IntegrationScope',
  description:
    'Ambito di un token: `import` (clienti, bollette, letture, consumi, pagamenti, messaggi), `requests` (richieste dei clienti), `prices` (prezzi).',
});

/** One refused line of a bulk file: its number (from 1), the field at fault, the Italian reason. */
export const lineRefusalSchema = z
  .object({
    line: z.number().int().min(1),
    field: z.string(),
    message: z.string(),
  })
  .meta({ id: 'LineRefusal', description: 'Una riga rifiutata: numero (da 1), campo, motivo in italiano.' });
export type LineRefusal = z.infer<typeof lineRefusalSchema>;

/** The token in use (`GET …/token`). */
export const integrationTokenResponseSchema = z
  .object({
    name: z.string(),
    scopes: z.array(integrationScopeSchema),
  })
  .meta({ id: 'IntegrationToken' });
export type IntegrationTokenResponse = z.infer<typeof integrationTokenResponseSchema>;
